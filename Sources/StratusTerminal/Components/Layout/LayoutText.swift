/// `layout:text`: any value shown as text (Docs/Nimbus.md §6), wrapped at word boundaries, `\n` honoured. Its
/// properties alone make it, and a string `text` is taken as it is: the texts of a forEach's rows that differ only in
/// their text decode once (``TemplateDecoded``).
struct LayoutText: TemplateDecoded {
    enum Weight: String, CaseIterable, Decodable {
        case thin, extraLight, light, normal, medium, semiBold, bold, extraBold, black
    }

    var text: String
    var weight: Weight
    var size: Double
    var color: Color?
    var alignment: TextAlignment

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        // A text usually sets its text and perhaps a color: the others are not looked up when the decoder says so.
        let members = decoder.stratusMemberNames
        text = try properties.decode(String.self, forKey: "text", default: "", members: members)
        weight = try properties.decode(Weight.self, forKey: "weight", default: .normal, members: members)
        size = try properties.decode(Double.self, forKey: "size", default: 12, members: members)
        color = BoxStyle.textColor(try properties.color("color", members: members))
        alignment = try properties.decode(TextAlignment.self, forKey: "alignment", default: .start, members: members)
        // iOS scales text with the user's font size; a terminal's cells have one size.
        properties.ignore("iosAdaptiveSize")
    }

    /// A text with the look the decoder gives one that sets nothing else (`init(from:)`'s defaults): the plain
    /// text `LayoutLibrary` makes without the decoder.
    init(plainText text: String) {
        self.text = text
        weight = .normal
        size = 12
        color = nil
        alignment = .start
    }

    static func decodesAlike(_ properties: JSONObject, _ other: JSONObject) -> Bool {
        ComponentDecoding.sameMembers(properties, other, except: "text")
    }

    func reused(for node: Node?, properties: JSONObject, children: [AnyComponent]) -> Self {
        guard case .string(let text)? = properties["text"] else { return self }
        var value = self
        value.text = text
        return value
    }

    var attributes: TextAttributes {
        switch weight {
        case .semiBold, .bold, .extraBold, .black: return .bold
        case .thin, .extraLight, .light: return size >= 20 ? .bold : .dim
        default: return size >= 20 ? .bold : []
        }
    }

    /// A start-aligned text (most texts of a long screen) resolves straight into its text box, given the color
    /// and attributes `body`'s modifiers would give it (its `frame` sets nothing at the start): without the four
    /// modifiers' closures and boxes, a colored text of the catalogue's rows cost 1.9 K instructions more.
    func _resolve(into resolution: inout _ViewResolution) -> Bool {
        guard alignment == .start else { return false }
        let box = Text(text).makeNode(in: resolution.context)
        if let color { box.style.foreground = color }
        let attributes = self.attributes
        if !attributes.isEmpty { box.style.attributes.formUnion(attributes) }
        resolution.box = box
        return true
    }

    var body: some View {
        Text(text)
            .multilineTextAlignment(alignment)
            // Centered or end-aligned text lines up across the width it is given, not just its own.
            .frame(width: alignment == .start ? nil : .expand)
            .foregroundColor(color)
            .textAttributes(attributes)
    }
}
