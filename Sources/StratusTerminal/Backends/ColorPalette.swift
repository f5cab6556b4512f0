/// How many colors a terminal can show, and how screen colors are brought down to that.
///
/// The cases are ordered from least to most capable, so `min(_:_:)` of a terminal's support and a user's
/// `--color` choice is what gets shown.
public enum ColorSupport: String, Sendable, CaseIterable, Comparable {
    /// No color at all (`NO_COLOR` set, `TERM=dumb`, or a monochrome terminal): reverse video, bold and the
    /// other attributes only.
    case none
    /// The 8 ANSI colors (`TERM=xterm`, `vt220` with color, the Linux console).
    case ansi8
    /// The 16 ANSI colors: the 8 and their bright versions.
    case ansi16
    /// The xterm 256-color palette.
    case indexed256
    /// 24-bit color (terminfo with direct color, such as `xterm-direct`).
    case trueColor

    /// What to use given the environment and what terminfo reports.
    ///
    /// `NO_COLOR` (any non-empty value, see no-color.org) and `TERM=dumb` mean no color; otherwise the number of
    /// colors terminfo gives (`tigetnum("colors")`, ncurses's `COLORS`) decides. `COLORTERM` does not appear here:
    /// a terminal that announces 24-bit color gets its direct-color terminfo entry instead (see
    /// ``directColorTerminalName(for:environment:)``), because ncurses can only send what terminfo describes.
    public static func detect(environment: [String: String], colors: Int, hasColors: Bool) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if environment["TERM"] == "dumb" { return .none }
        guard hasColors, colors >= 8 else { return .none }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .ansi16 }
        return .ansi8
    }

    /// The direct-color terminfo entry to try first when `COLORTERM` says the terminal shows 24-bit color
    /// (`truecolor` or `24bit`) but `TERM` names a palette entry: `xterm-256color` becomes `xterm-direct`.
    /// Nil when `COLORTERM` does not ask for it, `NO_COLOR` is set, or `TERM` already is a direct entry.
    public static func directColorTerminalName(for term: String, environment: [String: String]) -> String? {
        guard let announced = environment["COLORTERM"]?.lowercased(), announced == "truecolor" || announced == "24bit",
              environment["NO_COLOR"].map(\.isEmpty) ?? true,
              !term.isEmpty, term != "dumb", !term.hasSuffix("-direct") else { return nil }
        let family = term.split(separator: "-").first.map(String.init) ?? term
        return family + "-direct"
    }

    /// The color number for `color` in this mode: an RGB value for true color, a palette index otherwise;
    /// nil with no color support.
    public func number(for color: Color) -> Int? {
        switch self {
        case .none: return nil
        case .trueColor: return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        case .indexed256: return ColorPalette.nearest256(color)
        case .ansi16: return ColorPalette.nearest16(color)
        case .ansi8: return ColorPalette.nearest8(color)
        }
    }

    /// The color a terminal shows for `number` in this mode (the xterm palette for indexes); nil with no color.
    public func color(forNumber number: Int) -> Color? {
        switch self {
        case .none: return nil
        case .trueColor:
            return Color(red: UInt8(truncatingIfNeeded: number >> 16), green: UInt8(truncatingIfNeeded: number >> 8),
                         blue: UInt8(truncatingIfNeeded: number))
        case .ansi8, .ansi16, .indexed256:
            return ColorPalette.color(atIndex: number)
        }
    }

    /// The palette's black and white in this mode, for a foreground that must stand out from its background.
    func blackAndWhite() -> (black: Int, white: Int) {
        switch self {
        case .none, .ansi8: return (0, 7)
        case .ansi16: return (0, 15)
        case .indexed256: return (16, 231)
        case .trueColor: return (0, 0xFF_FFFF)
        }
    }

    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Nearest-color lookups into the standard terminal palettes.
public enum ColorPalette {
    /// The 16 ANSI colors as xterm draws them.
    static let ansi: [Color] = [
        Color(red: 0, green: 0, blue: 0), Color(red: 205, green: 0, blue: 0), Color(red: 0, green: 205, blue: 0),
        Color(red: 205, green: 205, blue: 0), Color(red: 0, green: 0, blue: 238), Color(red: 205, green: 0, blue: 205),
        Color(red: 0, green: 205, blue: 205), Color(red: 229, green: 229, blue: 229), Color(red: 127, green: 127, blue: 127),
        Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 255, blue: 0), Color(red: 255, green: 255, blue: 0),
        Color(red: 92, green: 92, blue: 255), Color(red: 255, green: 0, blue: 255), Color(red: 0, green: 255, blue: 255),
        Color(red: 255, green: 255, blue: 255),
    ]

    /// The six levels of each component in the xterm 6x6x6 color cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The perceived distance between two colors: squared component differences weighted for the eye's
    /// sensitivity (green most, blue least).
    static func distance(_ a: Color, _ b: Color) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }

    private static func nearest(_ color: Color, among count: Int) -> Int {
        var best = 0, bestDistance = Int.max
        for index in 0..<count {
            let d = distance(color, ansi[index])
            if d < bestDistance { best = index; bestDistance = d }
        }
        return best
    }

    /// The index (0-7) of the basic ANSI color closest to `color`, for terminals with only 8 colors.
    public static func nearest8(_ color: Color) -> Int { nearest(color, among: 8) }

    /// The index (0-15) of the ANSI color closest to `color`.
    public static func nearest16(_ color: Color) -> Int { nearest(color, among: 16) }

    /// The index (16-255) of the xterm-256 color closest to `color`: the 6x6x6 cube or the gray ramp.
    public static func nearest256(_ color: Color) -> Int {
        func level(_ value: UInt8) -> Int {
            var best = 0
            for (index, candidate) in cubeLevels.enumerated()
            where abs(candidate - Int(value)) < abs(cubeLevels[best] - Int(value)) { best = index }
            return best
        }
        let r = level(color.red), g = level(color.green), b = level(color.blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayStep = max(0, min(23, (average - 8 + 5) / 10))
        let grayIndex = 232 + grayStep
        guard let gray = ColorPalette.color(atIndex: grayIndex), let cube = ColorPalette.color(atIndex: cubeIndex) else {
            return cubeIndex
        }
        return distance(color, gray) < distance(color, cube) ? grayIndex : cubeIndex
    }
}
