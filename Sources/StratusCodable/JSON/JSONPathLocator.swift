/// Finds where the value at a coding path starts in JSON text, to give decoding errors a line and column.
///
/// Only used on the error path: it walks the text again, skipping the values that are not on the path.
/// Returns the deepest position it could reach (the parent object when the last key is missing), or nil when the
/// text does not match the path at all.
struct JSONPathLocator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The byte offset of the value at `path`, or of the deepest container on the way.
    mutating func offset(of path: [any CodingKey]) -> Int? {
        skipBOMAndWhitespace()
        var reached = index
        for key in path {
            guard index < bytes.count else { return reached }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard let found = member(named: key.stringValue) else { return reached }
                index = found
            case UInt8(ascii: "["):
                guard let position = key.intValue, let found = element(at: position) else { return reached }
                index = found
            default:
                return reached
            }
            reached = index
        }
        return reached
    }

    /// Positions on the value of the member `name` of the object at `index`.
    private mutating func member(named name: String) -> Int? {
        index += 1
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index
            guard skipString() else { return nil }
            let keyText = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<index]), as: UTF8.self)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace()
            // Keys with escapes are compared after decoding them through the real parser.
            let key = (try? JSONValue(parsing: keyText))?.stringValue
            if key == name { return index }
            guard skipValue() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// Positions on element `position` of the array at `index`.
    private mutating func element(at position: Int) -> Int? {
        index += 1
        var current = 0
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
            if current == position { return index }
            guard skipValue() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            current += 1
        }
    }

    /// Skips one value of any kind (nesting is counted, not recursed).
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
            // A scalar runs up to the next delimiter.
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return true
                default: index += 1
                }
            }
            return true
        }
    }

    /// Skips a string starting at its opening quote.
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

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func skipBOMAndWhitespace() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
    }
}
