import Testing
@testable import StratusTerminal

/// `TextWrapper` (Layout/TextWrapper.swift) at its edges: no room, exact fits, runs of spaces.
@Suite struct TextWrapperEdgeTests {
    @Test func noRoomGivesNoLinesForNoTextAndOneEmptyLineOtherwise() {
        #expect(TextWrapper.wrap("", width: 0, wrap: true) == [])
        #expect(TextWrapper.wrap("abc", width: 0, wrap: true) == [""])
        #expect(TextWrapper.wrap("abc", width: -3, wrap: false) == [""])
    }

    @Test func anEmptyTextIsOneEmptyLine() {
        #expect(TextWrapper.wrap("", width: 5, wrap: true) == [""])
    }

    @Test func wordsThatFitExactlyStayOnTheLine() {
        #expect(TextWrapper.wrap("aaa bbb", width: 7, wrap: true) == ["aaa bbb"])
        #expect(TextWrapper.wrap("aaa bbb", width: 6, wrap: true) == ["aaa", "bbb"])
        #expect(TextWrapper.wrap("aaa bbb", width: 3, wrap: true) == ["aaa", "bbb"])
    }

    @Test func spacesInsideALineThatFitsAreKept() {
        #expect(TextWrapper.wrap("a  b", width: 10, wrap: true) == ["a  b"])
    }

    @Test func truncatingToOneOrNoColumns() {
        #expect(TextWrapper.truncate("abc", to: 1) == "…")
        #expect(TextWrapper.truncate("abc", to: 0) == "")
        #expect(TextWrapper.truncate("", to: 0) == "")
    }

    @Test func splitTakesAtLeastOneCharacter() {
        let (head, tail) = TextWrapper.split("日本", at: 1)
        #expect(head == "日" && tail == "本")
        let (all, rest) = TextWrapper.split("ab", at: 5)
        #expect(all == "ab" && rest.isEmpty)
    }

    @Test func cutKeepsEveryPieceWithinTheWidth() {
        let pieces = TextWrapper.cut("abcdefg", into: 3)
        #expect(pieces.map { String($0.text) } == ["abc", "def", "g"])
        #expect(pieces.map(\.width) == [3, 3, 1])
        #expect(TextWrapper.cut("a日b", into: 2).map { String($0.text) } == ["a", "日", "b"])
    }
}
