import Testing
@testable import StratusTerminal

/// `TextSanitizer` (Cells/TextSanitizer.swift): the escape forms a server could hide in a text.
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

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("plain", "plain"), ("a\u{1B}[31mred\u{1B}[0m", "ared"), ("title\u{1B}]0;pwned\u{07}!", "title!"),
        ("x\u{1B}P1;2|data\u{1B}\\y", "xy"), ("bell\u{07}", "bell"), ("c1\u{9B}2Jx", "c1x"), ("a\tb", "a b"),
        ("line\r\nnext", "line\nnext"), ("\u{202E}evil", "evil"), ("del\u{7F}", "del"), ("esc\u{1B}7x", "escx"),
    ])
    func removesControlsAndEscapes(_ input: String, _ expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func newlinesCanBeFlattened() {
        #expect(TextSanitizer.sanitize("a\nb", keepNewlines: false) == "a b")
    }
}
