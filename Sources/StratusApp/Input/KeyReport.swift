import StratusTerminal

/// One line of `stratus keys`: the bytes as sent, readable, then the keys decoded from them.
enum KeyReport {
    static func line(bytes: [UInt8], events: [InputEvent]) -> String {
        let decoded = events.map(describe).joined(separator: ", ")
        return pad(escaped(bytes), to: 24) + pad(hex(bytes), to: 30) + "→ " + (decoded.isEmpty ? "(incomplete)" : decoded)
    }

    static func line(bytes: [UInt8], event: InputEvent) -> String {
        line(bytes: bytes, events: [event])
    }

    /// `\e[A`, `^C`, `a`: the bytes as a person would type them.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case 0x1B: text += "\\e"
            case 0x7F: text += "^?"
            case 0..<0x20: text += "^" + String(UnicodeScalar(byte + 0x40))
            case 0x20..<0x7F: text += String(UnicodeScalar(byte))
            default: text += "\\x" + hexByte(byte)
            }
        }
        return text
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map(hexByte).joined(separator: " ")
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let press): return press.description
        default: return "\(event)"
        }
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
