import Testing
@testable import StratusCore

/// The path a `setState` names (Docs/Nimbus.md §2.1): words of ASCII letters, digits and `_`, joined by dots.
@Suite struct StateReferenceTests {
    @Test(arguments: ["cart", "a.b_c.d1", "_x", "Z9", "item.items.0"])
    func aPathOfWordsIsAReference(_ path: String) throws {
        let reference = try #require(StateReference(statePath: path))
        let words = path.split(separator: ".").map(String.init)
        #expect(reference.stateID == words[0])
        #expect(reference.path == words.dropFirst().map(PathComponent.key))
    }

    @Test(arguments: ["", ".", "a..b", "a.", ".a", "a.b-c", "a b", "é", "naïve", "日本", "a.b[0]", "a:b", "@{a}", "a\u{0}b"])
    func anythingElseIsNot(_ path: String) {
        #expect(StateReference(statePath: path) == nil)
    }
}
