import ControlSpecCore

/// The number comparisons of a control's guards (`touch.fx < 0.5`, `value + step <= max`) in the
/// analysis' terms: each one a bound on a **form**, a linear combination of the finger's
/// coordinates and `double` properties, and every form a free variable of the analysis whose
/// values are cut into **classes** at the bounds compared with.
///
/// The reference rule (Analysis.md, "Guards on numbers"): the finger's coordinates and the doubles
/// a guard reads are free at every event, like inputs: any real number, each independently of the
/// others, but on an event that puts the finger on the control (`touchDown`, `touchDownRepeat`)
/// a fraction lies in `[0, 1]` and a point coordinate is at least 0. A form
/// `a₁v₁ + … + aₖvₖ` of free variables is then itself free, so `F op c` is exactly an interval of
/// `F`; cutting `F` at its constants `c₁ < … < cₙ` gives the classes `(−∞, c₁)`, `{c₁}`, `(c₁, c₂)`,
/// …, `(cₙ, ∞)`, coded `0 … 2n`, and every comparison of `F` is a union of classes: an interval of
/// an int variable, which the boxes of `GuardCompiler` decide exactly. A class's witness is the
/// constant itself, the midpoint between two, or one beyond the outer ones.
///
/// Where the rule's independence is not what happens (two forms sharing a variable, `touch.x`
/// next to `touch.fx`), where a comparison is not linear (`value * value < 2`, `floor(touch.fx)`,
/// `double(count)`), and where a double that `set:` computes is read (the analysis does not follow
/// its values), `notes` says so: such a comparison is read as the rule says (a non-linear one as a
/// free yes/no of its own), so the analysis may call an overlap possible that no run reaches.
struct NumberAtoms: Sendable {
    /// A variable of a form.
    enum Term: Hashable, Comparable, Sendable {
        case touch(TouchCoordinate)
        case property(String)

        var text: String {
            switch self {
            case .touch(let coordinate): coordinate.word
            case .property(let name): name
            }
        }

        /// The finger's coordinates first, in their declared order, then properties by name.
        static func < (lhs: Term, rhs: Term) -> Bool {
            switch (lhs, rhs) {
            case (.touch(let a), .touch(let b)):
                (TouchCoordinate.allCases.firstIndex(of: a) ?? 0)
                    < (TouchCoordinate.allCases.firstIndex(of: b) ?? 0)
            case (.touch, .property): true
            case (.property, .touch): false
            case (.property(let a), .property(let b)): a < b
            }
        }
    }

    /// `Σ coefficient · term`, terms in order, the first coefficient 1.
    struct Form: Hashable, Sendable {
        var terms: [Term]
        var coefficients: [Double]

        /// "touch.fx", "value + step - max", "touch.x - 0.5 * touch.startX".
        var text: String {
            var result = ""
            for (term, coefficient) in zip(terms, coefficients) {
                let magnitude = Swift.abs(coefficient)
                let factor = magnitude == 1 ? "" : NumberText.shortest(magnitude) + " * "
                if result.isEmpty {
                    result = (coefficient < 0 ? "-" : "") + factor + term.text
                } else {
                    result += (coefficient < 0 ? " - " : " + ") + factor + term.text
                }
            }
            return result
        }
    }

    /// What one comparison is to the analysis.
    enum Atom: Sendable {
        /// Always or never true (it reads no variable).
        case constant(Bool)
        /// `form op bound`.
        case bound(form: Int, op: BinaryOperator, value: Double)
        /// A comparison beyond linear forms, read as free variable `index` of `free` (true when
        /// `positive`, its negation otherwise).
        case free(index: Int, positive: Bool)
    }

    /// Every form, in order of first appearance.
    private(set) var forms: [Form] = []
    /// Per form, the constants it is compared with (and its domain's ends), sorted, each once.
    private(set) var cuts: [[Double]] = []
    /// The comparisons read as free yes/no, by their text (`value * value < 2`).
    private(set) var free: [String] = []
    /// Where the analysis is not exact about a number comparison, and why, in document order.
    private(set) var notes: [(location: SourceLocation, message: String)] = []
    /// The `double` properties of the control.
    let doubles: Set<String>

    private var formIndex: [Form: Int] = [:]
    private var freeIndex: [String: Int] = [:]

