/// Reads a Server-Sent Events stream as its bytes arrive, the way the HTML standard's event stream interpretation
/// does: lines end in CR, LF or CRLF; a blank line ends an event; `data:` lines are joined with line breaks;
/// `event:` names it; lines that start with `:` are comments; other fields (`id`, `retry`) are ignored.
///
/// Only whole events are given out: the bytes of one that has not ended yet wait in the reader, and
/// ``hasPartialEvent`` tells a caller whose stream ended (or was cut) that an event was left unfinished, so that it
/// is never applied half.
struct ServerSentEventReader {
    /// One event of the stream.
    struct Event: Equatable {
        /// Its `event:` name, `message` when it had none.
        var name: String
        /// Its `data:` lines joined with line breaks.
        var data: String
    }

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var name: String?
    /// True when the last byte read was a CR, so that an LF right after it ends no second line.
    private var afterCarriageReturn = false
    /// Whether any line of the current event was read (a field, a comment), or part of a line waits.
    private var eventStarted = false

    /// Reads `bytes`; returns the events they complete, in order.
    mutating func read<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Event] {
        var events: [Event] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n") where afterCarriageReturn:
                afterCarriageReturn = false
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                afterCarriageReturn = byte == UInt8(ascii: "\r")
                if let event = endLine() { events.append(event) }
            default:
                afterCarriageReturn = false
                line.append(byte)
                eventStarted = true
            }
        }
        return events
    }

    /// Whether the bytes read so far end in the middle of an event: a stream that ends now lost it.
    var hasPartialEvent: Bool { eventStarted || !line.isEmpty }

    /// Ends the current line: a blank one dispatches the event read so far.
    private mutating func endLine() -> Event? {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else { return dispatch() }
        eventStarted = true
        if line.first == UInt8(ascii: ":") { return nil }
        let field: ArraySlice<UInt8>
        var value: ArraySlice<UInt8> = []
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            field = line[..<colon]
            value = line[(colon + 1)...]
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            field = line[...]
        }
        switch String(decoding: field, as: UTF8.self) {
        case "data":
            if hasData { data.append(UInt8(ascii: "\n")) }
            data.append(contentsOf: value)
            hasData = true
        case "event":
            name = String(decoding: value, as: UTF8.self)
        default:
            break
        }
        return nil
    }

    /// The event read so far, when it has data; the reader is then ready for the next.
    private mutating func dispatch() -> Event? {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            name = nil
            eventStarted = false
        }
        guard hasData else { return nil }
        return Event(name: name.flatMap { $0.isEmpty ? nil : $0 } ?? "message", data: String(decoding: data, as: UTF8.self))
    }
}
