/// One choice of a `selectionGroup` or `select`: what is shown and what `onChange` receives.
struct WidgetOption: Equatable {
    let label: String
    let value: JSONValue

    /// `options` as strings (label = value) or `{label, value}` maps.
    static func parse(_ items: [JSONValue]?) -> [WidgetOption] {
        (items ?? []).compactMap { item in
            if case .object(let object) = item {
                let map = PropertyMap(object)
                let value = object["value"] ?? object["label"] ?? .null
                let label = map.string("label") ?? NimbusText.optionalString(value) ?? ""
                return WidgetOption(label: TextSanitizer.sanitize(label, keepNewlines: false), value: value)
            }
            guard let text = NimbusText.optionalString(item) else { return nil }
            return WidgetOption(label: TextSanitizer.sanitize(text, keepNewlines: false), value: item)
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
