/// `a2ui:TextField`: its label, then a one-line field (`obscured`: dots) that types into the data model: every
/// edit runs `onChange` with the text; the messages of its failing `checks` are listed under it once the field has
/// been left (not while the user has not typed yet).
struct A2UITextField: View, Decodable {
    enum Variant: String, CaseIterable, Decodable { case shortText, longText, number, obscured, date }

    let label: String
    let placeholder: String
    let variant: Variant
    let checkMessages: [String]
    @StatefulEvent var onChange: (JSONValue) -> Void
    @State var text: String
    /// True once focus has left the field: its check messages show from then on.
    @State var left: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        placeholder = try properties.decode(String.self, forKey: "placeholder", default: "")
        variant = try properties.decode(Variant.self, forKey: "variant", default: .shortText)
        checkMessages = try properties.decode([String].self, forKey: "checkMessages", default: [])
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        let value = try properties.decode(String.self, forKey: "value", default: "")
        _text = State(value: value, initial: .string(value))
        _left = State(wrappedValue: false)
        properties.ignore("validationRegexp")
        A2UICommon.ignoreShared(in: properties)
    }

    var body: some View {
        let messages = left ? checkMessages : [], isNumber = variant == .number, left = $left
        // A number field writes a number once what is typed reads as one.
        let binding = A2UICommon.writing($text, as: { text in
            if isNumber, let number = Double(text) { .double(number) } else { .string(text) }
        }, through: onChange)
        // The `›` is the field's own (not a text in a row beside it): a key typed describes, lays out and places
        // three boxes, as the Nimbus `terminal:textInput`'s, rather than five.
        return VStack {
            if !label.isEmpty { Text(label).dim() }
            TextField(placeholder, text: binding).secure(variant == .obscured).leadingMark("›")
                .onFocusChange { focused in if !focused, !left.wrappedValue { left.wrappedValue = true } }
                .frame(width: .expand)
            ForEach(messages.indices) { Text(messages[$0]).foregroundColor(WidgetPalette.danger) }
        }
    }
}

/// `a2ui:CheckBox`: `[x] label` or `[ ] label`; Enter, Space or a click flips it and runs `onChange`.
struct A2UICheckBox: View, Decodable {
    let label: String
    @StatefulEvent var onChange: (JSONValue) -> Void
    @State var checked: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        let value = try properties.decode(Bool.self, forKey: "value", default: false)
        _checked = State(value: value, initial: .bool(value))
        properties.ignore("checkMessages")
        A2UICommon.ignoreShared(in: properties)
    }

    var body: some View {
        Toggle(label, isOn: A2UICommon.writing($checked, as: JSONValue.bool, through: onChange))
    }
}

/// `a2ui:Slider`: its label, a bar filled to where `value` stands between `min` and `max`, and the value; while
/// focused, the left and right arrows move it by one step (`steps` steps over the range, else a twentieth) and
/// run `onChange` with the new value.
struct A2UISlider: View, Decodable {
    let label: String
    let minimum: Double
    let maximum: Double
    let steps: Int
    @StatefulEvent var onChange: (JSONValue) -> Void
    @State var value: Double

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        minimum = try properties.decode(Double.self, forKey: "min", default: 0)
        maximum = try properties.decode(Double.self, forKey: "max", default: 100)
        steps = max(1, min(10_000, try properties.decode(Int.self, forKey: "steps", default: 20)))
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        let value = try properties.decode(Double.self, forKey: "value", default: minimum)
        _value = State(value: value, initial: .double(value))
        properties.ignore("checkMessages")
        A2UICommon.ignoreShared(in: properties)
    }

    var body: some View {
        let span = maximum - minimum, low = minimum, high = maximum, step = (maximum - minimum) / Double(steps)
        let change = onChange, state = $value
        let fraction = span > 0 && value.isFinite ? min(1, max(0, (value - minimum) / span)) : 0
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return HStack {
            if !label.isEmpty { Text(label) }
            Canvas(width: 20, height: 1, painting: TerminalProgressBar.Bar(fraction: fraction, percent: "", color: nil))
            Text(number)
        }
        .focusable()
        .onKeyPress(answering: [ControlKey(KeyPress(.left), KeyPress(.right), description: "Less / more")]) { press in
            let direction: Double
            switch press.key {
            case .left: direction = -1
            case .right: direction = 1
            default: return false
            }
            guard step > 0 else { return true }
            let moved = min(high, max(low, state.wrappedValue + direction * step))
            guard moved != state.wrappedValue else { return true }
            state.wrappedValue = moved
            change(.double(moved))
            return true
        }
    }
}

