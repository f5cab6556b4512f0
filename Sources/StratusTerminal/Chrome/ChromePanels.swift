import Foundation

/// The log console as a view: the newest entries that fit, wrapped rather than cut at the right edge, in the
/// color of their level, in a panel titled ` Log (any key closes) ` that fills its area.
struct LogConsole: View, Equatable {
    /// One line of an entry.
    struct Line: Equatable {
        let text: String
        let color: Color?
    }

    /// The lines shown, the newest at the bottom.
    let lines: [Line]

    /// The lines of `logs` that fit inside a panel of `size`.
    init(_ logs: [LogEntry], in size: Size) {
        let inner = Size(width: max(0, size.width - 2), height: max(0, size.height - 2))
        var lines: [Line] = []
        if inner.width > 0, inner.height > 0 {
            for entry in logs.suffix(inner.height) {
                let color: Color?
                switch entry.level {
                case .error: color = RuntimeChrome.errorColor
                case .warning: color = RuntimeChrome.warningColor
                case .info: color = nil
                }
                let text = TextSanitizer.sanitize(entry.description, keepNewlines: true)
                lines += TextWrapper.wrap(text, width: inner.width, wrap: true).map { Line(text: $0, color: color) }
            }
        }
        self.lines = Array(lines.suffix(inner.height))
    }

    var body: some View {
        let lines = self.lines
        Panel(title: " Log (any key closes) ") {
            VStack {
                ForEach(lines.indices) { index in
                    Text(lines[index].text.isEmpty ? " " : lines[index].text).truncated().foregroundColor(lines[index].color)
                }
            }
        }
        .frame(width: .expand, height: .expand)
    }
}

/// The error of a failed load as a view: a panel in the error color, centered, that says what could not be
/// loaded (in bold), why, and the keys that act on it.
struct LoadErrorPanel: View, Equatable {
    /// The lines inside the panel; the first `titleRows` say what could not be loaded.
    let lines: [String]
    /// How many of `lines` are the title (bold).
    let titleRows: Int
    /// The panel's size.
    let size: Size

    /// The panel for `error` in an area of `area`: the file (its path) or address read, from the error's source,
    /// else `url`; Esc only when there is a screen to go back to.
    init(_ error: StratusCoreError, url: String, canGoBack: Bool, in area: Size) {
        let width = min(area.width, 72)
        let message = TextSanitizer.sanitize(error.description)
        // A local file is named by its path, as the user would type it.
        let source = error.source.map { $0.hasPrefix("file://") ? URL(string: $0)?.path ?? $0 : $0 } ?? url
        let loaded = "Could not load \(TextSanitizer.sanitize(source, keepNewlines: false))"
        var lines = TextWrapper.wrap(loaded, width: width - 4, wrap: true)
        titleRows = lines.count
        lines += [""] + TextWrapper.wrap(message, width: width - 4, wrap: true)
        lines += ["", canGoBack ? "Press r to retry, Esc to go back, q to quit." : "Press r to retry, q to quit."]
        self.size = Size(width: width, height: min(area.height, lines.count + 2))
        self.lines = Array(lines.prefix(max(0, size.height - 2)))
    }

    var body: some View {
        let lines = self.lines, titleRows = self.titleRows
        ZStack(alignment: .center) {
            Panel(title: " Error ", color: RuntimeChrome.errorColor, padding: EdgeInsets(leading: 1), role: .alert) {
                VStack {
                    ForEach(lines.indices) { index in
                        Text(lines[index].isEmpty ? " " : lines[index]).truncated().bold(index < titleRows)
                    }
                }
            }
            .frame(width: size.width, height: size.height)
        }
        .frame(width: .expand, height: .expand)
    }
}

/// The screen being loaded as a view: a spinner and the address on the middle row of the area, centered.
struct LoadingLine: View, Equatable {
    /// The spinner's frame, `Loading` and the address, cut to the area's width.
    let text: String
    /// The row it is on, from the area's top.
    let row: Int

    /// The line for `url` at spinner frame `tick` in an area of `area`.
    init(url: String, tick: Int, in area: Size) {
        let frame = RuntimeChrome.spinnerFrames[tick % RuntimeChrome.spinnerFrames.count]
        text = TextWrapper.truncate("\(frame) Loading \(TextSanitizer.sanitize(url, keepNewlines: false))…", to: area.width)
        row = area.height / 2
    }

    var body: some View {
        ZStack(alignment: .topCenter) {
            Text(text).truncated().placement(.topCenter, y: row)
        }
        .frame(width: .expand, height: .expand)
        .accessibility(.status, name: text)
    }
}
