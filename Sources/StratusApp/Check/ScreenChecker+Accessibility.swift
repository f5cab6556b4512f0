import StratusCore

/// Accessibility lint: controls and pictures a screen reader could only name by a symbol or a file name
/// (Docs/Accessibility.md, "Naming things"), and colours that change while the words do not ("Colour alone"). Each is a warning: the screen works, and the accessibility tree
/// still gives it a name (the symbol's Unicode name, the picture's file name), but not one its author chose.
///
/// Only what is written in the screen is judged: a name that comes from an expression (`@{item.title}`) is
/// taken to be a name.
extension ScreenChecker {
    /// Warns about `node` when a screen reader would have no words for it: a button whose text is only symbols
    /// (`✕`, `+`) or empty, with no `accessibility.label`; a picture with no `accessibility.label`; a text field
    /// with neither label nor placeholder; a checkbox or a touchable with nothing to be named by.
    func checkAccessibility(of node: NodeDescription, into report: inout CheckReport) {
        let properties = node.properties.raw
        let path = node.jsonPath + ".properties"
        checkColourOnly(node, into: &report)
        guard !Self.hasAccessibilityLabel(properties) else { return }
        switch node.component.identifier {
        case "terminal:button":
            let text = properties["text"]
            guard !Self.holdsWords(text) else { return }
            let shown = text?.stringValue.map { "\"\($0)\"" } ?? "no text"
            report.add(.warning, "a button with \(shown) has no name a screen reader can say; give it accessibility: {label: ...}",
                       at: text == nil ? node.jsonPath : path + ".text")
        case "layout:localImage", "layout:remoteImage":
            report.add(.warning, "an image without a description: a screen reader can only say its file name; give it accessibility: {label: ...}",
                       at: node.jsonPath)
        case "terminal:textInput" where Self.lacksWords(properties["label"]) && Self.lacksWords(properties["placeholder"]):
            report.add(.warning, "a text field with no label or placeholder has no name a screen reader can say", at: node.jsonPath)
        case "terminal:checkbox" where Self.lacksWords(properties["label"]):
            report.add(.warning, "a checkbox with no label has no name a screen reader can say", at: node.jsonPath)
        case "layout:touchable" where !Self.holdsText(node.children):
            report.add(.warning, "a touchable with no text inside has no name a screen reader can say; give it accessibility: {label: ...}",
                       at: node.jsonPath)
        default:
            break
        }
    }

    /// Warns when a distinction is carried by colour alone: a colour property (`color`, or a name ending in
    /// `Color`, as `backgroundColor`) whose value is an expression, so that the colour changes with the data,
    /// while no words of the node or of any node inside it (`text`, `label`, `title`, `placeholder`,
    /// `accessibility.label`) is an expression: the words stay the same whatever the colour says (a status shown
    /// red or green with the same text), so a screen reader, a monochrome terminal or a colour-blind reader
    /// cannot tell the difference.
    private func checkColourOnly(_ node: NodeDescription, into report: inout CheckReport) {
        let colours = node.properties.raw.filter { key, value in
            (key == "color" || key.hasSuffix("Color")) && Self.holdsExpression(value)
        }
        guard !colours.isEmpty, !Self.wordsChange(in: node) else { return }
        for key in colours.keys.sorted() {
            report.add(.warning, "`\(key)` changes with the data but no words here do: a difference shown by colour alone is lost to "
                       + "screen readers and monochrome terminals; say it in the text too (or in accessibility: {label: ...})",
                       at: node.jsonPath + ".properties." + key)
        }
    }

    /// True when a word property of `node` or of a node inside it is an expression (its words change with the data).
    private static func wordsChange(in node: NodeDescription) -> Bool {
        let properties = node.properties.raw
        var words = ["text", "label", "title", "placeholder"].compactMap { properties[$0] }
        if case .object(let accessibility)? = properties["accessibility"], let label = accessibility["label"] { words.append(label) }
        return words.contains(where: holdsExpression) || node.children.contains(where: wordsChange)
    }

    /// True when `properties` give an `accessibility.label` (words, or an expression).
    private static func hasAccessibilityLabel(_ properties: JSONObject) -> Bool {
        guard case .object(let accessibility)? = properties["accessibility"] else { return false }
        return holdsWords(accessibility["label"])
    }

    /// True for a value with a letter or a digit in it (a number is its digits), or an expression (its words are
    /// known only when shown).
    private static func holdsWords(_ value: JSONValue?) -> Bool {
        guard let value, value != .null else { return false }
        guard let text = value.stringValue else { return value.objectValue == nil && value.arrayValue == nil }
        return holdsExpression(.string(text)) || text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// True for a name that is absent, null or text without words; false for a value of another type, which the
    /// type check already reports as an error (one problem, one message).
    private static func lacksWords(_ value: JSONValue?) -> Bool {
        guard let value, value != .null else { return true }
        return value.stringValue != nil && !holdsWords(value)
    }

    /// True when a text with words (or an expression) is somewhere among `children`.
    private static func holdsText(_ children: [NodeDescription]) -> Bool {
        children.contains { child in
            (child.component.identifier == "layout:text" && holdsWords(child.properties.raw["text"]))
                || hasAccessibilityLabel(child.properties.raw) || holdsText(child.children)
        }
    }
}
