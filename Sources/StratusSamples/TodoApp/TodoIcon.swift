import StratusTerminal

/// `todoapp:icon`: a named icon drawn as one character (`search`, `delete`, `add`, `check`...).
struct TodoIcon: View, Decodable {
    var name: String
    var color: String?
    var size: Double?

    /// One-cell symbols, so that icons never change the width of a row.
    static let symbols: [String: String] = [
        "search": "⌕", "delete": "✕", "close": "✕", "add": "+", "check": "✓", "done": "✓", "edit": "✎",
        "back": "‹", "forward": "›", "menu": "≡", "star": "★", "calendar": "▦", "info": "ℹ",
    ]

    var body: some View {
        Text(Self.symbols[name.lowercased()] ?? "•").foregroundColor(screenColor(color))
    }
}
