import Testing
@testable import StratusTerminal

@Suite struct InputDecoderTests {
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    func keys(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

    @Test func decodesPrintableAndControlKeys() {
        #expect(keys("aé") == [.key(.character("a")), .key(.character("é"))])
        #expect(decode([0x0D, 0x09, 0x7F, 0x13]) == [.key(KeyPress(.enter)), .key(KeyPress(.tab)), .key(KeyPress(.backspace)),
                                                    .key(KeyPress(.character("s"), modifiers: .ctrl))])
    }

    @Test func decodesEscapeSequencesWithModifiers() {
        #expect(keys("\u{1B}[A\u{1B}[1;5C\u{1B}[3~\u{1B}[Z\u{1B}OP\u{1B}[15~") == [
            .key(KeyPress(.up)), .key(KeyPress(.right, modifiers: .ctrl)), .key(KeyPress(.delete)),
            .key(KeyPress(.tab, modifiers: .shift)), .key(KeyPress(.function(1))), .key(KeyPress(.function(5))),
        ])
    }

    @Test func escapeFollowedByAKeyIsAlt() {
        #expect(keys("\u{1B}x") == [.key(KeyPress(.character("x"), modifiers: .alt))])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.key(KeyPress(.escape))])
    }

    @Test func splitSequencesAreJoined() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.feed(Array("3D".utf8)) == [.key(KeyPress(.left, modifiers: .alt))])
    }

    @Test func decodesSGRMouse() {
        #expect(keys("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<65;1;1M") == [
            .mouse(MouseEvent(.press(.left), x: 9, y: 4)), .mouse(MouseEvent(.release(.left), x: 9, y: 4)),
            .mouse(MouseEvent(.wheelDown, x: 0, y: 0)),
        ])
    }

    @Test func decodesBracketedPasteAsSanitizedText() {
        #expect(keys("\u{1B}[200~hi\u{1B}[31mthere\u{1B}[201~") == [.paste("hithere")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(keys("\u{1B}[99Xa") == [.key(.character("a"))])
    }

    @Test func ss3SequencesAreArrowsHomeEndFunctionKeysAndKeypadEnter() {
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF\u{1B}OQ\u{1B}OM") == [
            .key(KeyPress(.up)), .key(KeyPress(.down)), .key(KeyPress(.right)), .key(KeyPress(.left)),
            .key(KeyPress(.home)), .key(KeyPress(.end)), .key(KeyPress(.function(2))), .key(KeyPress(.enter)),
        ])
    }

    /// The numbers of `ESC [ n ~` and their keys (xterm's table, with the rxvt Home/End 7 and 8).
    static let tildeKeys: [(Int, KeyPress.Key)] = [
        (1, .home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown), (7, .home), (8, .end),
        (11, .function(1)), (12, .function(2)), (13, .function(3)), (14, .function(4)), (15, .function(5)),
        (17, .function(6)), (18, .function(7)), (19, .function(8)), (20, .function(9)), (21, .function(10)),
        (23, .function(11)), (24, .function(12)),
    ]

    @Test(arguments: tildeKeys)
    func tildeSequencesNameTheirKeys(_ number: Int, _ key: KeyPress.Key) {
        #expect(keys("\u{1B}[\(number)~") == [.key(KeyPress(key))])
        // xterm's modifier parameter: 1 + shift 1 + alt 2 + ctrl 4.
        #expect(keys("\u{1B}[\(number);5~") == [.key(KeyPress(key, modifiers: .ctrl))])
    }

    static let modifierParameters: [(Int, KeyPress.Modifiers)] = [
        (1, []), (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .ctrl), (6, [.ctrl, .shift]), (7, [.ctrl, .alt]),
        (8, [.ctrl, .alt, .shift]),
    ]

    @Test(arguments: modifierParameters)
    func theModifierParameterAddsShiftAltAndCtrl(_ parameter: Int, _ modifiers: KeyPress.Modifiers) {
        #expect(keys("\u{1B}[1;\(parameter)A") == [.key(KeyPress(.up, modifiers: modifiers))])
    }

    @Test func unusedTildeNumbersAreDropped() {
        #expect(keys("\u{1B}[16~\u{1B}[22~\u{1B}[99~x") == [.key(.character("x"))])
    }

    @Test func controlBytesAreCtrlLettersAndTheOtherControlsAreDropped() {
        #expect(decode([0x01, 0x1A, 0x00, 0x0A, 0x08, 0x1C, 0x1F]) == [
            .key(KeyPress(.character("a"), modifiers: .ctrl)), .key(KeyPress(.character("z"), modifiers: .ctrl)),
            .key(KeyPress(.character(" "), modifiers: .ctrl)), .key(KeyPress(.enter)), .key(KeyPress(.backspace)),
        ])
    }

    @Test func escapeBeforeAControlByteIsCtrlAlt() {
        #expect(decode([0x1B, 0x01]) == [.key(KeyPress(.character("a"), modifiers: [.ctrl, .alt]))])
        #expect(decode([0x1B, 0x0D]) == [.key(KeyPress(.enter, modifiers: .alt))])
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x1B]) == [.key(KeyPress(.escape))])
        #expect(decoder.flush() == [.key(KeyPress(.escape))])
    }

    @Test func anUnfinishedSequenceAtFlushIsDroppedOrTakenAsAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.feed(Array("\u{1B}O".utf8)).isEmpty)
        #expect(decoder.flush() == [.key(KeyPress(.character("O"), modifiers: .alt))])
    }

    @Test func multiByteCharactersSplitAcrossReadsAreJoined() {
        var decoder = InputDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.feed(bytes.prefix(1)).isEmpty)
        #expect(decoder.feed(bytes.dropFirst().prefix(1)).isEmpty)
        #expect(decoder.feed(bytes.suffix(1)) == [.key(.character("日"))])
        #expect(decode(Array("👍".utf8)) == [.key(.character("👍"))])
    }

    @Test func invalidUTF8IsDroppedAndTheTextAfterItKept() {
        #expect(decode([0xFF, 0x61, 0xC3, 0x28, 0x62]) == [.key(.character("a")), .key(.character("(")), .key(.character("b"))])
        #expect(decode([0x61, 0xE6, 0x97]) == [.key(.character("a"))])
    }

    @Test(arguments: [(1, MouseEvent.Button.middle), (2, .right)])
    func mouseReportsNameTheirButton(_ code: Int, _ button: MouseEvent.Button) {
        #expect(keys("\u{1B}[<\(code);3;4M\u{1B}[<\(code);3;4m") == [
            .mouse(MouseEvent(.press(button), x: 2, y: 3)), .mouse(MouseEvent(.release(button), x: 2, y: 3)),
        ])
    }

    @Test func mouseReportsCarryDragsWheelsAndModifiers() {
        #expect(keys("\u{1B}[<32;5;6M\u{1B}[<64;1;2M\u{1B}[<4;1;1M\u{1B}[<24;1;1M") == [
            .mouse(MouseEvent(.drag(.left), x: 4, y: 5)), .mouse(MouseEvent(.wheelUp, x: 0, y: 1)),
            .mouse(MouseEvent(.press(.left), x: 0, y: 0, modifiers: .shift)),
            .mouse(MouseEvent(.press(.left), x: 0, y: 0, modifiers: [.alt, .ctrl])),
        ])
    }

    @Test func aMalformedMouseReportIsDroppedWhole() {
        #expect(keys("\u{1B}[<0;10M\u{1B}[<1;2;3;4Mz") == [.key(.character("z"))])
    }

    @Test func aPasteSplitAcrossReadsArrivesWhole() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab".utf8)).isEmpty)
        #expect(decoder.feed(Array("c\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~d".utf8)) == [.paste("abc"), .key(.character("d"))])
    }

    @Test func keysInsideAPasteAreTextNotKeys() {
        #expect(keys("\u{1B}[200~q\ttab\u{1B}[A\u{1B}[201~") == [.paste("q tab")])
    }

    @Test func aSequenceThatNeverEndsIsDroppedAfterSixtyFourBytes() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "1", count: 70)).utf8)).isEmpty)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.feed(Array("x".utf8)) == [.key(.character("x"))])
    }
}
