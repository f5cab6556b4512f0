/// Turns what ncurses' `wget_wch` returns into key presses.
///
/// Function keys arrive as key codes (`KEY_UP` = 0403...). Keys with modifiers that terminfo knows get codes
/// above `KEY_MAX`, assigned at run time, so they are recognised by their `keyname` (`kUP5` is ctrl+up: the digit
/// is xterm's modifier parameter, tui-anchors 7.4 pitfall 6). Characters come as code points; control characters
/// are mapped like the byte decoder does (`\u{1}` is ctrl+a, DEL is backspace).
public enum NcursesKeyMap {
    /// The key for an ncurses key code (`isKeyCode`) or character; nil for codes that are not keys (mouse,
    /// resize) and codes this map does not know.
    public static func keyPress(code: UInt32, isKeyCode: Bool, name: String?) -> KeyPress? {
        guard isKeyCode else { return character(code) }
        switch code {
        case 0o402: return KeyPress(.down)
        case 0o403: return KeyPress(.up)
        case 0o404: return KeyPress(.left)
        case 0o405: return KeyPress(.right)
        case 0o406: return KeyPress(.home)
        case 0o407: return KeyPress(.backspace)
        case 0o411...0o500:
            return functionKey(Int(code) - 0o410)
        case 0o512: return KeyPress(.delete)
        case 0o513: return KeyPress(.insert)
        case 0o520: return KeyPress(.down, modifiers: .shift)
        case 0o521: return KeyPress(.up, modifiers: .shift)
        case 0o522: return KeyPress(.pageDown)
        case 0o523: return KeyPress(.pageUp)
        case 0o527: return KeyPress(.enter)
        case 0o541: return KeyPress(.tab, modifiers: .shift)
        case 0o550: return KeyPress(.end)
        case 0o577: return KeyPress(.delete, modifiers: .shift)
        case 0o602: return KeyPress(.end, modifiers: .shift)
        case 0o607: return KeyPress(.home, modifiers: .shift)
        case 0o611: return KeyPress(.left, modifiers: .shift)
        case 0o622: return KeyPress(.right, modifiers: .shift)
        default:
            return name.flatMap(extendedKey)
        }
    }

    /// F13-F24 are shift+F1-F12, F25-F36 ctrl, F37-F48 ctrl+shift, F49-F60 alt (xterm's terminfo).
    private static func functionKey(_ number: Int) -> KeyPress? {
        guard number >= 1 else { return nil }
        let base = (number - 1) % 12 + 1
        let modifiers: KeyPress.Modifiers
        switch (number - 1) / 12 {
        case 0: modifiers = []
        case 1: modifiers = .shift
        case 2: modifiers = .ctrl
        case 3: modifiers = [.ctrl, .shift]
        case 4: modifiers = .alt
        default: return nil
        }
        return KeyPress(.function(base), modifiers: modifiers)
    }

    /// `kUP5`, `kLFT3`, `kDC6`...: a key name plus xterm's modifier parameter.
    static func extendedKey(_ name: String) -> KeyPress? {
        let keys: [(String, KeyPress.Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
            ("kNXT", .pageDown), ("kPRV", .pageUp), ("kDC", .delete), ("kIC", .insert),
        ]
        for (prefix, key) in keys where name.hasPrefix(prefix) {
            guard let parameter = Int(name.dropFirst(prefix.count)), parameter >= 2 else { return nil }
            let bits = parameter - 1
            var modifiers: KeyPress.Modifiers = []
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & 2 != 0 { modifiers.insert(.alt) }
            if bits & 4 != 0 { modifiers.insert(.ctrl) }
            return KeyPress(key, modifiers: modifiers)
        }
        return nil
    }

    /// A character code point as a key.
    public static func character(_ code: UInt32) -> KeyPress? {
        switch code {
        case 0x09: return KeyPress(.tab)
        case 0x0A, 0x0D: return KeyPress(.enter)
        case 0x1B: return KeyPress(.escape)
        case 0x7F, 0x08: return KeyPress(.backspace)
        case 0x00: return KeyPress(.character(" "), modifiers: .ctrl)
        case 0x01...0x1A: return KeyPress(.character(Character(UnicodeScalar(UInt8(code + 0x60)))), modifiers: .ctrl)
        case 0x1C...0x1F, 0x80...0x9F: return nil
        default:
            guard let scalar = UnicodeScalar(code) else { return nil }
            return KeyPress(.character(Character(scalar)))
        }
    }
}
