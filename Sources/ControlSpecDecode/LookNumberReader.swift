import ControlSpecCore

/// A look value computed from the control's properties (`value: "clamp(rating - 2, 0, 1)"`): the
/// number a `values:` entry maps from `from` to `to` when it is neither a number nor a property's
/// name. It is parsed and typed as a `double`'s `set:` is, without the finger (a look has none),
/// and kept with the numbers the texts compute (`ComputedText`), so the generated machine puts its
/// value into `LookData` under its text and the runtime, the page and `render` read it there as
/// they read a property.
extension DecodeContext {
    /// What a look value's text is.
    enum LookNumber {
        /// A property's name (or no scalar): read as before, by name.
        case name
        /// A number the look computes, `expression`, found under `field` in the look's data.
        case computed(field: String, expression: NumberExpression)
        /// Reported: neither.
        case invalid

        var isName: Bool {
            if case .name = self { return true }
            return false
        }
    }

    /// Reads a `values:` entry's `value` that is not a plain number; the expression is typed once
    /// the properties are known (`checkLookNumbers`).
    mutating func lookNumber(_ node: YAMLNode) -> LookNumber {
        guard let text = node.scalar?.value else { return .name }
        let locator = GuardLocator(for: node)
        let expression: NumberExpression
        do throws(GuardSyntaxError) {
            expression = try NumberParser.parse(text, locator: locator)
        } catch {
            report(.invalidExpression, error.message, at: locator.location(of: error.offset))
            return .invalid
        }
        let readsIndex = propertyTypes[RepeatedSlots.index] == nil && expression.reads(RepeatedSlots.index)
        if case .reference = expression.kind, !readsIndex { return .name }
        if let read = expression.firstTouch {
            report(
                .invalidExpression,
                "a look value reads '\(read)', but a look has no finger; store it in a double with `set:`"
                    + " and read that", at: read.location)
            return .invalid
        }
        // A copy's number is known only per copy: `expandRepeatedSlots` keeps one number per copy.
        if !readsIndex { lookNumbers.append(ComputedText(field: text, expression: expression)) }
        return .computed(field: text, expression: expression)
    }

    /// Types each look value's expression against the properties (an int enters as
    /// `double(count)`, as in a `set:`), and keeps each text once with the texts' numbers.
    mutating func checkLookNumbers(properties: [Property]) {
        for computed in lookNumbers
        where checkNumber(computed.expression, .assigned(to: "value"), properties: properties)
            && !computedTexts.contains(where: { $0.field == computed.field })
        {
            computedTexts.append(computed)
        }
    }
}
