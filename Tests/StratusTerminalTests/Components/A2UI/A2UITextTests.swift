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

    @Test func markdownHeadingsLookAsTheVariantsOfTheirLevel() {
        let blocks = SimpleMarkdown.blocks(of: "# a\n## b\n### c\n#### d\n##### e")
        #expect(blocks.map(\.attributes) == (1...5).map { SimpleMarkdown.headingAttributes(level: $0) })
        #expect(blocks.map(\.headingLevel) == [1, 2, 3, 4, 5])
    }
}
