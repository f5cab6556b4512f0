import Testing
@testable import StratusTerminal

@MainActor
@Suite struct A2UITextTests {
    @Test func eachHeadingLevelLooksDifferentFromTheOthersAndFromBodyText() async throws {
        let variants = ["h1", "h2", "h3", "h4", "h5", "body", "caption"]
        let texts = variants.map { #"{"_:component": "a2ui:Text", "properties": {"text": "\#($0) text", "variant": "\#($0)"}}"# }
        let session = try await render(#"{"_:component": "layout:column", "children": [\#(texts.joined(separator: ","))]}"#,
                                       width: 20, height: 9)
        #expect(contentLines(session).prefix(variants.count) == ArraySlice(variants.map { "\($0) text" }))
        let looks = variants.indices.map { session.cells[0, $0].style.attributes }
        #expect(looks == [[.bold, .underline], .bold, [.bold, .italic], .underline, .italic, [], .dim])
        #expect(Set(looks.map(\.rawValue)).count == variants.count, "two variants look the same: \(looks)")
    }

    @Test func aTextWithOnlyItsWordsIsMadeWithoutTheDecoderAsTheDecoderMakesIt() async throws {
        let text = try #require(ViewComponentFactory.plainText(of: ["text": "Row 3"]))
        let plain = A2UIText.plain(text)
        #expect(plain.base.text == "Row 3" && plain.base.variant == .body && plain.attributes == nil)
        // Anything more is left to the decoder.
        #expect(ViewComponentFactory.plainText(of: ["text": "Row 3", "variant": "h1"]) == nil)
        #expect(ViewComponentFactory.plainText(of: ["text": 3]) == nil && ViewComponentFactory.plainText(of: [:]) == nil)
        // Shown as the decoded body text is (`variant` set to its default makes the decoder read it).
        let session = try await render(#"{"_:component": "layout:column", "children": [{"_:component": "a2ui:Text", "properties": {"text": "**Row** 3"}}, {"_:component": "a2ui:Text", "properties": {"text": "**Row** 3", "variant": "body"}}]}"#,
                                       width: 20, height: 9)
        #expect(contentLines(session).prefix(2) == ["Row 3", "Row 3"])
        #expect((0..<5).map { session.cells[$0, 0] } == (0..<5).map { session.cells[$0, 1] })
        // A plain body text resolves straight into its text box; with words for assistive technology, through its
        // modifiers: the same cells, the words told.
        let plain2 = try await render(#"{"_:component": "layout:column", "children": [{"_:component": "a2ui:Text", "properties": {"text": "Row 3"}}, {"_:component": "a2ui:Text", "properties": {"text": "Row 3", "accessibility": {"label": "Third row"}}}]}"#,
                                      width: 20, height: 9)
        #expect(contentLines(plain2).prefix(2) == ["Row 3", "Row 3"])
        #expect((0..<5).map { plain2.cells[$0, 0] } == (0..<5).map { plain2.cells[$0, 1] })
        #expect(plain2.runtime.currentRenderer?.accessibilityTree.outline.contains("Third row") == true)
    }

    @Test func markdownHeadingsLookAsTheVariantsOfTheirLevel() {
        let blocks = SimpleMarkdown.blocks(of: "# a\n## b\n### c\n#### d\n##### e")
        #expect(blocks.map(\.attributes) == (1...5).map { SimpleMarkdown.headingAttributes(level: $0) })
        #expect(blocks.map(\.headingLevel) == [1, 2, 3, 4, 5])
    }
}
