import ControlSpecCore

/// Checks the names the layout model uses: the texts a state shows, the slots images and texts go
/// to, the targets of look values, the properties text templates interpolate, and that every image
/// in a row has a size.
extension DecodeContext {
    mutating func resolveLooks(_ control: Control) {
        let texts = NameIndex(control.texts.map(\.name.value))
        let slots = control.layout?.slots ?? []
        let slotNames = NameIndex(slots.map(\.name.value))
        let slotFix =
            control.layout == nil ? "declare 'layout:' with 'slots:'" : "declare it under 'layout: slots:'"
        for image in control.images {
            if let slot = image.slot { reference(slot, kind: .slot, declared: slotNames, fix: slotFix) }
        }
        for text in control.texts {
            if let slot = text.slot { reference(slot, kind: .slot, declared: slotNames, fix: slotFix) }
            checkTemplate(text.text, properties: control.properties)
        }
        if let label = control.accessibility.label { checkTemplate(label, properties: control.properties) }
        // A variant's look is whole (its state's keys under its own): its names are checked with
        // the states' (a diagnostic found twice is reported once).
        for state in control.regions.flatMap(\.states).flatMap(\.allLooks) {
            for text in state.texts {
                reference(text, kind: .text, declared: texts, fix: "declare it under 'texts:'")
            }
            for binding in state.values { checkTarget(of: binding, images: control.images) }
            for string in [state.accessibilityLabel, state.accessibilityValue].compactMap({ $0 }) {
                checkTemplate(string, properties: control.properties)
            }
        }
        checkLookNumbers(properties: control.properties)
        checkIndexReads(control)
        if control.layout?.rowSpacing != nil {
            for slot in slots where slot.size == nil {
                guard let image = control.images.first(where: { $0.slot?.value == slot.name.value }) else {
                    continue
                }
                report(
                    .missingKey,
                    "slot '\(slot.name.value)' of the row holds image '\(image.name.value)' but has no size;"
                        + " add 'size: [width, height]' (only a text takes its own width)", at: slot.location)
            }
        }
    }

    private mutating func checkTarget(of binding: LookBinding, images: [Image]) {
        guard case .image(let name) = binding.target.value else {
            if binding.property.value.isStroke {
                report(
                    .typeMismatch,
                    "'\(binding.property.value.rawValue)' sets a shape image's stroke; target a shape image,"
                        + " not 'control'", at: binding.property.location)
            }
            return
        }
        checkImageTarget(
            Located(name, at: binding.target.location), property: binding.property, images: images,
            effect: "sets a shape image's stroke", fix: "target 'control' or a name under 'images:'")
    }

    /// Every `{name}` or `{name:percent}` of a text or accessibility template names a property
    /// whose value reads as text (not an image or color); `percent` needs a number.
    private mutating func checkTemplate(_ template: Located<String>, properties: [Property]) {
        for field in TemplateFields.fields(of: template.value) {
            if !field.name.unicodeScalars.allSatisfy(\.isIdentifierBody) || field.name.first?.isNumber == true
            {
                checkComputed(field, in: template, properties: properties)
                continue
            }
            guard let property = properties.first(where: { $0.name.value == field.name }) else {
                let hint = Suggestion.hint(
                    for: field.name, in: properties.map(\.name.value),
                    otherwise: "declare it under 'properties:', or write '{{' for a literal brace")
                report(
                    .undefinedReference, "'{\(field.name)}' names no property\(hint)", at: template.location)
                continue
            }
            let keyword = property.type.keyword
            if keyword == "image" || keyword == "color" {
                report(
                    .typeMismatch,
                    "'{\(field.name)}' is \(property.type.keywordWithArticle) property; a text can show strings and"
                        + " numbers",
                    at: template.location)
            } else if let format = field.format,
                format != "percent" || !(keyword == "double" || keyword == "int")
            {
                let rule =
                    format == "percent"
                    ? "'percent' formats a double or int property" : "the only format is 'percent'"
                report(.typeMismatch, "'{\(field.name):\(format)}': \(rule)", at: template.location)
            }
        }
    }
}

extension DecodeContext {
    /// A field that computes a number (`{double(count) + 1}`): parsed and typed as a double's
    /// `set:` is, reported at the template; kept in `computedTexts`.
    fileprivate mutating func checkComputed(
        _ field: TemplateFields.Field, in template: Located<String>, properties: [Property]
    ) {
        let expression: NumberExpression
        do throws(GuardSyntaxError) {
            expression = try NumberParser.parse(
                field.name, locator: GuardLocator(start: template.location, shift: nil))
        } catch {
            report(
                .invalidExpression, "'{\(field.name)}': \(error.message); a field is a property or a number",
                at: template.location)
            return
        }
        if let read = expression.firstTouch {
            report(
                .invalidExpression,
                "'{\(field.name)}' reads '\(read)', but a text has no finger; store it in a"
                    + " double with `set:` and show that", at: template.location)
            return
        }
        if let format = field.format, format != "percent" {
            report(
                .typeMismatch, "'{\(field.name):\(format)}': the only format is 'percent'",
                at: template.location)
        }
        guard checkNumber(expression, .assigned(to: "{\(field.name)}"), properties: properties),
            !computedTexts.contains(where: { $0.field == field.name })
        else { return }
        computedTexts.append(ComputedText(field: field.name, expression: expression))
    }
}

/// The `{name}` and `{name:format}` fields of a text template (`{{` is a literal brace), read the
/// way `LookData.interpolate` in the runtime reads them.
enum TemplateFields {
    struct Field: Hashable {
        var name: String
        var format: String?
    }

    static func fields(of template: String) -> [Field] {
        var fields: [Field] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == "{" {
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            let parts = rest[after..<close].split(
                separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            fields.append(Field(name: String(parts[0]), format: parts.count > 1 ? String(parts[1]) : nil))
            rest = rest[rest.index(after: close)...]
        }
        return fields
    }
}