    /// The comparisons of every guard of `control`.
    init(_ control: Control) {
        doubles = Set(
            control.properties.filter { if case .double = $0.type { true } else { false } }.map(\.name.value))
        let inputs = Set(control.properties.filter(\.isInput).map(\.name.value))
        var cutSets: [Set<Double>] = []
        var noted: Set<String> = []
        var formsOfTerm: [Term: Set<Int>] = [:]
        for region in control.regions {
            for transition in region.transitions {
                guard case .expression(let expression) = transition.condition else { continue }
                let down = transition.on.contains { Self.putsFingerDown($0.value) }
                forEachComparison(expression) { comparison, location in
                    switch atom(comparison, registering: true) {
                    case .constant: break
                    case .free:
                        notes.append(
                            (
                                location,
                                "'\(comparison.lhs) \(comparison.op.rawValue) \(comparison.rhs)' is not"
                                    + " linear in the finger's position and doubles: the analysis reads it as"
                                    + " a yes/no that may take either value at any event"
                            ))
                    case .bound(let form, _, let value):
                        while cutSets.count <= form { cutSets.append([]) }
                        cutSets[form].insert(value)
                        let terms = forms[form].terms
                        if terms.count == 1, case .touch(let coordinate) = terms[0] {
                            cutSets[form].insert(0)
                            if coordinate == .fx || coordinate == .fy { cutSets[form].insert(1) }
                        }
                        for term in terms { formsOfTerm[term, default: []].insert(form) }
                        if down, terms.count > 1,
                            terms.contains(where: { if case .touch = $0 { true } else { false } })
                        {
                            notes.append(
                                (
                                    location,
                                    "on touchDown the finger is on the control and the touch starts where it"
                                        + " is; the analysis does not apply that to '\(forms[form].text)' and takes"
                                        + " any value for it"
                                ))
                        }
                        for term in terms {
                            guard case .property(let name) = term, !inputs.contains(name),
                                noted.insert(name).inserted
                            else { continue }
                            notes.append(
                                (
                                    location,
                                    "the analysis does not follow the values `set:` gives '\(name)': it takes"
                                        + " any number for it here, so an overlap or a transition it finds"
                                        + " possible may need a value '\(name)' never has"
                                ))
                        }
                        noteCoupling(formsOfTerm, at: location, noted: &noted)
                    }
                }
            }
        }
        cuts = forms.indices.map { index in
            (cutSets.indices.contains(index) ? cutSets[index] : []).sorted()
        }
    }

    /// Notes, once per pair, forms that share a variable or read a point and its fraction.
    private mutating func noteCoupling(
        _ formsOfTerm: [Term: Set<Int>], at location: SourceLocation, noted: inout Set<String>
    ) {
        for (term, using) in formsOfTerm.sorted(by: { $0.key < $1.key }) where using.count > 1 {
            let names = using.sorted().map { "'\(forms[$0].text)'" }
            guard noted.insert("share " + term.text).inserted else { continue }
            notes.append(
                (
                    location,
                    "\(names.joined(separator: " and ")) both read '\(term.text)', but the analysis takes them"
                        + " as independent"
                ))
        }
        let pairs: [(TouchCoordinate, TouchCoordinate)] = [(.x, .fx), (.y, .fy)]
        for (point, fraction) in pairs
        where formsOfTerm[.touch(point)] != nil && formsOfTerm[.touch(fraction)] != nil {
            guard noted.insert("couple " + point.word).inserted else { continue }
            notes.append(
                (
                    location,
                    "guards read both '\(point.word)' and '\(fraction.word)', which the analysis takes as"
                        + " independent (it does not know the width)"
                ))
        }
    }

    /// Calls `body` with every number comparison of `expression` and its place.
    func forEachComparison(
        _ expression: Expression, _ body: (NumberComparison, SourceLocation) -> Void
    ) {
        if let comparison = NumberComparison(expression, doubles: doubles) {
            body(comparison, expression.location)
            return
        }
        switch expression.kind {
        case .not(let operand): forEachComparison(operand, body)
        case .binary(_, let lhs, let rhs):
            forEachComparison(lhs, body)
            forEachComparison(rhs, body)
        default: break
        }
    }

    /// Whether UIKit sends the event only for a touch that hits the bounds.
    static func putsFingerDown(_ event: String) -> Bool {
        event == "touchDown" || event == "touchDownRepeat"
    }

    /// What `comparison` is to the analysis: its bound, free yes/no or constant truth.
    func atom(_ comparison: NumberComparison) -> Atom {
        var lookup = self
        return lookup.atom(comparison, registering: false)
    }

    /// What `comparison` is to the analysis (its form or free yes/no registered when `registering`).
    private mutating func atom(_ comparison: NumberComparison, registering: Bool) -> Atom {
        guard let left = Self.linear(comparison.lhs), let right = Self.linear(comparison.rhs) else {
            return freeAtom(comparison, registering: registering)
        }
        var terms = left.terms
        for (term, coefficient) in right.terms { terms[term, default: 0] -= coefficient }
        terms = terms.filter { $0.value != 0 }
        let constant = right.constant - left.constant
        guard let first = terms.keys.min() else {
            return .constant(NumberComparison.holds(comparison.op, 0, constant))
        }
        let lead = terms[first] ?? 1
        let ordered = terms.keys.sorted()
        let form = Form(terms: ordered, coefficients: ordered.map { (terms[$0] ?? 0) / lead })
        let op = lead < 0 ? comparison.op.mirrored : comparison.op
        let value = constant / lead
        guard value.isFinite, form.coefficients.allSatisfy(\.isFinite) else {
            return freeAtom(comparison, registering: registering)
        }
        if let index = formIndex[form] { return .bound(form: index, op: op, value: value) }
        guard registering else { return .constant(false) }
        formIndex[form] = forms.count
        forms.append(form)
        return .bound(form: forms.count - 1, op: op, value: value)
    }

