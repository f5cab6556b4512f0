/// How many colors a terminal can show, and how screen colors are brought down to that.
public enum ColorSupport: String, Sendable, CaseIterable {
    /// No color at all (`NO_COLOR` set, or a monochrome terminal): attributes only.
    case none
    /// The 8 or 16 ANSI colors.
    case ansi16
    /// The xterm 256-color palette.
    case indexed256
    /// 24-bit color (terminfo with direct color, e.g. `xterm-direct`).
    case trueColor

    /// What to use given the environment and what ncurses reports: `NO_COLOR` (any value) wins, then the number
    /// of colors the terminal has.
    public static func detect(environment: [String: String], colors: Int, hasColors: Bool) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard hasColors, colors >= 8 else { return .none }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .indexed256 }
        return .ansi16
    }

    /// The color number for `color` in this mode: an RGB value for true color, a palette index otherwise;
    /// nil with no color support.
    public func number(for color: Color) -> Int? {
        switch self {
        case .none: return nil
        case .trueColor: return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        case .indexed256: return ColorPalette.nearest256(color)
        case .ansi16: return ColorPalette.nearest16(color)
        }
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

    private static func distance(_ a: Color, _ b: Color) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        // Weighted for the eye's sensitivity (green most, blue least).
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }

    /// The index (0-15) of the ANSI color closest to `color`.
    public static func nearest16(_ color: Color) -> Int {
        var best = 0, bestDistance = Int.max
        for (index, candidate) in ansi.enumerated() {
            let d = distance(color, candidate)
            if d < bestDistance { best = index; bestDistance = d }
        }
        return best
    }

    /// The index (16-255) of the xterm-256 color closest to `color`: the 6x6x6 cube or the gray ramp.
    public static func nearest256(_ color: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int {
            var best = 0
            for (index, candidate) in levels.enumerated() where abs(candidate - Int(value)) < abs(levels[best] - Int(value)) { best = index }
            return best
        }
        let r = level(color.red), g = level(color.green), b = level(color.blue)
        let cube = Color(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayStep = max(0, min(23, (average - 8 + 5) / 10))
        let grayValue = UInt8(8 + 10 * grayStep)
        let gray = Color(red: grayValue, green: grayValue, blue: grayValue)
        return distance(color, gray) < distance(color, cube) ? 232 + grayStep : cubeIndex
    }
}
