/// Errors where the user looks, not only in the log: a status line above the footer with the latest request
/// failure that no `onError` told the user of (method, URL and reason), the count of errors logged since the
/// log (F12) was last open, which the footer shows as a badge, and what the app found wrong in the source of the
/// screen shown (`check: 3 warnings`), a second badge.
///
/// Opening the log marks errors as seen: the status line goes and the error badge clears. A source notice stays
/// while its screen is shown, until the app says the source is fixed.
@MainActor
final class ErrorNotices {
    /// The source notice of each screen, by the screen's resolved URL.
    private var sourceNotices: [String: String] = [:]
    /// The engine's error count when the log was last open.
    private var seenErrors = 0
    /// The engine's unhandled failure count when the log was last open.
    private var seenFailures = 0
    /// The counts the last frame showed; a change means a frame is due.
    private var drawn = (errors: 0, failures: 0)

    /// Errors logged since the log was last open.
    func unseenErrorCount(in engine: ServerDrivenEngine) -> Int {
        max(0, engine.loggedErrorCount - seenErrors)
    }

    /// The request failure the status line shows: the latest, unless the log was opened since.
    func failureToShow(in engine: ServerDrivenEngine) -> RequestFailure? {
        engine.unhandledRequestFailureCount > seenFailures ? engine.unhandledRequestFailures.last : nil
    }

    /// Sets (or, with nil, clears) the notice shown while the screen loaded from `url` is on top.
    func setSourceNotice(_ text: String?, forScreenAt url: String) {
        sourceNotices[url] = text
    }

    /// The notice of `screen`'s source, if the app left one.
    func sourceNotice(for screen: Screen?) -> String? {
        screen?.resolvedURL.flatMap { sourceNotices[$0] }
    }

    /// Marks every error so far as seen (the log is open).
    func markSeen(in engine: ServerDrivenEngine) {
        seenErrors = engine.loggedErrorCount
        seenFailures = engine.unhandledRequestFailureCount
    }

    /// True when an error arrived since the last frame was drawn.
    func haveNews(in engine: ServerDrivenEngine) -> Bool {
        drawn != (engine.loggedErrorCount, engine.unhandledRequestFailureCount)
    }

    /// Notes what the frame being drawn shows.
    func noteDrawn(in engine: ServerDrivenEngine) {
        drawn = (engine.loggedErrorCount, engine.unhandledRequestFailureCount)
    }

    /// The status line's own pipeline: a view on a row of its own (it answers no click).
    private let statusLine: ChromePart<String>

    /// Notices drawn on `frames`.
    init(frames: ChromeFrames) {
        statusLine = ChromePart(name: "status", frames: frames)
    }

    /// ` ✖ POST http://host/data/order: 500 Internal Server Error`, cut to the width, in the error color, on a
    /// row of its own, `area` (a view: bold text on a cleared row).
    func paintStatusLine(_ failure: RequestFailure, into buffer: inout CellBuffer, area: Rect) {
        let text = " ✖ " + TextSanitizer.sanitize(failure.description, keepNewlines: false)
        statusLine.render(text, into: &buffer, area: area) { text in
            ZStack {
                Canvas(width: nil, height: 1) { buffer, area, _ in buffer.fill(area, style: .plain) }
                Text(text).truncated().foregroundColor(RuntimeChrome.errorColor).bold()
            }
            .accessibility(.alert, name: text)
        }
    }
}
