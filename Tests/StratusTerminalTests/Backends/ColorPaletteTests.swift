import Testing
@testable import StratusTerminal

/// Colors brought down to what a terminal has: the nearest palette entry, text that stays readable.
@Suite struct ColorPaletteTests {
    let filledBlue = Color(red: 48, green: 80, blue: 160)

    @Test func detectsTheDepthFromTerminfoColorsAndTheEnvironment() {
        #expect(ColorSupport.detect(environment: [:], colors: 8, hasColors: true) == .ansi8)
        #expect(ColorSupport.detect(environment: [:], colors: 16, hasColors: true) == .ansi16)
        #expect(ColorSupport.detect(environment: [:], colors: 256, hasColors: true) == .indexed256)
        #expect(ColorSupport.detect(environment: [:], colors: 0x100_0000, hasColors: true) == .trueColor)
        #expect(ColorSupport.detect(environment: [:], colors: 2, hasColors: true) == .none)
        #expect(ColorSupport.detect(environment: [:], colors: 256, hasColors: false) == .none)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], colors: 256, hasColors: true) == .none)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": ""], colors: 256, hasColors: true) == .indexed256)
        #expect(ColorSupport.detect(environment: ["TERM": "dumb"], colors: 8, hasColors: true) == .none)
        #expect(min(ColorSupport.indexed256, .ansi16) == .ansi16)
        #expect(ColorSupport.none < .ansi8 && ColorSupport.ansi8 < .ansi16 && ColorSupport.indexed256 < .trueColor)
    }

    @Test func colortermTruecolorAsksForTheDirectColorEntry() {
        let truecolor = ["COLORTERM": "truecolor"]
        #expect(ColorSupport.directColorTerminalName(for: "xterm-256color", environment: truecolor) == "xterm-direct")
        #expect(ColorSupport.directColorTerminalName(for: "tmux-256color", environment: ["COLORTERM": "24bit"]) == "tmux-direct")
        #expect(ColorSupport.directColorTerminalName(for: "xterm-256color", environment: [:]) == nil)
        #expect(ColorSupport.directColorTerminalName(for: "xterm-direct", environment: truecolor) == nil)
        #expect(ColorSupport.directColorTerminalName(for: "dumb", environment: truecolor) == nil)
        #expect(ColorSupport.directColorTerminalName(for: "xterm-256color", environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == nil)
    }

