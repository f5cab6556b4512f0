import Testing
@testable import StratusTerminal

/// `TextSanitizer` (Rendering/TextSanitizer.swift): the escape forms a server could hide in a text.
@Suite struct TextSanitizerEdgeTests {
    @Test(arguments: [
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"), ("a\u{1B}_payload\u{1B}\\b", "ab"),
        ("a\u{1B}^pm\u{1B}\\b", "ab"), ("a\u{1B}Xsos\u{1B}\\b", "ab"), ("lone\rcr", "lone\ncr"),
        ("iso\u{2066}late\u{2069}", "isolate"), ("nul\u{0}byte", "nulbyte"), ("c1\u{85}next", "c1next"),
        ("caf\u{E9}", "caf\u{E9}"), ("trailing\u{1B}", "trailing"),
    ])
    func removesEveryEscapeAndControl(_ input: String, _ expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func crLfIsOneBreakAndFlattenedItIsOneSpace() {
        #expect(TextSanitizer.sanitize("a\r\nb") == "a\nb")
        #expect(TextSanitizer.sanitize("a\r\nb", keepNewlines: false) == "a b")
        #expect(TextSanitizer.sanitize("a\rb", keepNewlines: false) == "a b")
    }
}
