import Testing
@testable import StratusTerminal

/// `Text` (Views/Text.swift): sanitized, wrapped at words to the width offered, aligned, styled by modifiers.
@MainActor
@Suite struct TextTests {
    @Test func wrapsAtWordsToTheWidthOffered() {
        expectFrame(Text("one two three"), width: 7, height: 3, lines: ["one two", "three"])
    }

    @Test func honoursNewlines() {
        expectFrame(Text("a\n\nb"), lines: ["a", "", "b"])
    }

    @Test func truncatedKeepsOneLineAndEndsWithAnEllipsis() {
        expectFrame(Text("abcdef ghi").truncated(), width: 6, height: 2, lines: ["abcde…"])
    }

    @Test(arguments: [(TextAlignment.start, ["ab", "abcd"]), (.center, ["   ab", "  abcd"]), (.end, ["      ab", "    abcd"])])
    func alignmentPlacesEachLineInTheBox(_ alignment: TextAlignment, _ lines: [String]) {
        expectFrame(Text("ab\nabcd").multilineTextAlignment(alignment).frame(width: .fixed(8)), width: 10, lines: lines)
    }

    @Test func escapeSequencesNeverReachTheFrame() {
        expectFrame(Text("a\u{1B}[2Jb\u{07}c"), lines: ["abc"])
    }

    @Test func describingShowsAValue() {
        expectFrame(Text(describing: 42), lines: ["42"])
        expectFrame(Text(describing: 1.5), lines: ["1.5"])
    }

    @Test func wideCharactersTakeTwoColumns() {
        let host = expectFrame(HStack(spacing: 0) { Text("日本"); Text("x") }, lines: ["日本x"])
        #expect(host.frame[4, 0].text == "x")
        #expect(host.frame[1, 0].isContinuation)
    }

    @Test func attributeModifiersStyleEveryCellOfTheText() {
        let host = ViewHost(VStack {
            Text("b").bold()
            Text("d").dim()
            Text("u").underline()
            Text("r").reverse()
            Text("i").italic()
            Text("n").bold(false)
        }, width: 4, height: 6)
        let expected: [TextAttributes] = [.bold, .dim, .underline, .reverse, .italic, []]
        for (row, attributes) in expected.enumerated() {
            #expect(host.frame[0, row].style.attributes == attributes, "row \(row)")
        }
    }

    @Test func foregroundColorColorsTheTextOnly() {
        let host = ViewHost(HStack(spacing: 0) { Text("ab").foregroundColor(Color.red); Text("c") }, width: 4, height: 1)
        #expect(host.frame[0, 0].style.foreground == Color.red)
        #expect(host.frame[1, 0].style.foreground == Color.red)
        #expect(host.frame[2, 0].style.foreground == nil)
    }

    @Test func textOnAColoredBackgroundGetsAReadableColor() {
        let host = ViewHost(VStack {
            Text("dark").backgroundColor(Color(red: 20, green: 20, blue: 80))
            Text("light").backgroundColor(Color(red: 240, green: 240, blue: 200))
            Text("own").foregroundColor(Color.red).backgroundColor(Color.white)
        }, width: 6, height: 3)
        #expect(host.frame[0, 0].style.foreground == Color.white)
        #expect(host.frame[0, 1].style.foreground == Color.black)
        #expect(host.frame[0, 2].style.foreground == Color.red)
        #expect(host.frame[0, 2].style.background == Color.white)
    }

    @Test func anEmptyTextTakesNoColumns() {
        expectFrame(HStack(spacing: 0) { Text("a"); Text(""); Text("b") }, lines: ["ab"])
    }
}

/// A text made of segments (Views/Text.swift, `init(segments:)`): their attributes stay on their characters
/// wherever wrapping puts them (Paint/TextEmphasis.swift).
@MainActor
@Suite struct TextEmphasisTests {
    @Test func aBoldWordKeepsItsCellsWhenTheLineWraps() {
        let text = Text(segments: [("one two ", []), ("three", .bold), (" four ", []), ("five", .italic)])
        let host = expectFrame(text, width: 10, height: 3, lines: ["one two", "three four", "five"])
        let bold = (0..<10).filter { host.frame[$0, 1].style.attributes.contains(.bold) }
        #expect(bold == [0, 1, 2, 3, 4])
        #expect((0..<10).allSatisfy { !host.frame[$0, 0].style.attributes.contains(.bold) })
        let italic = (0..<10).filter { host.frame[$0, 2].style.attributes.contains(.italic) }
        #expect(italic == [0, 1, 2, 3])
    }

    @Test func emphasisFollowsWideCharactersAndCutWords() {
        let text = Text(segments: [("日本 ", []), ("語abcdefgh", .bold)])
        let host = expectFrame(text, width: 6, height: 3, lines: ["日本", "語abcd", "efgh"])
        #expect(!host.frame[0, 0].style.attributes.contains(.bold))
        #expect((0..<6).allSatisfy { host.frame[$0, 1].style.attributes.contains(.bold) })
        #expect((0..<4).allSatisfy { host.frame[$0, 2].style.attributes.contains(.bold) })
    }

    @Test func controlCharactersAreTakenOutWithoutMovingTheEmphasis() {
        let text = Text(segments: [("a\u{1B}[31mb ", []), ("bold", .bold)])
        let host = expectFrame(text, width: 20, height: 1, lines: ["ab bold"])
        #expect((0..<20).filter { host.frame[$0, 0].style.attributes.contains(.bold) } == [3, 4, 5, 6])
    }
}
