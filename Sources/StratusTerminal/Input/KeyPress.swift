/// A key with its modifiers, written in the shared key grammar: `a`, `A`, `enter`, `esc`, `tab`, `shift+tab`,
/// `space`, `backspace`, `delete`, `insert`, `up`, `down`, `left`, `right`, `home`, `end`, `pageup`, `pagedown`,
/// `f1`...`f12`, `ctrl+x`, `alt+x` and combinations such as `ctrl+alt+left` or `ctrl+shift+f5`.
///
/// Screens (`"shortcut": "ctrl+s"`), the command line and tests all use this grammar. Parsing is case-insensitive
/// for names and modifiers; a single letter keeps its case (`A` is the character A). Printing gives the canonical
/// form: modifiers in the order ctrl, alt, shift, then the key.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// A key without modifiers.
    public enum Key: Hashable, Sendable {
        /// A printable character (`space` is the character " ").
        case character(Character)
        /// Enter / Return.
        case enter
        /// Escape.
        case escape
        /// Tab (Shift+Tab is `tab` with the shift modifier).
        case tab
        /// Backspace.
        case backspace
        /// Delete (forward).
        case delete
        /// Insert.
        case insert
        /// Arrow up.
        case up
        /// Arrow down.
        case down
        /// Arrow left.
        case left
        /// Arrow right.
        case right
        /// Home.
        case home
        /// End.
        case end
        /// Page up.
        case pageUp
        /// Page down.
        case pageDown
        /// A function key, 1...24.
        case function(Int)
    }

    /// Ctrl, Alt and Shift.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Meta, Option).
        public static let alt = Modifiers(rawValue: 2)
        /// Control.
        public static let ctrl = Modifiers(rawValue: 4)
    }

    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// A key press from its parts. A letter with ctrl is stored lower-case (`ctrl+S` is `ctrl+s`).
    public init(_ key: Key, modifiers: Modifiers = []) {
        if case .character(let character) = key, !modifiers.intersection([.ctrl]).isEmpty,
           let lower = character.lowercased().first, character.isLetter {
            self.key = .character(lower)
        } else {
            self.key = key
        }
        self.modifiers = modifiers
    }

    /// A printable character typed without modifiers.
    public static func character(_ character: Character) -> KeyPress { KeyPress(.character(character)) }

    /// The character this press types into a text field, if it types one (no ctrl, no alt).
    public var typedCharacter: Character? {
        guard case .character(let character) = key, modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
        return character
    }

    /// Parses one key in the grammar; throws `TerminalError` with the reason when the text is not a key.
    public init(parsing text: String) throws {
        guard let press = KeyPress.parse(text) else {
            throw TerminalError.invalidKey(text, reason: "expected a key such as `a`, `enter`, `ctrl+s`, `shift+tab` or `f5`")
        }
        self = press
    }

    /// Parses a whitespace- or comma-separated list of keys: `"tab tab enter"`.
    public static func parseSequence(_ text: String) throws -> [KeyPress] {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        return try parts.map { try KeyPress(parsing: $0) }
    }

    private static let names: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "space": .character(" "),
        "backspace": .backspace, "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert,
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown, "plus": .character("+"),
        "minus": .character("-"),
    ]

    private static func parse(_ raw: String) -> KeyPress? {
        let text = String(raw.trimmingSpaces())
        guard !text.isEmpty else { return nil }
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // `ctrl++` and `+`: a trailing empty part is the plus key itself.
        if parts.count >= 2, parts.last == "", parts[parts.count - 2] == "" {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let keyText = parts.popLast(), !keyText.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            switch part.lowercased() {
            case "ctrl", "control", "c": modifiers.insert(.ctrl)
            case "alt", "meta", "option", "m": modifiers.insert(.alt)
            case "shift", "s": modifiers.insert(.shift)
            default: return nil
            }
        }
        if keyText.count == 1, let character = keyText.first {
            if character.isWhitespace || character.unicodeScalars.first.map({ $0.value < 0x20 }) == true { return nil }
            return KeyPress(.character(character), modifiers: modifiers)
        }
        let lower = keyText.lowercased()
        if let key = names[lower] { return KeyPress(key, modifiers: modifiers) }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            return KeyPress(.function(number), modifiers: modifiers)
        }
        return nil
    }

    /// The canonical text: `ctrl+alt+shift+key`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.ctrl) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(keyName)
        return Self.joinedWithPlus(parts)
    }

    /// The key's own name in the grammar.
    public var keyName: String {
        switch key {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .insert: return "insert"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .function(let number): return "f\(number)"
        }
    }

    /// The key as the app writes it to people, the one way everywhere (footer, `?` help, tab bar, questions,
    /// Docs/Keys.md): modifiers spelled out and joined with `+`, names capitalized: `Ctrl+S`, `Alt+1`,
    /// `Shift+Tab`, `Esc`, `Enter`, `Space`, `PageDown`, `F5`. A character alone keeps its case (`q`, `?`); after
    /// a modifier a letter is written in capitals (`Ctrl+S` is ctrl+s).
    public var label: String {
        var parts: [String] = []
        if modifiers.contains(.ctrl) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(" "): parts.append("Space")
        case .character(let character): parts.append(parts.isEmpty ? String(character) : String(character).uppercased())
        case .escape: parts.append("Esc")
        case .pageUp: parts.append("PageUp")
        case .pageDown: parts.append("PageDown")
        case .function(let number): parts.append("F\(number)")
        default: parts.append(keyName.prefix(1).uppercased() + String(keyName.dropFirst()))
        }
        return Self.joinedWithPlus(parts)
    }

    /// `parts` joined with `+`, appended one by one rather than by `joined(separator:)`: that generic path, met
    /// for the first time, asks the Swift runtime for a conformance (a search of every conformance record of the
    /// program) on the first frame's footer.
    private static func joinedWithPlus(_ parts: [String]) -> String {
        var joined = parts.first ?? ""
        for part in parts.dropFirst() { joined += "+" + part }
        return joined
    }
}
