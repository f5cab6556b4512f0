import Foundation

/// `a2ui:Icon`: the catalog's icon names as one-cell glyphs, or as ASCII where the terminal's character set is
/// not UTF-8 (``IconGlyphs/usesASCII``). An unknown name, or an icon given as an SVG path, shows as `•` (`*`).
struct A2UIIcon: View, Decodable {
    let name: String

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        // `name` may also be `{svgPath}`, which a terminal cannot draw: it shows as an unknown icon.
        if let text = try? properties.decodeIfPresent(String.self, forKey: "name") {
            name = text
        } else {
            properties.ignore("name")
            name = ""
        }
        A2UICommon.ignoreShared(in: properties)
    }

    var body: some View {
        Text(IconGlyphs.glyph(for: name, ascii: IconGlyphs.usesASCII))
            .accessibility(.image, name: IconGlyphs.spokenName(of: name))
    }
}

/// The glyphs of the basic catalog's icon names (every version's), each with an ASCII form.
enum IconGlyphs {
    /// One-cell glyphs first, ASCII second, by name.
    static let table: [String: (glyph: String, ascii: String)] = [
        "accountCircle": ("◉", "@"), "add": ("+", "+"), "arrowBack": ("←", "<-"), "arrowForward": ("→", "->"),
        "attachFile": ("⌇", "&"), "calendarToday": ("▦", "[=]"), "call": ("☎", "(c)"), "camera": ("◙", "[o]"),
        "check": ("✓", "v"), "close": ("✕", "x"), "delete": ("⌫", "[del]"), "download": ("⤓", "v"),
        "edit": ("✎", "/"), "event": ("▦", "[=]"), "error": ("⊗", "(!)"), "fastForward": ("»", ">>"),
        "favorite": ("♥", "<3"), "favoriteOff": ("♡", "<3"), "folder": ("▭", "[_]"), "help": ("?", "?"),
        "home": ("⌂", "^"), "info": ("ⓘ", "(i)"), "locationOn": ("⌖", "(@)"), "lock": ("⊠", "[#]"),
        "lockOpen": ("⊡", "[ ]"), "mail": ("✉", "[@]"), "menu": ("≡", "="), "moreVert": ("⋮", ":"),
        "moreHoriz": ("⋯", "..."), "notificationsOff": ("⍉", "(-)"), "notifications": ("⍾", "(!)"),
        "pause": ("‖", "||"), "payment": ("▭", "[$]"), "person": ("☺", "(:)"), "phone": ("☏", "(c)"),
        "photo": ("▣", "[^]"), "play": ("▶", ">"), "print": ("⎙", "[p]"), "refresh": ("↻", "(r)"),
        "rewind": ("«", "<<"), "search": ("⌕", "(?)"), "send": ("➤", ">"), "settings": ("⚙", "(*)"),
        "share": ("⇪", "^"), "shoppingCart": ("⊻", "[$]"), "skipNext": ("⇥", ">|"), "skipPrevious": ("⇤", "|<"),
        "star": ("★", "*"), "starHalf": ("✫", "*"), "starOff": ("☆", "o"), "stop": ("■", "[]"),
        "upload": ("⤒", "^"), "visibility": ("◎", "(o)"), "visibilityOff": ("⊘", "(-)"),
        "volumeDown": ("♪", "<)"), "volumeMute": ("∅", "<x"), "volumeOff": ("∅", "<x"), "volumeUp": ("♫", "<))"),
        "warning": ("▲", "/!\\"),
    ]

    /// The glyph of `name` (its ASCII form when `ascii`); `•` (`*`) for a name not in the catalog.
    ///
    /// Names are matched without case and underscores, so `calendar_today` is `calendarToday`.
    static func glyph(for name: String, ascii: Bool) -> String {
        let found = table[name] ?? normalizedTable[normalized(name)]
        guard let found else { return ascii ? "*" : "•" }
        return ascii ? found.ascii : found.glyph
    }

    /// What a screen reader calls the icon `name`: its words (`shoppingCart` is "shopping cart",
    /// `calendar_today` "calendar today"); "icon" for none.
    static func spokenName(of name: String) -> String {
        var words = ""
        for character in name {
            if character == "_" || character == "-" { words += " "; continue }
            if character.isUppercase, !words.isEmpty, words.last != " " { words += " " }
            words += character.lowercased()
        }
        let spoken = words.split(separator: " ").joined(separator: " ")
        return spoken.isEmpty ? "icon" : spoken
    }

    private static let normalizedTable: [String: (glyph: String, ascii: String)] =
        Dictionary(table.map { (normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })

    private static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: "")
    }

    /// Whether icons are drawn in ASCII: when the locale's character set (`LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`) is named and is not UTF-8. An unset or `C` locale keeps the glyphs, as the rest of the screen's
    /// box drawing does.
    static let usesASCII: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let dot = locale.firstIndex(of: ".") else { return false }
        let charset = locale[locale.index(after: dot)...].lowercased()
        return !(charset.hasPrefix("utf-8") || charset.hasPrefix("utf8"))
    }()
}
