import Synchronization

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
    /// The last call's arguments and result. A screen usually filters the same items by the same text twice
    /// after each key, for its list and for the count it shows (two expressions, each memoized on its own): the
    /// second call then costs a comparison of the arguments, which holds the same items array, not a search.
    private static let lastCall = Mutex<(arguments: [JSONValue], result: JSONValue)?>(nil)

    static func evaluate(_ arguments: [JSONValue]) -> JSONValue {
        // (Not a `nil` in a conditional: JSONValue takes `nil` as its literal for null.)
        let remembered: JSONValue? = lastCall.withLock { last in
            guard let last, last.arguments == arguments else { return Optional<JSONValue>.none }
            return last.result
        }
        if let remembered { return remembered }
        let result = filter(arguments)
        lastCall.withLock { $0 = (arguments, result) }
        return result
    }

    private static func filter(_ arguments: [JSONValue]) -> JSONValue {
        guard case .array(let items)? = arguments.first else { return .array([]) }
        let text = arguments.count > 1 ? arguments[1] : .null
        let needle = Needle(text.isNull ? "" : NimbusText.string(text).lowercased())
        guard !needle.text.isEmpty else { return .array(items) }
        let fields = arguments.dropFirst(2).map { NimbusText.string($0) }
        return .array(items.filter { item in
            switch item {
            case .object(let object):
                if fields.isEmpty { return object.values.contains { contains($0, needle) } }
                return fields.contains { field in object[field].map { contains($0, needle) } ?? false }
            default:
                return contains(item, needle)
            }
        })
    }

    /// The lowercased text searched for, with its bytes when it is all ASCII.
    private struct Needle {
        let text: String
        /// The UTF-8 bytes of `text` when it is all ASCII, else nil.
        let ascii: [UInt8]?

        init(_ text: String) {
            self.text = text
            let bytes = Array(text.utf8)
            ascii = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
        }
    }

    /// True when `value` (text or a number) holds `needle`.
    private static func contains(_ value: JSONValue, _ needle: Needle) -> Bool {
        switch value {
        case .string, .integer, .double:
            let text = NimbusText.string(value)
            if let found = asciiContains(text, needle) { return found }
            return text.lowercased().contains(needle.text)
        default: return false
        }
    }

    /// `text.lowercased().contains(needle.text)` for ASCII text and needle, comparing bytes in place (a search
    /// types one key per frame over every item, and lowercasing each text first allocated a copy of it); nil when
    /// either is not all ASCII, where case and canonical equivalence need the general path.
    private static func asciiContains(_ text: String, _ needle: Needle) -> Bool? {
        guard let pattern = needle.ascii else { return nil }
        let found: Bool?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var offset = 0
                while offset < pattern.count, lowercased(bytes[start + offset]) == pattern[offset] { offset += 1 }
                if offset == pattern.count { return true }
            }
            return false
        }
        return found ?? nil
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
