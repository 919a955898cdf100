// The model types whose plain names SwiftUI (`State`, `Image`, `Shape`, `Group`, `Animation`,
// `Transition`) or Foundation (`Expression`) also declare are public as `SpecState`, `SpecImage`, …,
// so a file that imports ControlSpec next to SwiftUI sees no ambiguous name. Inside the compiler
// they keep their short names.

typealias State = SpecState
typealias Image = SpecImage
typealias Shape = SpecShape
typealias Group = SpecGroup
typealias Animation = SpecAnimation
typealias Transition = SpecTransition
typealias Expression = SpecExpression
