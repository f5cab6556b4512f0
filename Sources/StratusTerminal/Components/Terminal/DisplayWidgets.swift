/// `terminal:progressBar`: `label ███████░░░░ 58%`, as wide as offered.
struct TerminalProgressBar: View, Decodable {
    let label: String
    let fraction: Double
    let showPercentage: Bool
    let color: Color?
    let box: BoxStyle

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        let maximum = try properties.decode(Double.self, forKey: "max", default: 1)
        let value = try properties.decode(Double.self, forKey: "value", default: 0)
        fraction = maximum > 0 && value.isFinite ? min(1, max(0, value / maximum)) : 0
        showPercentage = try properties.decode(Bool.self, forKey: "showPercentage", default: true)
        color = try properties.color("color")
        box = try BoxStyle(from: decoder)
    }

    var body: some View {
        let percent = showPercentage ? " \(Int((fraction * 100).rounded()))%" : ""
        return HStack {
            if !label.isEmpty { Text(label).truncated() }
            Canvas(height: 1, painting: Bar(fraction: fraction, percent: percent, color: color))
        }
        .boxStyle(box)
        .accessibility(.progressbar, name: label, value: "\(Int((fraction * 100).rounded()))%")
    }

    /// The bar and the percentage after it, as wide as the canvas.
    struct Bar: CellPainting {
        let fraction: Double
        let percent: String
        let color: Color?

        func paint(into buffer: inout CellBuffer, area rect: Rect, context: PaintContext) {
            let barWidth = max(0, rect.width - CharacterWidth.width(of: percent))
            // Eighths of a cell make the bar move smoothly.
            let eighths = Int((fraction * Double(barWidth * 8)).rounded())
            var bar = String(repeating: "█", count: eighths / 8)
            if eighths % 8 > 0 { bar += ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8] }
            let filled = Style(foreground: color ?? context.style.foreground)
            buffer.write(bar, x: rect.x, y: rect.y, style: filled, clip: rect)
            let rest = max(0, barWidth - CharacterWidth.width(of: bar))
            buffer.write(String(repeating: "░", count: rest), x: rect.x + barWidth - rest, y: rect.y, style: Style(attributes: .dim), clip: rect)
            buffer.write(percent, x: rect.x + barWidth, y: rect.y, style: context.style, clip: rect)
        }
    }
}

/// `terminal:spinner`: an animated braille spinner and a label.
struct TerminalSpinner: View, Decodable {
    let label: String

    init(from decoder: any Decoder) throws {
        label = try decoder.container(keyedBy: PropertyKey.self).decode(String.self, forKey: "label", default: "")
    }

    var body: some View {
        // A status that says it is busy; the wheel's frames are not told.
        HStack {
            Canvas(width: 1, height: 1, animated: true, painting: Wheel())
            if !label.isEmpty { Text(label) }
        }
        .accessibility(.status, name: label.isEmpty ? "Busy" : label)
    }

    /// One braille frame of the turning wheel, chosen by the tick.
    struct Wheel: CellPainting {
        func paint(into buffer: inout CellBuffer, area rect: Rect, context: PaintContext) {
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            buffer.write(frames[context.tick % frames.count], x: rect.x, y: rect.y, style: context.style, clip: rect)
        }
    }
}

/// `terminal:divider`: a line across its parent with an optional label in it.
struct TerminalDivider: View, Decodable {
    let label: String
    let style: BorderStyle
    let color: Color?

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        style = try properties.decode(BorderStyle.self, forKey: "style", default: .single)
        color = try properties.color("color")
    }

    var body: some View {
        // A vertical line inside a row, as Docs/Components.md says; the label only shows on a horizontal one.
        Divider(horizontal: style.characters.4, vertical: style.characters.5, label: label.isEmpty ? "" : " \(label) ",
                color: color)
    }
}

