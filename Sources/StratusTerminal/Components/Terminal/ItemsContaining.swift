/// `itemsContaining(items, text, field...)`: the items of a list in which `text` appears, ignoring case.
///
/// Each item that is a map is matched on the fields named after `text` (`'name', 'category'`), or on all its
/// text and number fields when none is named; an item that is text or a number is matched itself. An empty or
/// null `text` keeps every item; anything but a list gives an empty list. Linear in the items.
///
/// This is how a screen filters a lazy list by a search: the list's `forEach` then has exactly the matches, so
/// the list's scroll bar, End and `emptyText` follow them, and `length(itemsContaining(...))` is the match
/// count a header can show (Docs/LazyLists.md). Hiding rows with an `if` in the template cannot give either.
enum ItemsContaining {
    static func evaluate(_ arguments: [JSONValue]) -> JSONValue {
        guard case .array(let items)? = arguments.first else { return .array([]) }
        let text = arguments.count > 1 ? arguments[1] : .null
        let needle = text.isNull ? "" : NimbusText.string(text).lowercased()
        guard !needle.isEmpty else { return .array(items) }
        let fields = arguments.dropFirst(2).map { NimbusText.string($0) }
        return .array(items.filter { item in
            switch item {
            case .object(let object):
                let values = fields.isEmpty ? Array(object.values) : fields.compactMap { object[$0] }
                return values.contains { contains($0, needle) }
            default:
                return contains(item, needle)
            }
        })
    }

    /// True when `value` (text or a number) holds `needle`, which is lowercased already.
    private static func contains(_ value: JSONValue, _ needle: String) -> Bool {
        switch value {
        case .string, .integer, .double: return NimbusText.string(value).lowercased().contains(needle)
        default: return false
        }
    }
}
