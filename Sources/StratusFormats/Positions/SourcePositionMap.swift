import Foundation
import StratusCodable

/// Where each value of a screen's source text starts, by JSON path, so that problems found in the parsed
/// value can be reported at a line and a column.
///
/// Paths are written as StratusCore writes them: `$`, `$.children[2]`, `$.children[2].properties.text`
/// (the leading `$.` may be left out). A path that is not in the map falls back to its closest ancestor
/// that is, so a problem always gets a position.
public struct SourcePositionMap: Sendable {
    /// A 1-based line and column; columns count Unicode scalars.
    public struct Position: Sendable, Hashable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int

        /// Creates a position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`.
        public var description: String { "\(line):\(column)" }
    }

    private var values: [String: Position] = [:]
    private var keys: [String: Position] = [:]
    /// A JSON text whose positions are found when asked, instead of recorded up front.
    private var source: Source?

    /// A JSON text, as a string or as the UTF-8 bytes it was read as.
    private enum Source {
        case text(String)
        case bytes(Data)
    }

    /// An empty map.
    public init() {}

    /// The positions a YAML text's reader recorded (``YAMLDocument/init(parsing:recordingPositions:)``).
    public init(_ document: YAMLDocument) {
        for (path, position) in document.valuePositions {
            values[path] = Position(line: position.line, column: position.column)
        }
        for (path, position) in document.keyPositions {
            keys[path] = Position(line: position.line, column: position.column)
        }
    }

    /// A map of a JSON text that finds positions when they are asked for, with StratusCodable's
    /// `JSONPathLocator` (one walk of the text per call of ``resolving(_:)``).
    public init(locating text: String) {
        source = .text(text)
    }

    /// A map of a JSON text's UTF-8 bytes that finds positions when they are asked for, like
    /// ``init(locating:)-(String)``.
    public init(locating bytes: Data) {
        source = .bytes(bytes)
    }

    /// The same map with `paths` (and their ancestors) looked up in the text once, so that asking for them
    /// walks no more text. A map without a text is returned as it is.
    public func resolving(_ paths: some Sequence<String>) -> SourcePositionMap {
        guard let source else { return self }
        var wanted: [String: [JSONPathComponent]] = [:]
        for path in paths {
            var current: String? = Self.normalized(path)
            while let path = current, wanted[path] == nil {
                wanted[path] = Self.components(of: path)
                current = Self.parent(of: path)
            }
        }
        var map = SourcePositionMap()
        // Nothing to find: the text (a million items of state, say) is not walked at all.
        guard !wanted.isEmpty else { return map }
        let located = switch source {
        case .text(let text): JSONPathLocator(locating: wanted.values, in: text)
        case .bytes(let bytes): bytes.withUnsafeBytes { raw in
            JSONPathLocator(locating: wanted.values, in: raw.bindMemory(to: UInt8.self))
        }
        }
        for (path, components) in wanted {
            if let value = located.valuePosition(of: components) {
                map.values[path] = Position(line: value.line, column: value.column)
            }
            if let key = located.keyPosition(of: components) {
                map.keys[path] = Position(line: key.line, column: key.column)
            }
        }
        return map
    }

    /// Records where a value starts and, for an object member, where its key starts.
    public mutating func record(_ path: String, value: Position, key: Position? = nil) {
        values[path] = value
        if let key { keys[path] = key }
    }

    /// How many values are mapped (for a map of a JSON text, those looked up so far).
    public var count: Int { values.count }

    /// Where the value at `path` starts, or where its closest mapped ancestor starts.
    ///
    /// A map of a JSON text walks the text for each call; use ``resolving(_:)`` to look many paths up at once.
    public func position(of path: String) -> Position? {
        if source != nil { return resolving([path]).position(of: path) }
        var current = Self.normalized(path)
        while true {
            if let position = values[current] { return position }
            guard let parent = Self.parent(of: current) else { return nil }
            current = parent
        }
    }

    /// Where the key of the member at `path` starts (for "unknown key" problems), else the value's position.
    public func keyPosition(of path: String) -> Position? {
        if source != nil { return resolving([path]).keyPosition(of: path) }
        return keys[Self.normalized(path)] ?? position(of: path)
    }

    /// The path in the whole file of `jsonPath`, a path in the screen at `rootPath` of the file (`$`, or `$.NAME`
    /// for a bundle entry): `$.home.children[0]` for `$.children[0]` under `$.home`.
    public static func path(_ jsonPath: String, under rootPath: String) -> String {
        rootPath == "$" ? jsonPath : rootPath + normalized(jsonPath).dropFirst()
    }

    /// `children[0]` and `$.children[0]` are the same path; `$` is the root.
    public static func normalized(_ path: String) -> String {
        if path.isEmpty || path == "$" { return "$" }
        if path.hasPrefix("$.") || path.hasPrefix("$[") { return path }
        return path.hasPrefix("[") ? "$" + path : "$." + path
    }

    /// `$.a.b[2]` → `$.a.b` → `$.a` → `$` → nil.
    public static func parent(of path: String) -> String? {
        guard path != "$" else { return nil }
        guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return "$" }
        let parent = String(path[..<cut])
        return parent.isEmpty ? "$" : parent
    }

    /// `$.a.b[2]` → key `a`, key `b`, index 2. (A key that itself holds `.` or `[` reads as several steps, as
    /// ``member(_:of:)`` writes it ambiguously.)
    public static func components(of path: String) -> [JSONPathComponent] {
        var components: [JSONPathComponent] = []
        var rest = Substring(path.hasPrefix("$") ? String(path.dropFirst()) : path)
        while let first = rest.first {
            rest = rest.dropFirst()
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            var step = rest[..<end]
            rest = rest[end...]
            if first == "[" {
                step = step.hasSuffix("]") ? step.dropLast() : step
                components.append(Int(step).map(JSONPathComponent.index) ?? .key(String(step)))
            } else {
                components.append(.key(String(step)))
            }
        }
        return components
    }

    /// The path of a member of an object: `$.a` + `b` → `$.a.b`.
    public static func member(_ key: String, of path: String) -> String { path + "." + key }

    /// The path of an element of an array: `$.a` + 2 → `$.a[2]`.
    public static func element(_ index: Int, of path: String) -> String { path + "[\(index)]" }
}
