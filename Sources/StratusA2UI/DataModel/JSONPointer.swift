import Foundation

/// A JSON Pointer (RFC 6901) into a surface's data model, as A2UI paths are written.
///
/// `/user/name` is absolute. A path without a leading `/` (`name`, `items/0`) is relative: inside a template it
/// starts at the item's own path (`/employees/3`), elsewhere at the root. `~1` stands for `/` and `~0` for `~`
/// in a segment; empty segments (`/a//b`, a trailing `/`) are ignored, as the reference renderers do.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The segments from the root, unescaped.
    public var segments: [String]

    /// The root of the data model.
    public static let root = JSONPointer(segments: [])

    /// Creates a pointer from segments.
    public init(segments: [String]) {
        self.segments = segments
    }

    /// Reads `path` relative to `scope`: an absolute path ignores it, a relative one is appended to it.
    ///
    /// - Throws: ``A2UIError`` (`invalidPath`) for a `~` not followed by `0` or `1`.
    public init(_ path: String, relativeTo scope: JSONPointer = .root) throws(A2UIError) {
        let bytes = path.utf8
        var segments = bytes.first == UInt8(ascii: "/") ? [] : scope.segments
        // Cut at each `/` by its byte: a slash is one byte of UTF-8, so the pieces are whole characters. No array
        // of the pieces is made: a screen reads one pointer per bound property.
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if start < end { segments.append(try Self.unescape(path[start..<end], in: path)) }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        self.segments = segments
    }

    /// Whether `path` is absolute (starts with `/`).
    public static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// The pointer one segment deeper.
    public func appending(_ segment: String) -> JSONPointer {
        JSONPointer(segments: segments + [segment])
    }

    /// The pointer to the element at `index` of the list this points to.
    public func appending(index: Int) -> JSONPointer { appending(String(index)) }

    /// Whether this is the root.
    public var isRoot: Bool { segments.isEmpty }

    /// `/a/b~1c`, or `/` for the root.
    public var description: String {
        guard !segments.isEmpty else { return "/" }
        return segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// Whether `other` is this pointer or lies below it.
    public func contains(_ other: JSONPointer) -> Bool {
        other.segments.count >= segments.count && Array(other.segments.prefix(segments.count)) == segments
    }

    private static func unescape(_ raw: Substring, in path: String) throws(A2UIError) -> String {
        guard raw.utf8.contains(UInt8(ascii: "~")) else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: throw A2UIError(.invalidPath, "\"\(path)\" is not a JSON Pointer: '~' must be followed by 0 or 1")
            }
        }
        return result
    }
}
