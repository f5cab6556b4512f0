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
        let scalars = Array(identifier.unicodeScalars)
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
        }
        // Find the first run of word characters; if a ':' and another run follow, that is namespace:name.
        var index = 0
        while index < scalars.count, !isWord(scalars[index]) { index += 1 }
        let firstStart = index
        while index < scalars.count, isWord(scalars[index]) { index += 1 }
        let first = String(String.UnicodeScalarView(scalars[firstStart..<index]))
        if index < scalars.count, scalars[index] == ":", index + 1 < scalars.count, isWord(scalars[index + 1]) {
            let secondStart = index + 1
            var end = secondStart
            while end < scalars.count, isWord(scalars[end]) { end += 1 }
            self.init(namespace: first, name: String(String.UnicodeScalarView(scalars[secondStart..<end])))
        } else {
            self.init(namespace: "", name: first)
        }
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
