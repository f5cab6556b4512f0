/// Where a problem is (file, line, column, JSON path, each when known) and the one way every Stratus error and
/// diagnostic writes it: `file:line:column: message [path]`, the form compilers use and editors jump to.
///
/// ```swift
/// ProblemLocation(file: "home.json", line: 3, column: 17, path: "$.children[0]").describing("unknown component")
/// // home.json:3:17: unknown component [$.children[0]]
/// ```
///
/// What is unknown is left out: no column gives `file:line: message`, no line `file: message`, no path no
/// brackets. Without a file (bytes decoded in memory) the position reads `line 3, column 17: message`.
public struct ProblemLocation: Sendable, Hashable {
    /// The file or URL, as the user named it.
    public var file: String?
    /// The 1-based line.
    public var line: Int?
    /// The 1-based column, counting Unicode scalars.
    public var column: Int?
    /// The JSON path of the value in question (`$.children[2].properties.text`); empty or nil for none.
    public var path: String?

    /// Creates a location; every part is optional.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, path: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// Creates a location from a position in a text.
    public init(file: String? = nil, position: SourcePosition?, path: String? = nil) {
        self.init(file: file, line: position?.line, column: position?.column, path: path)
    }

    /// Whether nothing at all is known.
    public var isEmpty: Bool { file == nil && line == nil && (path ?? "").isEmpty }

    /// `message` with this location around it: `file:line:column: message [path]`.
    public func describing(_ message: String) -> String {
        var text = ""
        if let file {
            text += file
            if let line {
                text += ":\(line)"
                if let column { text += ":\(column)" }
            }
            text += ": "
        } else if let line {
            text += column.map { "line \(line), column \($0): " } ?? "line \(line): "
        }
        text += message
        if let path, !path.isEmpty { text += " [\(path)]" }
        return text
    }
}
