/// One step of a path into a JSON document: a member of an object, an element of an array, or either.
///
/// A step made from a coding key has both a name and an index (`IndexKey(2)` is also `"Index 2"`), so it matches
/// whichever kind of container the text holds at that point.
public struct JSONPathComponent: Hashable, Sendable {
    /// The member name this step matches in an object; nil matches no member.
    public var key: String?
    /// The element index this step matches in an array; nil matches no element.
    public var index: Int?

    /// The member `name` of an object.
    public static func key(_ name: String) -> JSONPathComponent { JSONPathComponent(key: name, index: nil) }

    /// The element at `index` (from 0) of an array.
    public static func index(_ index: Int) -> JSONPathComponent { JSONPathComponent(key: nil, index: index) }

    /// The step a coding key names: its `stringValue` in an object, its `intValue` in an array.
    public init(_ codingKey: any CodingKey) {
        self.init(key: codingKey.stringValue, index: codingKey.intValue)
    }

    private init(key: String?, index: Int?) {
        self.key = key
        self.index = index
    }
}

/// Where values start in a JSON text: the one place that turns a path into a line and a column.
///
/// It walks the text once for all the paths it is given, entering only the containers on the way to one of them
/// and skipping every other value byte by byte (nesting counted, never recursed, nothing built), so locating a
/// path deep in a large text costs one linear walk and memory in the number of paths. Keys are read with
/// ``JSONValue``'s own parser, so escaped keys match as they decode. The walk is tolerant: on text it cannot
/// follow it stops and keeps what it located so far. StratusDecoder uses it to put a line and column on decoding
/// errors; the `stratus` app uses it for every problem it finds in a screen.
///
/// ```swift
/// let located = JSONPathLocator(locating: [[.key("children"), .index(2)]], in: text)
/// located.valuePosition(of: [.key("children"), .index(2)])   // line 9, column 5
/// ```
public struct JSONPathLocator: Sendable {
    /// One node of the tree of wanted paths: the steps below it, and where its value (and key) were found.
    private struct Node: Sendable {
        var byComponent: [JSONPathComponent: Int] = [:]
        var byKey: [String: Int] = [:]
        var byIndex: [Int: Int] = [:]
        var valueOffset: Int?
        var keyOffset: Int?
        var value: SourcePosition?
        var key: SourcePosition?
    }

    private var nodes = [Node()]

    /// Locates `paths`, and every ancestor of them, in UTF-8 JSON text.
    public init(locating paths: some Sequence<[JSONPathComponent]>, in bytes: UnsafeBufferPointer<UInt8>) {
        for path in paths { insert(path) }
        var walk = Walk(bytes: bytes)
        walk.skipByteOrderMarkAndWhitespace()
        _ = walk.value(at: 0, in: &nodes)
        resolvePositions(in: bytes)
    }

    /// Locates `paths`, and every ancestor of them, in JSON text.
    public init(locating paths: some Sequence<[JSONPathComponent]>, in text: String) {
        var text = text
        self = text.withUTF8 { JSONPathLocator(locating: paths, in: $0) }
    }

    /// Where the value at `path` starts, or nil when the walk did not reach it (ask for its ancestors then).
    public func valuePosition(of path: [JSONPathComponent]) -> SourcePosition? {
        node(at: path).flatMap { nodes[$0].value }
    }

    /// Where the key of the member at `path` starts, or nil when it was not reached or is an array element.
    public func keyPosition(of path: [JSONPathComponent]) -> SourcePosition? {
        node(at: path).flatMap { nodes[$0].key }
    }

    /// Where the value at `path` starts or, when it was not reached, its deepest located ancestor.
    public func closestValuePosition(of path: [JSONPathComponent]) -> SourcePosition? {
        var length = path.count
        while length >= 0 {
            if let position = valuePosition(of: Array(path.prefix(length))) { return position }
            length -= 1
        }
        return nil
    }

    private func node(at path: [JSONPathComponent]) -> Int? {
        var current = 0
        for component in path {
            guard let next = nodes[current].byComponent[component] else { return nil }
            current = next
        }
        return current
    }

