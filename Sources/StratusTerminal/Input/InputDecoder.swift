/// Decodes the bytes a terminal sends into key presses, mouse events and pastes.
///
/// Handles UTF-8 text, C0 controls (`ctrl+a`...`ctrl+z`, Tab, Enter, Backspace as DEL or BS), `ESC x` as `alt+x`,
/// CSI and SS3 sequences for arrows, Home/End, Insert/Delete, Page keys and F1-F12 with xterm modifier parameters
/// (`ESC [1;5A` is `ctrl+up`), `ESC [Z` (Shift+Tab), SGR mouse reports (`ESC [<b;x;yM`) and bracketed paste.
/// Bytes of an unfinished sequence stay buffered until more arrive; `flush()` turns a lone ESC into `esc` once the
/// caller's escape delay has passed. Unknown sequences are dropped whole, never typed as text.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasting: [UInt8]? = nil

    /// An empty decoder.
    public init() {}

    /// Feeds bytes; returns the events they complete.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [InputEvent] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        while !pending.isEmpty {
            guard let (event, consumed) = decodeOne(final: false) else { break }
            pending.removeFirst(consumed)
            if let event { events.append(event) }
        }
        return events
    }

    /// Decodes what is still buffered as if no more bytes will come (a lone ESC becomes `esc`).
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        while !pending.isEmpty {
            guard let (event, consumed) = decodeOne(final: true) else { pending.removeAll(); break }
            pending.removeFirst(max(1, consumed))
            if let event { events.append(event) }
        }
        return events
    }

    /// True when bytes wait for the rest of a sequence.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    private mutating func decodeOne(final: Bool) -> (InputEvent?, Int)? {
        if pasting != nil { return decodePaste() }
        let first = pending[0]
        switch first {
        case 0x1B:
            if pending.count == 1 { return final ? (.key(KeyPress(.escape)), 1) : nil }
            return decodeEscape(final: final)
        case 0x0D, 0x0A: return (.key(KeyPress(.enter)), 1)
        case 0x09: return (.key(KeyPress(.tab)), 1)
        case 0x7F, 0x08: return (.key(KeyPress(.backspace)), 1)
        case 0x00: return (.key(KeyPress(.character(" "), modifiers: .ctrl)), 1)
        case 0x01...0x1A:
            let letter = Character(UnicodeScalar(first + 0x60))
            return (.key(KeyPress(.character(letter), modifiers: .ctrl)), 1)
        case 0x1C...0x1F: return (nil, 1)
        default:
            return decodeUTF8(at: 0, final: final).map { character, length in
                (character.map { .key(KeyPress(.character($0))) }, length)
            }
        }
    }

    /// One UTF-8 character starting at `offset`: (nil, n) for invalid bytes, nil when more bytes are needed.
    private func decodeUTF8(at offset: Int, final: Bool) -> (Character?, Int)? {
        let lead = pending[offset]
        let length: Int
        switch lead {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (nil, 1)
        }
        if pending.count - offset < length { return final ? (nil, pending.count - offset) : nil }
        let bytes = pending[offset..<offset + length]
        guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return (nil, 1) }
        return (character, length)
    }

    private mutating func decodeEscape(final: Bool) -> (InputEvent?, Int)? {
        let second = pending[1]
        if second == UInt8(ascii: "[") { return decodeCSI(final: final) }
        if second == UInt8(ascii: "O") {
            guard pending.count >= 3 else { return final ? (.key(KeyPress(.character("O"), modifiers: .alt)), 2) : nil }
            // SS3 (application mode) adds keypad Enter to the letters CSI shares.
            let key = pending[2] == UInt8(ascii: "M") ? .enter : Self.letterKey(pending[2])
            return (key.map { .key(KeyPress($0)) }, 3)
        }
        if second == 0x1B {
            // ESC ESC: the first is a lone Escape.
            return (.key(KeyPress(.escape)), 1)
        }
        // ESC followed by a key: that key with Alt.
        var rest = InputDecoder()
        rest.pending = Array(pending.dropFirst())
        guard let (event, consumed) = rest.decodeOne(final: final) else { return nil }
        if case .key(var press)? = event {
            press.modifiers.insert(.alt)
            return (.key(press), consumed + 1)
        }
        return (event, consumed + 1)
    }

    private mutating func decodeCSI(final: Bool) -> (InputEvent?, Int)? {
        // Parameters (0x30-0x3F), intermediates (0x20-0x2F), then one final byte (0x40-0x7E).
        var index = 2
        while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
        guard index < pending.count else {
            return final ? (nil, pending.count) : (index > 64 ? (nil, pending.count) : nil)
        }
        let finalByte = pending[index]
        let length = index + 1
        guard (0x40...0x7E).contains(finalByte) else { return (nil, index) }
        let parameterText = String(decoding: pending[2..<index], as: UTF8.self)
        if parameterText.hasPrefix("<"), finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m") {
            return (decodeSGRMouse(String(parameterText.dropFirst()), released: finalByte == UInt8(ascii: "m")), length)
        }
        let numbers = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let modifiers = Self.modifiers(fromParameter: numbers.count >= 2 ? numbers[1] : nil)
        let key: KeyPress.Key?
        var extraModifiers: KeyPress.Modifiers = []
        switch finalByte {
        case UInt8(ascii: "Z"): key = .tab; extraModifiers = .shift
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11: key = .function(1)
            case 12: key = .function(2)
            case 13: key = .function(3)
            case 14: key = .function(4)
            case 15: key = .function(5)
            case 17: key = .function(6)
            case 18: key = .function(7)
            case 19: key = .function(8)
            case 20: key = .function(9)
            case 21: key = .function(10)
            case 23: key = .function(11)
            case 24: key = .function(12)
            case 200:
                pasting = []
                return (nil, length)
            default: key = nil
            }
        default: key = Self.letterKey(finalByte)
        }
        return (key.map { .key(KeyPress($0, modifiers: modifiers.union(extraModifiers))) }, length)
    }

    /// The key that a final letter names in both `ESC O x` and `ESC [ ... x`: arrows, Home, End and F1-F4.
    private static func letterKey(_ byte: UInt8) -> KeyPress.Key? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// xterm modifier parameter: 1 + (shift 1, alt 2, ctrl 4).
    private static func modifiers(fromParameter parameter: Int??) -> KeyPress.Modifiers {
        guard let value = parameter ?? nil, value > 1 else { return [] }
        let bits = value - 1
        var modifiers: KeyPress.Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    /// `b;x;y` of an SGR mouse report (1-based coordinates).
    private func decodeSGRMouse(_ text: String, released: Bool) -> InputEvent? {
        let numbers = text.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        let code = numbers[0], x = numbers[1] - 1, y = numbers[2] - 1
        var modifiers: KeyPress.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let button: MouseEvent.Button
        switch code & 3 {
        case 0: button = .left
        case 1: button = .middle
        default: button = .right
        }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            kind = code & 1 == 0 ? .wheelUp : .wheelDown
        } else if code & 32 != 0 {
            kind = .drag(button)
        } else {
            kind = released ? .release(button) : .press(button)
        }
        return .mouse(MouseEvent(kind, x: x, y: y, modifiers: modifiers))
    }

    private mutating func decodePaste() -> (InputEvent?, Int)? {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        var collected = pasting ?? []
        var index = 0
        while index < pending.count {
            if pending[index] == 0x1B {
                if pending.count - index < end.count { break }
                if Array(pending[index..<index + end.count]) == end {
                    pasting = nil
                    return (.paste(TextSanitizer.sanitize(String(decoding: collected, as: UTF8.self))), index + end.count)
                }
            }
            collected.append(pending[index])
            index += 1
        }
        pasting = collected
        return index == 0 ? nil : (nil, index)
    }
}