/// `terminal:sparkline`: numbers as a row of block heights, scaled from their minimum to their maximum.
struct TerminalSparkline: View, Decodable {
    let label: String
    let values: [Double]
    let width: Int?
    let color: Color?

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        values = try properties.decode([Double].self, forKey: "values", default: []).filter(\.isFinite)
        width = try properties.decodeIfPresent(Int.self, forKey: "width").map { max(1, min(1_000, $0)) }
        color = try properties.color("color")
    }

    var body: some View {
        // A chart is told as a summary of its values, not as its bars.
        HStack {
            if !label.isEmpty { Text(label) }
            Canvas(width: width ?? max(1, values.count), height: 1, painting: Blocks(values: values, color: color))
        }
        .accessibility(.image, name: label.isEmpty ? "Chart" : label, value: summary)
    }

    /// "8 values from 1 to 9, last 9": what the bars show, in words.
    var summary: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        guard let low = values.min(), let high = values.max(), let last = values.last else { return "no values" }
        let count = values.count == 1 ? "1 value" : "\(values.count) values"
        return "\(count) from \(number(low)) to \(number(high)), last \(number(last))"
    }

    /// The last values that fit, one block each, scaled from their minimum to their maximum.
    struct Blocks: CellPainting {
        let values: [Double]
        let color: Color?

        func paint(into buffer: inout CellBuffer, area rect: Rect, context: PaintContext) {
            let shown = Array(values.suffix(rect.width))
            guard let low = shown.min(), let high = shown.max() else { return }
            let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
            let text = shown.map { value -> String in
                let level = high > low ? Int(((value - low) / (high - low) * 7).rounded()) : 3
                return blocks[max(0, min(7, level))]
            }.joined()
            buffer.write(text, x: rect.x, y: rect.y, style: Style(foreground: color ?? context.style.foreground), clip: rect)
        }
    }
}

/// `terminal:toast`: a rounded box with an icon and a message, colored by type, presented over the bottom of the
/// screen (`presented(as: .toast)`: not modal, and the focused box is kept clear of it); Enter or Esc on it (it is
/// the last Tab stop) or a click runs `onDismiss`. Hidden when `visible` is false.
struct TerminalToast: View, Decodable {
    enum Kind: String, CaseIterable, Decodable { case info, success, warning, error }

    let text: String
    let type: Kind
    let visible: Bool
    let dismissible: Bool
    @Event var onDismiss: () -> Void

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        text = try properties.decode(String.self, forKey: "text", default: "")
        type = try properties.decode(Kind.self, forKey: "type", default: .info)
        visible = try properties.decode(Bool.self, forKey: "visible", default: true)
        dismissible = try properties.decodeIfPresent(JSONValue.self, forKey: "onDismiss").map { !$0.isNull } ?? false
        _onDismiss = try properties.decode(Event.self, forKey: "onDismiss")
    }

    var body: some View {
        let (icon, color): (String, Color) = {
            switch type {
            case .success: return ("✓", WidgetPalette.success)
            case .warning: return ("!", WidgetPalette.warning)
            case .error: return ("✗", WidgetPalette.danger)
            case .info: return ("i", WidgetPalette.accent)
            }
        }()
        let dismiss = onDismiss, dismissible = self.dismissible
        return Group {
            if visible {
                HStack {
                    Text(icon).bold().foregroundColor(color).accessibilityHidden()
                    Text(text)
                }
                .padding(EdgeInsets(leading: 1, trailing: 1))
                .border(.rounded, color: color)
                .focusable(onActivate: { dismiss() })
                .onKeyPress(answering: dismissible ? [ControlKey(KeyPress(.escape), description: "Dismiss")] : []) { press in
                    guard press == KeyPress(.escape), dismissible else { return false }
                    dismiss()
                    return true
                }
                .accessibility(type == .error ? .alert : .status)
                // Seen where it appears: over the bottom of the screen, not in the flow below the fold.
                .presented(as: .toast)
            }
        }
    }
}

/// `terminal:keyBinding`: draws nothing; its key runs `onPress` from anywhere on the screen (listed in the
/// footer with its description).
struct TerminalKeyBinding: View, Decodable {
    let key: String
    let description: String
    let show: Bool
    @Event var onPress: () -> Void

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        key = try properties.decode(String.self, forKey: "key")
        description = try properties.decode(String.self, forKey: "description", default: "")
        show = try properties.decode(Bool.self, forKey: "show", default: true)
        _onPress = try properties.decode(Event.self, forKey: "onPress")
    }

    var body: some View {
        let event = onPress
        return EmptyView().onKey(key, description: description, show: show) { event() }
    }
}