    @Test func eightColorTerminalsGetOnlyTheFirstEightIndexes() {
        #expect(ColorPalette.nearest8(.white) == 7)
        #expect(ColorPalette.nearest8(filledBlue) == 4)
        #expect(ColorPalette.nearest8(Color(red: 250, green: 10, blue: 10)) == 1)
        #expect(ColorPalette.nearest16(Color(red: 250, green: 10, blue: 10)) == 9)
        for red in stride(from: 0, through: 255, by: 51) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 0, through: 255, by: 51) {
                    let color = Color(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    #expect((0..<8).contains(ColorSupport.ansi8.number(for: color) ?? -1))
                    #expect((0..<16).contains(ColorSupport.ansi16.number(for: color) ?? -1))
                    #expect((16..<256).contains(ColorSupport.indexed256.number(for: color) ?? -1))
                }
            }
        }
    }

    @Test func twoHundredFiftySixColorsUseTheCubeOrTheGrayRamp() {
        #expect(ColorPalette.nearest256(Color(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.nearest256(Color(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.nearest256(Color(red: 8, green: 8, blue: 8)) == 232)
        #expect(ColorPalette.nearest256(Color(red: 95, green: 135, blue: 175)) == 67)
        #expect(ColorPalette.color(atIndex: 67) == Color(red: 95, green: 135, blue: 175))
        #expect(ColorPalette.color(atIndex: 244) == Color(red: 128, green: 128, blue: 128))
        #expect(ColorSupport.trueColor.number(for: filledBlue) == 0x3050A0)
        #expect(ColorSupport.trueColor.color(forNumber: 0x3050A0) == filledBlue)
    }

    @Test func aForegroundThatComesOutLikeItsBackgroundBecomesBlackOrWhite() {
        let style = Style(foreground: Color(red: 16, green: 32, blue: 170), background: Color(red: 0, green: 0, blue: 210))
        let eight = ColorSupport.ansi8.terminalStyle(for: style)
        #expect(eight.background == 4)
        #expect(eight.foreground == 7)
        let yellow = Style(foreground: Color(red: 230, green: 230, blue: 40), background: Color(red: 205, green: 205, blue: 10))
        let onYellow = ColorSupport.ansi8.terminalStyle(for: yellow)
        #expect(onYellow.background == 3)
        #expect(onYellow.foreground == 0)
        let distinct = ColorSupport.ansi8.terminalStyle(for: Style(foreground: .white, background: filledBlue))
        #expect(distinct.foreground == 7 && distinct.background == 4)
    }

    @Test func nearBlackOrNearWhiteTextOverTheTerminalBackgroundUsesTheDefaultForeground() {
        for support in [ColorSupport.ansi8, .ansi16, .indexed256, .trueColor] {
            #expect(support.terminalStyle(for: Style(foreground: Color(red: 20, green: 20, blue: 20))).foreground == nil)
            #expect(support.terminalStyle(for: Style(foreground: .white)).foreground == nil)
            #expect(support.terminalStyle(for: Style(foreground: .red)).foreground != nil)
            // Over a background of its own, black text is kept.
            #expect(support.terminalStyle(for: Style(foreground: .black, background: .yellow)).foreground != nil)
        }
    }

    /// Reverse video is focus's look alone: a filled box is bold without colour, and focus over it stays reversed.
    @Test func withoutColorABackgroundBecomesBoldNotReverseVideo() {
        let filled = ColorSupport.none.terminalStyle(for: Style(foreground: .white, background: filledBlue))
        #expect(filled == TerminalStyle(attributes: [.bold]))
        let focusedOnFilled = ColorSupport.none.terminalStyle(for: Style(background: filledBlue, attributes: .reverse))
        #expect(focusedOnFilled == TerminalStyle(attributes: [.reverse, .bold]))
        #expect(ColorSupport.none.terminalStyle(for: Style(foreground: .red)) == TerminalStyle())
        let transparent = Color(red: 1, green: 2, blue: 3, alpha: 0)
        #expect(ColorSupport.none.terminalStyle(for: Style(background: transparent)) == TerminalStyle())
    }
}

/// ASCII stand-ins for terminals whose locale is not UTF-8.
@Suite struct GlyphSetTests {
    @Test func theLocaleDecidesWithPosixPrecedence() {
        #expect(GlyphSet.detect(environment: ["LANG": "C"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LANG": "POSIX"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LANG": "en_US.ISO-8859-1"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LANG": "C.utf8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "C"]) == .ascii)
        #expect(GlyphSet.detect(environment: ["LANG": "C", "LC_CTYPE": "C.UTF-8"]) == .unicode)
        #expect(GlyphSet.detect(environment: ["LANG": "C", "LC_ALL": ""]) == .ascii)
        #expect(GlyphSet.detect(environment: [:]) == .unicode)
    }

    @Test func boxDrawingMarksSpinnersAndBarsBecomeOneAsciiCharacter() {
        let ascii = GlyphSet.ascii
        #expect(["┌", "╮", "┼", "╰"].map(ascii.text(for:)) == ["+", "+", "+", "+"])
        #expect(["─", "╌", "│", "╎"].map(ascii.text(for:)) == ["-", "-", "|", "|"])
        #expect(["✓", "✕", "•", "‹", "←", "▾", "█", "░", "▣"].map(ascii.text(for:)) == ["v", "x", "*", "<", "<", "v", "#", ".", "#"])
        let spinner = ["⠋", "⠙", "⠹", "⠸"].map(ascii.text(for:))
        #expect(spinner.allSatisfy { #"|/-\"#.contains($0) })
        #expect(Set(spinner).count > 1, "the spinner should still turn")
        #expect(["a", " ", "é", "e\u{301}", "日", "😀"].map(ascii.text(for:)) == ["a", " ", "e", "e", "?", "?"])
        for scalar in (0x2500...0x257F).compactMap(Unicode.Scalar.init) + (0x2580...0x259F).compactMap(Unicode.Scalar.init) {
            let text = ascii.text(for: String(scalar))
            #expect(text.unicodeScalars.count == 1 && text.unicodeScalars.first!.isASCII, "\(scalar) gave \(text)")
        }
        #expect(GlyphSet.unicode.text(for: "┌") == "┌")
    }
}
