/// A cell's style as a terminal of a given ``ColorSupport`` shows it: color numbers (palette indexes, or RGB
/// values in true color) instead of colors, nil for the terminal's default color.
public struct TerminalStyle: Hashable, Sendable {
    /// The text color number; nil is the terminal's default foreground.
    public var foreground: Int?
    /// The background color number; nil is the terminal's default background.
    public var background: Int?
    /// Bold, dim, underline, reverse, italic.
    public var attributes: TextAttributes

    /// A terminal style from its parts.
    public init(foreground: Int? = nil, background: Int? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

extension ColorSupport {
    /// How a terminal with this support shows `style`, keeping text readable.
    ///
    /// - Each color becomes the nearest the terminal has (see ``number(for:)``).
    /// - A foreground that comes out equal to its background (two dark blues that both become ANSI blue) is
    ///   replaced by the palette's black or white, whichever stands out from that background.
    /// - Over the terminal's own background, whose color is unknown (dark or light theme), a near-black or
    ///   near-white foreground becomes the default foreground: black text would vanish on a dark theme.
    /// - With 8 colors, which have no gray, a mid gray foreground is never turned into a hue (mid gray is
    ///   nearest to yellow): it is the default foreground dimmed, so that secondary text stays secondary.
    /// - Over a colored background, text in the terminal's default color gets the palette's black or white,
    ///   whichever stands out from that background: the default is light on a dark theme and dark on a light
    ///   one, so a white card would hide it on one of them.
    /// - Without color, the text over a colored background is bold, so that filled boxes, selected rows and
    ///   buttons still stand out; the attributes are kept. Reverse video stays focus's alone: a filled box
    ///   shown reversed would look focused.
    public func terminalStyle(for style: Style) -> TerminalStyle {
        let foreground = style.foreground.flatMap { $0.isTransparent ? nil : $0 }
        let background = style.background.flatMap { $0.isTransparent ? nil : $0 }
        guard self != .none else {
            var attributes = style.attributes
            if background != nil { attributes.insert(.bold) }
            return TerminalStyle(attributes: attributes)
        }
        var mapped = TerminalStyle(foreground: foreground.flatMap(number(for:)), background: background.flatMap(number(for:)),
                                   attributes: style.attributes)
        if let foreground, background == nil, foreground.luminance < 0.15 || foreground.luminance > 0.9 {
            mapped.foreground = nil
        }
        if self == .ansi8, let foreground, foreground.isGray, (0.15...0.9).contains(foreground.luminance) {
            mapped.foreground = nil
            mapped.attributes.insert(.dim)
        }
        if let background = mapped.background, mapped.foreground == nil || mapped.foreground == background {
            let (black, white) = blackAndWhite()
            let shown = color(forNumber: background) ?? .black
            mapped.foreground = shown.luminance > 0.5 ? black : white
        }
        return mapped
    }
}
