/// The name of a component or an action: a namespace (a library) and a name.
///
/// Parsed like the core does, with *find* on `(?:(\w+):)?(\w+)`: `"material:text"` is namespace `material`,
/// name `text`; `"forEach"` has the empty namespace of the core library.
public struct ComponentName: Hashable, Sendable, CustomStringConvertible {
    /// The library's namespace; empty for the core library (`if`, `forEach`, `fragment`...).
    public var namespace: String
    /// The name inside the library.
    public var name: String

    /// Creates a name from its parts.
    public init(namespace: String, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// Parses an identifier such as `"layout:text"` or `"forEach"`.
    public init(parsing identifier: String) {
        // `\w` here is ASCII letters, digits and `_`: every word byte is ASCII, so the UTF-8 bytes can be scanned
        // directly and every boundary found is a character boundary.
        let bytes = identifier.utf8
        func isWord(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
            default: return false
            }
        }
        func wordEnd(from start: String.Index) -> String.Index {
            var index = start
            while index < bytes.endIndex, isWord(bytes[index]) { index = bytes.index(after: index) }
            return index
        }
        // Find the first run of word characters; if a ':' and another run follow, that is namespace:name.
        var firstStart = bytes.startIndex
        while firstStart < bytes.endIndex, !isWord(bytes[firstStart]) { firstStart = bytes.index(after: firstStart) }
        let firstEnd = wordEnd(from: firstStart)
        let first = String(identifier[firstStart..<firstEnd])
        if firstEnd < bytes.endIndex, bytes[firstEnd] == UInt8(ascii: ":") {
            let secondStart = bytes.index(after: firstEnd)
            if secondStart < bytes.endIndex, isWord(bytes[secondStart]) {
                self.init(namespace: first, name: String(identifier[secondStart..<wordEnd(from: secondStart)]))
                return
            }
        }
        self.init(namespace: "", name: first)
    }

    /// `"namespace:name"`, or just `"name"` for the core library.
    public var identifier: String {
        namespace.isEmpty ? name : "\(namespace):\(name)"
    }

    public var description: String { identifier }

    /// `fragment`: the root wrapper and the JSX fragment, laid out as a plain column by the UI layer.
    public static let fragment = ComponentName(namespace: "", name: "fragment")
    static let ifComponent = ComponentName(namespace: "", name: "if")
    static let thenComponent = ComponentName(namespace: "", name: "then")
    static let elseComponent = ComponentName(namespace: "", name: "else")
    static let forEach = ComponentName(namespace: "", name: "forEach")
}
