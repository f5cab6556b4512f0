/// Maps every value of a JSON text to its line and column, tolerantly.
///
/// This is not a validating parser (StratusCodable's parser decides what is valid and reports syntax
/// errors): it only walks the text far enough to learn where each value starts. On text it cannot follow,
/// it stops and keeps what it mapped so far.
public struct JSONPositionScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var map = SourcePositionMap()
    private let maximumDepth: Int

    /// Scans `text`; nesting deeper than `maximumDepth` is not mapped.
    public static func scan(_ text: String, maximumDepth: Int = 512) -> SourcePositionMap {
        var scanner = JSONPositionScanner(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        scanner.skipByteOrderMark()
        _ = scanner.value(at: "$", depth: 0)
        return scanner.map
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
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
        map.record(path, value: position, key: key)
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
