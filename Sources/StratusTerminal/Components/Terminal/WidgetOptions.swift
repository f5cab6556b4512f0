/// One choice of a `selectionGroup` or `select`: what is shown and what `onChange` receives.
struct WidgetOption: Equatable, Decodable, SchemaDescribing {
    /// A string, a number or a `{label, value}` map.
    static var valueSchema: ValueSchema { .any }

    let label: String
    let value: JSONValue

    /// An option written as a string or number (label = value) or as a `{label, value}` map; a null option is
    /// left out (it decodes as nil in `[WidgetOption?]`).
    init(from decoder: any Decoder) throws {
        let item = try JSONValue(from: decoder)
        if case .object(let object) = item {
            value = object["value"] ?? object["label"] ?? .null
            label = TextSanitizer.sanitize(NimbusText.optionalString(object["label"]) ?? NimbusText.templatePart(value),
                                           keepNewlines: false)
        } else {
            value = item
            label = TextSanitizer.sanitize(NimbusText.templatePart(item), keepNewlines: false)
        }
    }
}

/// Colors of the `type`s of toasts and the `style`s of buttons.
enum WidgetPalette {
    static let accent = Color(red: 97, green: 175, blue: 239)
    static let success = Color(red: 80, green: 200, blue: 120)
    static let warning = Color(red: 229, green: 192, blue: 123)
    static let danger = Color(red: 224, green: 108, blue: 117)
}
