/// `layout:text`: any value shown as text (nimbus-spec 6), wrapped at word boundaries, `\n` honoured.
struct LayoutText: View, Deserializable {
    enum Weight: String, CaseIterable {
        case thin, extraLight, light, normal, medium, semiBold, bold, extraBold, black
    }

    var text: String
    var weight: Weight
    var size: Double
    var color: Color?
    var alignment: TextAlignment

    init(from map: PropertyMap?, children: [AnyComponent]) throws {
        let map = map ?? PropertyMap([:])
        text = map.string("text") ?? ""
        weight = map.enumValue("weight") ?? .normal
        size = map.double("size") ?? 12
        color = BoxStyle.textColor(map.color("color"))
        alignment = map.enumValue("alignment") ?? .start
    }

    var attributes: TextAttributes {
        switch weight {
        case .semiBold, .bold, .extraBold, .black: return .bold
        case .thin, .extraLight, .light: return size >= 20 ? .bold : .dim
        default: return size >= 20 ? .bold : []
        }
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
