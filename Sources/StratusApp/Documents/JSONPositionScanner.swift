/// Finds where values of a JSON text start (line and column), tolerantly, mapping only the paths it is asked for.
///
/// This is not a validating parser (StratusCodable's parser decides what is valid and reports syntax
/// errors): it only walks the text far enough to learn where the wanted values start. On text it cannot follow,
/// it stops and keeps what it mapped so far. Subtrees that hold no wanted path are skipped without building a
/// path for each of their values, so one pass costs time linear in the text and memory in the paths asked for:
/// a file with a million items in its state is located in one quick walk.
public struct JSONPositionScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var map = SourcePositionMap()
    private let maximumDepth: Int
    /// The paths to record (the wanted ones and their ancestors, for the fallback to the closest ancestor).
    private let recorded: Set<String>
    /// The paths to walk into (the proper ancestors of the wanted ones).
    private let entered: Set<String>

    /// A map of `text` that locates paths when asked; nesting deeper than `maximumDepth` is not mapped.
    public static func scan(_ text: String, maximumDepth: Int = 512) -> SourcePositionMap {
        SourcePositionMap(locating: text, maximumDepth: maximumDepth)
    }

    /// Maps `paths` (normalized, `$`-rooted) and their ancestors in one walk over `bytes`.
    static func locate(_ paths: some Sequence<String>, in bytes: [UInt8], maximumDepth: Int) -> SourcePositionMap {
        var recorded: Set<String> = []
        var entered: Set<String> = []
        for path in paths {
            recorded.insert(path)
            var current = path
            while let parent = SourcePositionMap.parent(of: current) {
                recorded.insert(parent)
                guard entered.insert(parent).inserted else { break }
                current = parent
            }
        }
        var scanner = JSONPositionScanner(bytes: bytes, maximumDepth: maximumDepth, recorded: recorded,
                                          entered: entered)
        scanner.skipByteOrderMark()
        _ = scanner.value(at: "$", depth: 0)
        return scanner.map
    }

    private init(bytes: [UInt8], maximumDepth: Int, recorded: Set<String>, entered: Set<String>) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.recorded = recorded
        self.entered = entered
    }

    private var position: SourcePositionMap.Position { .init(line: line, column: column) }

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Count a column per Unicode scalar: UTF-8 continuation bytes do not start a new one.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    /// Scans one value; returns false when the text cannot be followed any further.
    private mutating func value(at path: String, depth: Int, key: SourcePositionMap.Position? = nil) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if recorded.contains(path) { map.record(path, value: position, key: key) }
        guard entered.contains(path) else { return skipValue() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { return false }
            return object(at: path, depth: depth)
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { return false }
            return array(at: path, depth: depth)
        case UInt8(ascii: "\""):
            return string() != nil
        default:
            return scalar()
        }
    }

    private mutating func object(at path: String, depth: Int) -> Bool {
        advance()  // {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return true
        }
        while index < bytes.count {
            skipWhitespace()
            let keyPosition = position
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return false }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
            advance()
            guard value(at: SourcePositionMap.member(key, of: path), depth: depth + 1, key: keyPosition) else {
                return false
            }
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                return true
            }
            return false
        }
        return false
    }

    private mutating func array(at path: String, depth: Int) -> Bool {
        advance()  // [
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return true
        }
        var element = 0
        while index < bytes.count {
            guard value(at: SourcePositionMap.element(element, of: path), depth: depth + 1) else { return false }
            element += 1
            skipWhitespace()
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                advance()
                return true
            }
            return false
        }
        return false
    }

    /// Skips one value without mapping what is inside; false when the text cannot be followed.
    private mutating func skipValue() -> Bool {
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
                        advance()
                        return true
                    }
                default:
                    break
                }
                advance()
            }
            return false
        default:
            return scalar()
        }
    }

    /// Skips a string, escapes included, without decoding it.
    private mutating func skipString() -> Bool {
        advance()  // opening quote
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                advance()
                return true
            case UInt8(ascii: "\\"):
                advance()
                if index < bytes.count { advance() }
            default:
                advance()
            }
        }
        return false
    }

    /// Scans a string and returns its contents with escapes decoded (keys need them to build paths).
    private mutating func string() -> String? {
        advance()  // opening quote
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                advance()
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scalars.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"): scalars.append(contentsOf: unicodeEscape())
                default: scalars.append(escaped)
                }
                continue
            }
            scalars.append(byte)
            advance()
        }
        return nil
    }

    /// `\uXXXX` (with a following low surrogate when needed), as UTF-8; U+FFFD when malformed.
    private mutating func unicodeEscape() -> [UInt8] {
        func hex4(_ scanner: inout JSONPositionScanner) -> UInt32? {
            guard scanner.index + 4 <= scanner.bytes.count else { return nil }
            let digits = String(decoding: scanner.bytes[scanner.index..<scanner.index + 4], as: UTF8.self)
            guard let value = UInt32(digits, radix: 16) else { return nil }
            for _ in 0..<4 { scanner.advance() }
            return value
        }
        var code = hex4(&self) ?? 0xFFFD
        if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
           bytes[index + 1] == UInt8(ascii: "u") {
            advance()
            advance()
            if let low = hex4(&self), (0xDC00...0xDFFF).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    /// Numbers, true, false, null: everything up to the next delimiter.
    private mutating func scalar() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n"),
                 UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return index > start
            default: advance()
            }
        }
        return index > start
    }
}