    private mutating func freeAtom(_ comparison: NumberComparison, registering: Bool) -> Atom {
        // `a > b` is `b < a`, `a >= b` is `b <= a`, `a != b` is `!(a == b)`: one yes/no each.
        let (lhs, op, rhs, positive): (NumberExpression, BinaryOperator, NumberExpression, Bool)
        switch comparison.op {
        case .greater: (lhs, op, rhs, positive) = (comparison.rhs, .less, comparison.lhs, true)
        case .greaterOrEqual: (lhs, op, rhs, positive) = (comparison.rhs, .lessOrEqual, comparison.lhs, true)
        case .notEqual: (lhs, op, rhs, positive) = (comparison.lhs, .equal, comparison.rhs, false)
        default: (lhs, op, rhs, positive) = (comparison.lhs, comparison.op, comparison.rhs, true)
        }
        let text = "\(lhs) \(op.rawValue) \(rhs)"
        if let index = freeIndex[text] { return .free(index: index, positive: positive) }
        guard registering else { return .constant(false) }
        freeIndex[text] = free.count
        free.append(text)
        return .free(index: free.count - 1, positive: positive)
    }

    /// A linear combination of terms plus a constant.
    private struct Linear {
        var terms: [Term: Double] = [:]
        var constant: Double = 0

        func scaled(_ factor: Double) -> Linear {
            Linear(terms: terms.mapValues { $0 * factor }, constant: constant * factor)
        }
    }

    /// `expression` as a linear combination, or nil when it is not one (a product of two
    /// variables, a division by one, a function of one, an int through `double(…)`).
    private static func linear(_ expression: NumberExpression) -> Linear? {
        if let value = expression.constant { return value.isFinite ? Linear(constant: value) : nil }
        switch expression.kind {
        case .literal(let value): return Linear(constant: value)
        case .reference(let name): return Linear(terms: [.property(name): 1])
        case .touch(let coordinate): return Linear(terms: [.touch(coordinate): 1])
        case .negate(let operand): return linear(operand)?.scaled(-1)
        case .arithmetic(let op, let lhs, let rhs):
            switch op {
            case .add, .subtract:
                guard let left = linear(lhs), var right = linear(rhs) else { return nil }
                if op == .subtract { right = right.scaled(-1) }
                var result = left
                for (term, coefficient) in right.terms { result.terms[term, default: 0] += coefficient }
                result.constant += right.constant
                return result
            case .multiply:
                if let factor = lhs.constant { return linear(rhs)?.scaled(factor) }
                if let factor = rhs.constant { return linear(lhs)?.scaled(factor) }
                return nil
            case .divide:
                guard let divisor = rhs.constant, divisor != 0 else { return nil }
                return linear(lhs)?.scaled(1 / divisor)
            }
        case .call: return nil
        }
    }

    /// The class codes where `form op value` holds (`value` is one of the form's cuts).
    func classes(form: Int, op: BinaryOperator, value: Double) -> [Interval] {
        let cuts = cuts[form]
        guard let index = cuts.firstIndex(of: value) else { return [] }
        let point = 2 * index + 1
        let top = 2 * cuts.count
        switch op {
        case .less: return [Interval(0, point - 1)]
        case .lessOrEqual: return [Interval(0, point)]
        case .greater: return [Interval(point + 1, top)]
        case .greaterOrEqual: return [Interval(point, top)]
        case .equal: return [Interval(point, point)]
        case .notEqual: return [Interval(0, point - 1), Interval(point + 1, top)]
        case .and, .or: return []
        }
    }

    /// The class codes of a touch form's domain on a transition that puts the finger down: a
    /// fraction in `[0, 1]`, a point at least 0; nil for other forms.
    func fingerDownDomain(form: Int) -> Interval? {
        let terms = forms[form].terms
        guard terms.count == 1, case .touch(let coordinate) = terms[0] else { return nil }
        let cuts = cuts[form]
        guard let zero = cuts.firstIndex(of: 0) else { return nil }
        let upper = (coordinate == .fx || coordinate == .fy) ? cuts.firstIndex(of: 1).map { 2 * $0 + 1 } : nil
        return Interval(2 * zero + 1, upper ?? 2 * cuts.count)
    }

    /// A value of class `code` of form `form`: the cut itself, the midpoint between two cuts, or
    /// one beyond the outer ones.
    func value(ofClass code: Int, form: Int) -> Double {
        let cuts = cuts[form]
        guard !cuts.isEmpty else { return 0 }
        if code % 2 == 1 { return cuts[min(code / 2, cuts.count - 1)] }
        let upperIndex = code / 2
        if upperIndex == 0 { return cuts[0] - 1 }
        if upperIndex >= cuts.count { return cuts[cuts.count - 1] + 1 }
        return (cuts[upperIndex - 1] + cuts[upperIndex]) / 2
    }
}
