import Testing
@testable import StratusTerminal

/// `ColorSupport.terminalStyle(for:)` (Backends/TerminalStyle.swift) and the palette lookups
/// (Backends/ColorPalette+Colors.swift): what each kind of terminal is asked to show.
@Suite struct TerminalStyleTests {
    @Test func trueColorSendsTheExactComponents() {
        let style = ColorSupport.trueColor.terminalStyle(for: Style(foreground: Color(red: 1, green: 2, blue: 3),
                                                                    background: Color(red: 0x10, green: 0x20, blue: 0x30),
                                                                    attributes: [.bold, .italic]))
        #expect(style == TerminalStyle(foreground: 0x010203, background: 0x102030, attributes: [.bold, .italic]))
    }

    @Test func transparentColorsAreTheTerminalDefault() {
        let clear = Color(red: 200, green: 10, blue: 10, alpha: 0)
        for support in [ColorSupport.ansi8, .ansi16, .indexed256, .trueColor] {
            #expect(support.terminalStyle(for: Style(foreground: clear, background: clear)) == TerminalStyle())
        }
    }

    @Test(arguments: [(ColorSupport.ansi16, 0, 15), (.indexed256, 16, 231), (.trueColor, 0, 0xFF_FFFF)])
    func aForegroundLostInItsBackgroundBecomesThePalettesBlackOrWhite(_ support: ColorSupport, _ black: Int, _ white: Int) {
        // Two dark blues come out the same: white text stands out. Two light yellows: black text.
        let dark = support.terminalStyle(for: Style(foreground: Color(red: 0, green: 0, blue: 90), background: Color(red: 0, green: 0, blue: 90)))
        #expect(dark.foreground == white)
        let light = support.terminalStyle(for: Style(foreground: Color(red: 250, green: 250, blue: 200),
                                                      background: Color(red: 250, green: 250, blue: 200)))
        #expect(light.foreground == black)
    }

    @Test func grayTextOnEightColorsIsTheDefaultColorDimmedNotAHue() {
        // Mid gray is nearest to yellow among the 8: it must stay secondary instead.
        for gray in [Color(red: 0x88, green: 0x88, blue: 0x88), Color(red: 128, green: 128, blue: 128), Color(red: 170, green: 170, blue: 175)] {
            let shown = ColorSupport.ansi8.terminalStyle(for: Style(foreground: gray))
            #expect(shown.foreground == nil && shown.attributes.contains(.dim), "\(gray): \(shown)")
        }
        // A hue keeps its nearest color, undimmed; 16 colors have a gray of their own.
        #expect(ColorSupport.ansi8.terminalStyle(for: Style(foreground: Color(red: 200, green: 30, blue: 30)))
                == TerminalStyle(foreground: 1))
        #expect(ColorSupport.ansi16.terminalStyle(for: Style(foreground: Color(red: 0x88, green: 0x88, blue: 0x88)))
                == TerminalStyle(foreground: 8))
    }

    @Test(arguments: [(ColorSupport.ansi8, 0, 7), (.ansi16, 0, 15), (.indexed256, 16, 231), (.trueColor, 0, 0xFF_FFFF)])
    func theDefaultTextColorOverABackgroundBecomesTheContrastingBlackOrWhite(_ support: ColorSupport, _ black: Int,
                                                                             _ white: Int) {
        // The terminal's own text color is light on a dark theme and dark on a light one: over a white card it
        // would vanish on one of them.
        let card = support.terminalStyle(for: Style(background: .white))
        #expect(card.foreground == black && card.background != nil)
        let dark = support.terminalStyle(for: Style(background: Color(red: 20, green: 30, blue: 90)))
        #expect(dark.foreground == white)
        // Without a background the terminal's color stays.
        #expect(support.terminalStyle(for: Style(attributes: .bold)) == TerminalStyle(attributes: .bold))
    }

    @Test func attributesSurviveEveryDepth() {
        for support in ColorSupport.allCases {
            #expect(support.terminalStyle(for: Style(attributes: [.underline, .dim])).attributes.isSuperset(of: [.underline, .dim]))
        }
    }

    @Test func numbersAndColorsRoundTripThroughThePalettes() {
        for index in 0..<256 {
            let color = ColorPalette.color(atIndex: index)!
            if index >= 16 { #expect(ColorSupport.indexed256.number(for: color) == index || index >= 232, "index \(index)") }
        }
        #expect(ColorPalette.color(atIndex: -1) == nil)
        #expect(ColorPalette.color(atIndex: 256) == nil)
        #expect(ColorPalette.color(atIndex: 16) == .black)
        #expect(ColorPalette.color(atIndex: 231) == .white)
        #expect(ColorPalette.color(atIndex: 232) == Color(red: 8, green: 8, blue: 8))
        #expect(ColorPalette.color(atIndex: 255) == Color(red: 238, green: 238, blue: 238))
        #expect(ColorPalette.color(atIndex: 9) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func theGrayRampWinsForGrays() {
        #expect(ColorPalette.nearest256(Color(red: 58, green: 58, blue: 58)) == 237)
        #expect(ColorPalette.nearest256(Color(red: 0, green: 0, blue: 0)) == 16)
        #expect(ColorPalette.nearest256(Color(red: 255, green: 255, blue: 255)) == 231)
    }

    @Test func shownIsWhatTheTerminalDraws() {
        let color = Color(red: 250, green: 10, blue: 10)
        #expect(ColorSupport.trueColor.shown(color) == color)
        #expect(ColorSupport.none.shown(color) == nil)
        #expect(ColorSupport.ansi16.shown(color) == Color(red: 255, green: 0, blue: 0))
        #expect(ColorSupport.ansi8.shown(color) == Color(red: 205, green: 0, blue: 0))
        #expect(ColorSupport.indexed256.shown(color) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func numbersMeanNothingWithoutColor() {
        #expect(ColorSupport.none.number(for: .red) == nil)
        #expect(ColorSupport.none.color(forNumber: 3) == nil)
        #expect(ColorSupport.ansi8.color(forNumber: 4) == Color(red: 0, green: 0, blue: 238))
    }
}