    private mutating func insert(_ path: [JSONPathComponent]) {
        var current = 0
        for component in path {
            if let next = nodes[current].byComponent[component] {
                current = next
                continue
            }
            let next = nodes.count
            nodes.append(Node())
            nodes[current].byComponent[component] = next
            if let key = component.key, nodes[current].byKey[key] == nil { nodes[current].byKey[key] = next }
            if let index = component.index, nodes[current].byIndex[index] == nil { nodes[current].byIndex[index] = next }
            current = next
        }
    }

    /// Turns the byte offsets found into lines and columns, in one sweep over the text.
    private mutating func resolvePositions(in bytes: UnsafeBufferPointer<UInt8>) {
        var offsets: [Int] = []
        for node in nodes {
            if let offset = node.valueOffset { offsets.append(offset) }
            if let offset = node.keyOffset { offsets.append(offset) }
        }
        offsets.sort()
        var positions: [Int: SourcePosition] = [:]
        var position = SourcePosition(line: 1, column: 1, byteOffset: 0)
        for offset in offsets where positions[offset] == nil {
            while position.byteOffset < min(offset, bytes.count) { position.advance(past: bytes[position.byteOffset]) }
            positions[offset] = position
        }
        for index in nodes.indices {
            nodes[index].value = nodes[index].valueOffset.flatMap { positions[$0] }
            nodes[index].key = nodes[index].keyOffset.flatMap { positions[$0] }
        }
    }

    /// The walk over the text: records byte offsets in the nodes it reaches.
    private struct Walk {
        var parser: JSONParser

        init(bytes: UnsafeBufferPointer<UInt8>) {
            parser = JSONParser(bytes: bytes, options: .default)
        }

        var bytes: UnsafeBufferPointer<UInt8> { parser.bytes }
        var index: Int {
            get { parser.index }
            set { parser.index = newValue }
        }

        mutating func skipByteOrderMarkAndWhitespace() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            parser.skipWhitespace()
        }

        /// Records the value at `index` for `node` and walks into it when a wanted path goes on below it;
        /// false when the text cannot be followed any further.
        mutating func value(at node: Int, in nodes: inout [Node]) -> Bool {
            parser.skipWhitespace()
            guard index < bytes.count else { return false }
            nodes[node].valueOffset = index
            guard !nodes[node].byComponent.isEmpty else { return skipValue() }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(at: node, in: &nodes)
            case UInt8(ascii: "["): return array(at: node, in: &nodes)
            default: return skipValue()
            }
        }

        private mutating func object(at node: Int, in nodes: inout [Node]) -> Bool {
            index += 1
            parser.skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return true
            }
            while true {
                parser.skipWhitespace()
                let keyOffset = index
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
                      let key = try? parser.parseString() else { return false }
                parser.skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                if let child = nodes[node].byKey[key] {
                    nodes[child].keyOffset = keyOffset
                    guard value(at: child, in: &nodes) else { return false }
                } else {
                    parser.skipWhitespace()
                    guard skipValue() else { return false }
                }
                switch separator(closing: UInt8(ascii: "}")) {
                case .next: continue
                case .closed: return true
                case .broken: return false
                }
            }
        }

        private mutating func array(at node: Int, in nodes: inout [Node]) -> Bool {
            index += 1
            parser.skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return true
            }
            var element = 0
            while true {
                if let child = nodes[node].byIndex[element] {
                    guard value(at: child, in: &nodes) else { return false }
                } else {
                    parser.skipWhitespace()
                    guard skipValue() else { return false }
                }
                element += 1
                switch separator(closing: UInt8(ascii: "]")) {
                case .next: continue
                case .closed: return true
                case .broken: return false
                }
            }
        }

        /// What follows a member or an element.
        private enum Separator {
            /// A comma: another one follows.
            case next
            /// The closing bracket, now consumed.
            case closed
            /// Anything else: the text cannot be followed.
            case broken
        }

        private mutating func separator(closing: UInt8) -> Separator {
            parser.skipWhitespace()
            guard index < bytes.count else { return .broken }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                return .next
            }
            if bytes[index] == closing {
                index += 1
                return .closed
            }
            return .broken
        }

        /// Skips one value without building it; false when the text cannot be followed.
        private mutating func skipValue() -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:
                // Numbers, true, false, null: everything up to the next delimiter.
                let start = index
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09:
                        return index > start
                    default:
                        index += 1
                    }
                }
                return index > start
            }
        }

        /// Skips a string from its opening quote, escapes included, without decoding it.
        private mutating func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }
    }
}
