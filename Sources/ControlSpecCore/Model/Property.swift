/// A typed value of the control (`properties:`).
package struct Property: Hashable, Sendable {
    /// The name guards, actions and looks refer to it by.
    public var name: Located<String>
    /// Its type, with an int's range or an enum's cases.
    public var type: PropertyType
    /// The declared default, or nil for the type's zero value (false, the range's lower bound,
    /// the first enum case, "", 0.0, clear).
    public var defaultValue: Located<Value>?
    /// `input: true`: the app may set the value at any moment.
    public var isInput: Bool
    /// `changes:`: the event the control sends itself each time the app sets this input (an entry of
    /// `Control.events` too); nil without one.
    public var changes: Located<String>? = nil
    /// Where its entry starts.
    public var location: SourceLocation

    /// A property as decoded; without a default it starts at its type's zero value.
    public init(
        name: Located<String>, type: PropertyType, defaultValue: Located<Value>? = nil,
        isInput: Bool = false, location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isInput = isInput
        self.location = location
    }
}

/// The type of a property.
package enum PropertyType: Hashable, Sendable {
    case bool
    /// An integer; `range` is the declared `range: [min, max]`, nil when absent.
    case int(range: ClosedRange<Int>?)
    case `enum`(cases: [Located<String>])
    case string
    case double
    case color
    /// An image the app sets (`ImageDescription.Source?` in Swift); an image's `property:` source.
    case image

    /// The range the analysis assumes for an int: the declared one, or 0...1000.
    public static let defaultIntRange: ClosedRange<Int> = 0...1000

    /// The type's spelling in the spec language.
    public var keyword: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .enum: "enum"
        case .string: "string"
        case .double: "double"
        case .color: "color"
        case .image: "image"
        }
    }

    /// The spelling with its article, for messages: `an int`, `a bool`.
    public var keywordWithArticle: String {
        switch self {
        case .int, .enum, .image: "an " + keyword
        case .bool, .string, .double, .color: "a " + keyword
        }
    }

    /// Whether guards and actions may use values of this type.
    public var isGuardVisible: Bool {
        switch self {
        case .bool, .int, .enum: true
        case .string, .double, .color, .image: false
        }
    }
}

/// A literal value of a property.
package enum Value: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case enumCase(String)
    case string(String)
    case double(Double)
    case color(ColorValue)
    /// An `image` property's default: the name of an entry of `images:`.
    case image(String)
}

extension PropertyType {
    /// The type keywords of `type:`.
    package enum Keyword: String, CaseIterable {
        case bool, int, `enum`, string, double, color, image
    }
}
