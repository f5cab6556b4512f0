import Testing
@testable import StratusTerminal

@Suite struct ColorTests {
    @Test func parsesAllNimbusForms() {
        #expect(Color(hex: "#F00") == Color(red: 255, green: 0, blue: 0))
        #expect(Color(hex: "#F008") == Color(red: 255, green: 0, blue: 0, alpha: 0x88))
        #expect(Color(hex: "#12AB34") == Color(red: 0x12, green: 0xAB, blue: 0x34))
        #expect(Color(hex: "#CCCCCCFF") == Color(red: 0xCC, green: 0xCC, blue: 0xCC))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "red") == nil)
    }

    @Test func downsamplesToPalettes() {
        #expect(ColorPalette.nearest256(Color(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.nearest256(Color(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.nearest16(Color(red: 250, green: 10, blue: 10)) == 9)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], colors: 256, hasColors: true) == .none)
        #expect(ColorSupport.detect(environment: [:], colors: 256, hasColors: true) == .indexed256)
        #expect(ColorSupport.detect(environment: [:], colors: 1 << 24, hasColors: true) == .trueColor)
        #expect(ColorSupport.detect(environment: [:], colors: 8, hasColors: true) == .ansi8)
    }

    @Test func spacesAroundAndAMissingHashAreAccepted() {
        #expect(Color(hex: " #0a0B0c ") == Color(red: 0x0A, green: 0x0B, blue: 0x0C))
        #expect(Color(hex: "abc") == Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color(hex: "") == nil)
        #expect(Color(hex: "#1234567") == nil)
        #expect(Color(hex: " #123456789 ") == nil)
        // Character by character: full-width digits are hex digits too.
        #expect(Color(hex: "１２３") == Color(red: 0x11, green: 0x22, blue: 0x33))
    }

    @Test func describesItselfAsHexWithAlphaOnlyWhenNotOpaque() {
        #expect(Color(red: 1, green: 0xAB, blue: 255).description == "#01ABFF")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0x80).description == "#00000080")
        #expect(Color(hex: Color(red: 18, green: 52, blue: 86, alpha: 120).description) == Color(red: 18, green: 52, blue: 86, alpha: 120))
    }

    @Test func transparentMeansZeroAlpha() {
        #expect(Color(red: 9, green: 9, blue: 9, alpha: 0).isTransparent)
        #expect(!Color(red: 9, green: 9, blue: 9, alpha: 1).isTransparent)
    }

    @Test func luminanceWeighsGreenMostAndBlueLeast() {
        #expect(Color.black.luminance == 0)
        #expect(Color.white.luminance == 1)
        let green = Color(red: 0, green: 255, blue: 0).luminance
        let red = Color(red: 255, green: 0, blue: 0).luminance
        let blue = Color(red: 0, green: 0, blue: 255).luminance
        #expect(green > red && red > blue)
        #expect(abs(green - 0.587) < 1e-9)
    }

    @Test func compositingBlendsByAlpha() {
        let half = Color(red: 255, green: 0, blue: 100, alpha: 128)
        // 128/255 of the top color, the rest of the bottom one, rounded.
        #expect(half.composited(over: .black) == Color(red: 128, green: 0, blue: 50))
        #expect(half.composited(over: .white) == Color(red: 255, green: 127, blue: 177))
        #expect(Color.red.composited(over: .white) == Color.red)
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 0).composited(over: .white) == .white)
    }
}

/// `Style` (Cells/Style.swift): merging and the golden summary.
@Suite struct StyleTests {
    @Test func mergingKeepsUnsetColorsAndAddsAttributes() {
        let base = Style(foreground: .red, background: .blue, attributes: .bold)
        #expect(base.merged(with: Style(foreground: .green)) == Style(foreground: .green, background: .blue, attributes: .bold))
        #expect(base.merged(with: Style(attributes: .underline)) == Style(foreground: .red, background: .blue, attributes: [.bold, .underline]))
        #expect(base.merged(with: .plain) == base)
        #expect(Style.plain.merged(with: base) == base)
    }

    @Test func summaryListsColorsThenAttributesInAFixedOrder() {
        let style = Style(foreground: Color(hex: "#FF0000"), background: Color(hex: "#00FF00"),
                          attributes: [.italic, .reverse, .underline, .dim, .bold])
        #expect(style.summary == "fg=#FF0000 bg=#00FF00 bold dim underline reverse italic")
        #expect(Style.plain.summary == "")
    }
}
