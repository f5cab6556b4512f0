import Testing
@testable import StratusTerminal

@Suite struct SimpleMarkdownTests {
    @Test func headingsListsAndLinksBecomeOneBlockALine() {
        let blocks = SimpleMarkdown.blocks(of: "# Title\n## Part\n\n- one\n* two\n[Docs](https://a2ui.org)")
        #expect(blocks == [
            .init(text: "Title", attributes: [.bold, .underline]),
            .init(text: "Part", attributes: .bold),
            .init(text: "", attributes: []),
            .init(text: "• one", attributes: []),
            .init(text: "• two", attributes: []),
            .init(text: "Docs (https://a2ui.org)", attributes: []),
        ])
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
}
