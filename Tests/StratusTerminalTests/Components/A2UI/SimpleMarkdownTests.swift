import Testing
@testable import StratusTerminal

@Suite struct SimpleMarkdownTests {
    @Test func headingsListsAndLinksBecomeOneBlockALine() {
        let blocks = SimpleMarkdown.blocks(of: "# Title\n## Part\n\n- one\n* two\n[Docs](https://a2ui.org)")
        #expect(blocks == [
            .init(text: "Title", attributes: [.bold, .underline], headingLevel: 1),
            .init(text: "Part", attributes: .bold, headingLevel: 2),
            .init(text: "", attributes: []),
            .init(text: "• one", attributes: [], isListItem: true),
            .init(text: "• two", attributes: [], isListItem: true),
            .init(text: "Docs (https://a2ui.org)", attributes: []),
        ])
        // The two items are one list; every other line stands alone.
        #expect(SimpleMarkdown.runs(of: blocks) == [0..<1, 1..<2, 2..<3, 3..<5, 5..<6])
    }

    @Test func inlineMarkersAroundWordsAreTakenOut() {
        #expect(SimpleMarkdown.inlineText("This is **bold**, *italic*, _also_ and `code`.") == "This is bold, italic, also and code.")
    }

    @Test func markersThatDoNotEncloseAWordStay() {
        #expect(SimpleMarkdown.inlineText("call snake_case_name now") == "call snake_case_name now")
        #expect(SimpleMarkdown.inlineText("5 * 3 = 15") == "5 * 3 = 15")
        #expect(SimpleMarkdown.isPlain("★★★★★ (2,847 reviews)"))
        #expect(!SimpleMarkdown.isPlain("**Total**"))
    }

    @Test func aTextIsPlainWhenItsBlocksAreItsOwnTextUnmarked() {
        // Texts with no character Markdown starts with are found plain without being read; the others are read.
        let texts = ["Row 12", "★★★★★ (2,847 reviews)", "", " ", "Café, 3 €", "**Total**", "# Title", "- item", "+ item",
                     "> quoted", "`code`", "_em_", "[a](b)", "a | b", "~~~", "two\nlines", "well-known", "5 * 3", "a_b"]
        for text in texts {
            let blocks = SimpleMarkdown.blocks(of: text)
            #expect(SimpleMarkdown.isPlain(text) == (blocks == [SimpleMarkdown.Block(text: text, attributes: [])]), "\(text)")
        }
    }

    @Test func boldAndItalicMarkTheCharactersTheyEnclose() {
        let block = SimpleMarkdown.blocks(of: "- a **bold** and *italic* and ***both***")[0]
        #expect(block.text == "• a bold and italic and both")
        #expect(block.emphasis == [
            TextEmphasis(range: 4..<8, attributes: .bold),
            TextEmphasis(range: 13..<19, attributes: .italic),
            TextEmphasis(range: 24..<28, attributes: [.bold, .italic]),
        ])
        #expect(block.segments.map(\.text) == ["• a ", "bold", " and ", "italic", " and ", "both"])
        #expect(SimpleMarkdown.blocks(of: "__strong__ _em_")[0].emphasis
                == [TextEmphasis(range: 0..<6, attributes: .bold), TextEmphasis(range: 7..<9, attributes: .italic)])
    }

    @Test func codeIsReadAsWrittenAndLinksKeepTheirEmphasis() {
        let code = SimpleMarkdown.blocks(of: "run `a*b*c` now")[0]
        #expect(code.text == "run a*b*c now")
        #expect(code.emphasis.isEmpty)
        let link = SimpleMarkdown.blocks(of: "see [**the** docs](https://a2ui.org/a_b_c)")[0]
        #expect(link.text == "see the docs (https://a2ui.org/a_b_c)")
        #expect(link.emphasis == [TextEmphasis(range: 4..<7, attributes: .bold)])
    }

    @Test func aTableLinesUpItsColumnsAsItsDelimiterRowSays() {
        let blocks = SimpleMarkdown.blocks(of: "| Item | Qty | Price |\n|:--|:-:|--:|\n| **Apple** | 3 | $1.00 |\n| Pear | 12 | $10.50 |\n| a \\| b | 1 |\nafter")
        #expect(blocks.map(\.text) == [
            "Item  │ Qty │  Price", "──────┼─────┼───────", "Apple │  3  │  $1.00", "Pear  │ 12  │ $10.50", "a | b │  1  │", "after",
        ])
        #expect(blocks.map(\.wraps) == [false, false, false, false, false, true])
        #expect(blocks[0].attributes == .bold && blocks[2].attributes.isEmpty)
        #expect(blocks[2].emphasis == [TextEmphasis(range: 0..<5, attributes: .bold)])
    }

    @Test func linesThatOnlyLookLikeATableStayText() {
        // No delimiter row, or one whose cells are not dashes, or that counts other columns: no table.
        for text in ["| a | b |\n| c | d |", "| a | b |\n| -x- | --- |", "| a | b |\n| --- |"] {
            let wrapping = SimpleMarkdown.blocks(of: text).allSatisfy { $0.wraps }
            #expect(wrapping, "\(text)")
        }
    }

    @Test func aFencedCodeBlockIsShownAsWrittenWithoutItsFences() {
        let blocks = SimpleMarkdown.blocks(of: "Run:\n```sh\n# not a heading\n- not *an item*\n```\n*done*")
        #expect(blocks.map(\.text) == ["Run:", "  # not a heading", "  - not *an item*", "done"])
        #expect(blocks[1].attributes.isEmpty && blocks[2].emphasis.isEmpty)
        #expect(blocks[3].emphasis == [TextEmphasis(range: 0..<4, attributes: .italic)])
    }
}
