@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Builds `Control` models in Swift for analyzer tests: every node gets its own line (column 3),
/// so a test asserts a diagnostic's location by comparing it with the node's.
final class ModelBuilder {
    private var line = 1

    func next() -> SourceLocation {
        defer { line += 1 }
        return SourceLocation(line: line, column: 3)
    }

    func name(_ text: String) -> Located<String> { Located(text, at: next()) }

    func bool(_ name: String, default value: Bool? = nil, input: Bool = false) -> Property {
        property(name, .bool, value.map(Value.bool), input)
    }

    func int(_ name: String, range: ClosedRange<Int>? = nil, default value: Int? = nil, input: Bool = false)
        -> Property
    {
        property(name, .int(range: range), value.map(Value.int), input)
    }

    func enumeration(_ name: String, _ cases: [String], input: Bool = false) -> Property {
        property(name, .enum(cases: cases.map(self.name)), nil, input)
    }

    func string(_ name: String) -> Property { property(name, .string, nil, false) }

    private func property(_ name: String, _ type: PropertyType, _ value: Value?, _ input: Bool) -> Property {
        let location = next()
        return Property(
            name: Located(name, at: location), type: type,
            defaultValue: value.map { Located($0, at: location) },
            isInput: input, location: location)
    }

    func state(_ name: String, images: [String] = [], suppress: [String] = []) -> State {
        let location = next()
        var state = State(name: Located(name, at: location), location: location)
        state.images = images.map { Located($0, at: location) }
        state.suppress = suppress.map { Located($0, at: location) }
        return state
    }

    /// `from: ["*"]` is the wildcard; `when: "else"` is `when: else`.
    func transition(
        from: [String], on: [String], to: String, when guardText: String? = nil,
        set: [(String, Action.Value)] = [], emit: [String] = [], animation: String? = nil,
        suppress: [String] = [], after: Int? = nil, every: Int? = nil
    ) -> Transition {
        let location = next()
        let at = { (text: String) in Located(text, at: location) }
        let source: Transition.Source =
            from == ["*"] ? .any(location) : .states(from.map(at))
        var condition: Transition.Condition?
        if let guardText {
            condition =
                guardText == "else"
                ? .otherwise(location) : .expression(GuardText.parse(guardText, at: location))
        }
        // `after:`/`every:` in milliseconds, as the decoder gives them.
        let timer = (after ?? every).map { delay in
            TimerTrigger(
                delay: Located(delay, at: location), interval: every.map { Located($0, at: location) })
        }
        return Transition(
            index: 0, from: source, on: timer == nil ? on.map(at) : [], timer: timer, to: at(to),
            condition: condition,
            actions: set.map { Action(property: at($0.0), value: Located($0.1, at: location)) },
            emit: emit.map(at), animation: animation.map(at), suppress: suppress.map(at), location: location)
    }

    func region(_ name: String?, initial: [String], states: [State], transitions: [Transition]) -> Region {
        let location = next()
        let numbered = transitions.enumerated().map { offset, transition in
            var copy = transition
            copy.index = offset
            return copy
        }
        return Region(
            name: name.map { Located($0, at: location) }, initial: initial.map { Located($0, at: location) },
            states: states, transitions: numbered, location: location)
    }

    func control(
        _ name: String = "Sample", properties: [Property] = [], events: [String] = [], outputs: [String] = [],
        images: [String] = [], colors: [String] = [], animations: [Animation] = [],
        regions: [Region], group: Group? = nil, suppress: [String] = []
    ) -> Control {
        let location = SourceLocation(line: 1, column: 1)
        return Control(
            name: Located(name, at: location), base: Located(.control, at: location), properties: properties,
            colors: colors.map {
                NamedColor(name: self.name($0), value: Located(.system("red"), at: next()))
            },
            images: images.map { Image(name: self.name($0), source: .asset($0), location: next()) },
            events: events.map(self.name), outputs: outputs.map(self.name), regions: regions,
            animations: animations, group: group,
            accessibility: ControlAccessibilitySpec(label: Located(name, at: location)),
            suppress: suppress.map(self.name), location: location)
    }

    /// A control without `regions:`: one unnamed region.
    func single(
        properties: [Property] = [], events: [String] = [], initial: [String], states: [State],
        transitions: [Transition], group: Group? = nil, suppress: [String] = []
    ) -> Control {
        control(
            properties: properties, events: events,
            regions: [region(nil, initial: initial, states: states, transitions: transitions)],
            group: group, suppress: suppress)
    }

    func group(idle: [String], release: String, region: String? = nil) -> Group {
        let location = next()
        return Group(
            idle: idle.map { Located($0, at: location) }, release: Located(release, at: location),
            region: region.map { Located($0, at: location) }, location: location)
    }

    func track(_ target: Track.Target, _ property: Track.Property, to value: Double) -> Track {
        let location = next()
        return Track(
            target: Located(target, at: location), property: Located(property, at: location),
            to: Located(value, at: location), location: location)
    }

    func animation(_ name: String, _ tracks: [Track]) -> Animation {
        let location = next()
        return Animation(
            name: Located(name, at: location), duration: Located(0.3, at: location), tracks: tracks,
            location: location)
    }
}

/// A small guard parser for tests (the product's parser lives in the Decode stage).
enum GuardText {
    static func parse(_ text: String, at location: SourceLocation) -> Expression {
        var parser = Parser(tokens: tokenize(text), location: location)
        return parser.or()
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            if first == " " {
                characters.removeFirst()
            } else if first.isLetter || first.isNumber || first == "." || first == "_" {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
                tokens.append(String(word))
                characters.removeFirst(word.count)
            } else {
                let two = String(characters.prefix(2))
                let symbol = ["&&", "||", "==", "!=", "<=", ">="].contains(two) ? two : String(first)
                tokens.append(symbol)
                characters.removeFirst(symbol.count)
            }
        }
        return tokens
    }

    private struct Parser {
        var tokens: [String]
        var location: SourceLocation

        mutating func or() -> Expression {
            var lhs = and()
            while tokens.first == "||" {
                tokens.removeFirst()
                lhs = Expression(.binary(.or, lhs, and()), at: location)
            }
            return lhs
        }

        mutating func and() -> Expression {
            var lhs = comparison()
            while tokens.first == "&&" {
                tokens.removeFirst()
                lhs = Expression(.binary(.and, lhs, comparison()), at: location)
            }
            return lhs
        }

        mutating func comparison() -> Expression {
            let lhs = unary()
            if let token = tokens.first, let op = BinaryOperator(rawValue: token), op != .and, op != .or {
                tokens.removeFirst()
                return Expression(.binary(op, lhs, unary()), at: location)
            }
            return lhs
        }

        mutating func unary() -> Expression {
            let token = tokens.isEmpty ? "" : tokens.removeFirst()
            switch token {
            case "!": return Expression(.not(unary()), at: location)
            case "(":
                let inner = or()
                if tokens.first == ")" { tokens.removeFirst() }
                return inner
            case "true", "false": return Expression(.bool(token == "true"), at: location)
            default:
                if let number = Int(token) { return Expression(.int(number), at: location) }
                if token.hasPrefix(".") {
                    return Expression(.enumCase(String(token.dropFirst())), at: location)
                }
                return Expression(.reference(token), at: location)
            }
        }
    }
}
