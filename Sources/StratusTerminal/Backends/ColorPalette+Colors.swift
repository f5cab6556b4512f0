extension ColorPalette {
    /// The colour a terminal shows for palette index `index` (0-15 the ANSI colours as xterm draws them, 16-231
    /// the 6x6x6 cube, 232-255 the grey ramp); nil outside 0...255.
    public static func color(atIndex index: Int) -> Color? {
        switch index {
        case 0..<16: return ansi[index]
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return Color(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        case 232..<256:
            let value = UInt8(8 + 10 * (index - 232))
            return Color(red: value, green: value, blue: value)
        default: return nil
        }
    }
}

extension ColorSupport {
    /// `color` as a terminal with this support shows it: itself in true colour, the nearest palette colour with
    /// 256, 16 or 8 colours, nil (the terminal's default) with no colour.
    public func shown(_ color: Color) -> Color? {
        switch self {
        case .trueColor: return color
        case .none: return nil
        case .indexed256, .ansi16, .ansi8: return number(for: color).flatMap(ColorPalette.color(atIndex:))
        }
    }
}
