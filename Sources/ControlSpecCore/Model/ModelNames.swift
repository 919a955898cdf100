// The model types whose plain names SwiftUI (`State`, `Image`, `Shape`, `Group`, `Animation`,
// `Transition`) or Foundation (`Expression`) also declare are public as `SpecState`, `SpecImage`, …,
// so a file that imports ControlSpec next to SwiftUI sees no ambiguous name. Inside the compiler
// they keep their short names.

package typealias State = SpecState
package typealias Image = SpecImage
package typealias Shape = SpecShape
package typealias Group = SpecGroup
package typealias Animation = SpecAnimation
package typealias Transition = SpecTransition
package typealias Expression = SpecExpression
