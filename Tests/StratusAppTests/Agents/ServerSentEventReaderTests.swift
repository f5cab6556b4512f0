import Testing
@testable import StratusApp

/// The event stream reading of an A2A answer (Docs/A2UI.md, "A2A"): events as the HTML standard's event stream
/// interpretation gives them, and an event cut before its blank line never given out.
@Suite("Server-Sent Events")
struct ServerSentEventReaderTests {
    @Test func dataLinesAreJoinedAndEachBlankLineEndsAnEvent() {
        var reader = ServerSentEventReader()
        let events = reader.read(Array("data: {\"a\":\ndata:1}\n\nevent: note\ndata: two\n\n".utf8))
        #expect(events == [.init(name: "message", data: "{\"a\":\n1}"), .init(name: "note", data: "two")])
        #expect(!reader.hasPartialEvent)
    }

    @Test func carriageReturnsEndLinesAsLineFeedsDo() {
        var reader = ServerSentEventReader()
        // CRLF, then a lone CR; a CR at the end of one read and its LF at the start of the next are one break.
        var events = reader.read(Array("data: one\r\n\r\ndata: two\r\r".utf8))
        events += reader.read(Array("data: three\r".utf8))
        events += reader.read(Array("\n\r\n".utf8))
        #expect(events.map(\.data) == ["one", "two", "three"])
    }

    @Test func commentsAndOtherFieldsAreIgnoredAndAnEventWithoutDataIsNone() {
        var reader = ServerSentEventReader()
        let events = reader.read(Array(": ping\n\nid: 7\nretry: 10\n\ndata\n\n".utf8))
        // `data` without a colon is a data line with an empty value: an event with empty data.
        #expect(events == [.init(name: "message", data: "")])
    }

    @Test func anEventSplitAcrossReadsComesWholeAndOnlyOnce() {
        var reader = ServerSentEventReader()
        let text = Array("data: {\"result\": {\"task\": {}}}\n\n".utf8)
        var events: [ServerSentEventReader.Event] = []
        for byte in text {
            events += reader.read([byte])
            if events.isEmpty { #expect(reader.hasPartialEvent) }
        }
        #expect(events.map(\.data) == ["{\"result\": {\"task\": {}}}"])
        #expect(!reader.hasPartialEvent)
    }

    @Test func aStreamCutBeforeTheBlankLineLeavesAPartialEventThatIsNotGivenOut() {
        var reader = ServerSentEventReader()
        #expect(reader.read(Array("data: {\"result\": {\"artifactUpdate\"".utf8)).isEmpty)
        #expect(reader.hasPartialEvent)
        var another = ServerSentEventReader()
        // A whole line, but no blank line after it: still not an event.
        #expect(another.read(Array("data: {}\n".utf8)).isEmpty)
        #expect(another.hasPartialEvent)
    }
}