/// `a2ui:DateTimeInput`: its label, then its value as written (an ISO 8601 date, time or both) in a one-line
/// field that types into the data model: every edit runs `onChange` with the text. Up and Down change the part
/// under the caret (year, month, day, hour, minute, second) a step, round its range as a desktop date field does
/// and kept between `min` and `max` (``DateTimeStep``); Left and Right move the caret from part to part while the
/// text is a value (a character at a time while it is being typed), the part shown in reverse video. An empty
/// field starts from `min`, else today or midnight, the caret on its last part. A value typed outside
/// `min`/`max`, and (once the field has been left) the messages of failing checks, are said under the field.
struct A2UIDateTimeInput: View, Decodable {
    let label: String
    let enableDate: Bool
    let enableTime: Bool
    let minimum: String?
    let maximum: String?
    let checkMessages: [String]
    @StatefulEvent var onChange: (JSONValue) -> Void
    @State var text: String
    /// True once focus has left the field: its check messages show from then on.
    @State var left: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        enableDate = try properties.decode(Bool.self, forKey: "enableDate", default: false)
        enableTime = try properties.decode(Bool.self, forKey: "enableTime", default: false)
        minimum = try properties.decodeIfPresent(String.self, forKey: "min")
        maximum = try properties.decodeIfPresent(String.self, forKey: "max")
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        let value = try properties.decode(String.self, forKey: "value", default: "")
        _text = State(value: value, initial: .string(value))
        checkMessages = try properties.decode([String].self, forKey: "checkMessages", default: [])
        _left = State(wrappedValue: false)
        properties.ignore("outputFormat")
        A2UICommon.ignoreShared(in: properties)
    }

    /// The form an empty field asks for, as its kind says: `YYYY-MM-DD`, `hh:mm`, or both.
    private var placeholder: String {
        switch (enableDate, enableTime) {
        case (true, false): "YYYY-MM-DD"
        case (false, true): "hh:mm"
        default: "YYYY-MM-DDThh:mm"
        }
    }

    /// Where an empty field starts: `min`, else today, midnight or today at midnight as the field's kind says.
    private var start: String {
        if let minimum, DateTimeStep(minimum) != nil { return minimum }
        let today = DateTimeStep.today
        switch (enableDate, enableTime) {
        case (false, true): return "00:00"
        case (true, true): return today + "T00:00"
        default: return today
        }
    }

    /// What is wrong with the value typed: not a date or time at all, or outside `min` or `max`.
    private var outOfRange: String? {
        guard let value = DateTimeStep(text) else {
            return text.isEmpty ? nil : "Not a valid date or time: type it as \(placeholder)"
        }
        if let minimum, let low = DateTimeStep(minimum), low.sameForm(as: value), value.instant < low.instant {
            return "On or after \(minimum)"
        }
        if let maximum, let high = DateTimeStep(maximum), high.sameForm(as: value), value.instant > high.instant {
            return "On or before \(maximum)"
        }
        return nil
    }

    /// The keys the field answers before a text field's.
    private static let keys = [
        ControlKey(KeyPress(.up), KeyPress(.down), description: "Change the part at the caret"),
        ControlKey(KeyPress(.left), KeyPress(.right), description: "Previous / next part"),
    ]

    var body: some View {
        let binding = A2UICommon.writing($text, as: JSONValue.string, through: onChange)
        let low = minimum.flatMap(DateTimeStep.init), high = maximum.flatMap(DateTimeStep.init), start = start
        let messages = (outOfRange.map { [$0] } ?? []) + (left ? checkMessages : []), left = $left
        // The value as the user reads dates, beside the ISO 8601 text the agent reads and the arrows step.
        let readable = DateTimeStep.userLocale.flatMap { locale in
            DateTimeStep(text).map { $0.shown(in: locale, timeZone: .current) }
        }
        return VStack {
            if !label.isEmpty { Text(label).dim() }
            HStack {
                TextField(placeholder, text: binding).leadingMark("›")
                    .onKeyPress(answering: Self.keys, withCaret: { press, caret in
                        guard press.modifiers.isEmpty else { return false }
                        let text = binding.wrappedValue
                        switch press.key {
                        case .up, .down:
                            // An empty field starts at `start`, the caret on its last part.
                            guard let value = DateTimeStep(text.isEmpty ? start : text) else { return false }
                            let parts = value.parts
                            guard !text.isEmpty else {
                                binding.wrappedValue = value.text
                                caret = parts[parts.count - 1].range.lowerBound
                                return true
                            }
                            let part = parts[value.partIndex(at: caret)].part
                            let moved = value.stepping(part, by: press.key == .up ? 1 : -1, minimum: low, maximum: high)
                            if moved.text != text { binding.wrappedValue = moved.text }
                            return true
                        case .left, .right:
                            // Text that is not a value yet is edited a character at a time.
                            guard let value = DateTimeStep(text) else { return false }
                            let parts = value.parts, index = value.partIndex(at: caret)
                            let target = index + (press.key == .left ? -1 : 1)
                            caret = parts.indices.contains(target) ? parts[target].range.lowerBound
                                : (target < 0 ? 0 : text.count)
                            return true
                        default:
                            return false
                        }
                    })
                    .highlighting { text, caret in
                        guard let value = DateTimeStep(text) else { return nil }
                        return value.parts[value.partIndex(at: caret)].range
                    }
                    .onFocusChange { focused in if !focused, !left.wrappedValue { left.wrappedValue = true } }
                    .frame(width: .expand)
                if let readable { Text(readable).dim() }
            }
            ForEach(messages.indices) { Text(messages[$0]).foregroundColor(WidgetPalette.danger) }
        }
    }
}
