/// `terminal:button`: `[ text ]`; Enter, Space or a click runs `onPress`.
struct TerminalButton: View, Decodable {
    enum Style: String, CaseIterable, Decodable { case `default`, primary, danger }

    let text: String
    let enabled: Bool
    let color: Color?
    @Event var onPress: () -> Void
    /// True when `onPress` only goes back (a Back button): focus does not start on it.
    let onlyGoesBack: Bool
    /// `accessibility.label`: what a screen reader calls a button that shows a symbol (`✕`).
    let accessibility: AccessibilityProperties?
    let box: BoxStyle

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        // Components are decoded on the main actor, where the node lives (as `@Event` finds its event).
        let node = decoder.stratusUserInfo(.stratusNode) as? Node
        let goesBack = MainActor.assumeIsolated { node?.event(at: "onPress")?.onlyGoesBack ?? false }
        onlyGoesBack = goesBack
        // A Back button where there is nothing to go back to (the first screen of the app or of a tab) is disabled.
        let leadsNowhere = MainActor.assumeIsolated { goesBack && node?.screenCanGoBack == false }
        text = try properties.decode(String.self, forKey: "text", default: "")
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true) && !leadsNowhere
        switch try properties.decode(Style.self, forKey: "style", default: .default) {
        case .primary: color = WidgetPalette.accent
        case .danger: color = WidgetPalette.danger
        case .default: color = nil
        }
        _onPress = try properties.decode(Event.self, forKey: "onPress")
        accessibility = try properties.decodeIfPresent(AccessibilityProperties.self, forKey: "accessibility")
        box = try BoxStyle(from: decoder)
    }

    var body: some View {
        let event = onPress
        return Button(text) { event() }
            .accessibilityLabel(accessibility?.label ?? "")
            .foregroundColor(color)
            .bold(color != nil)
            .disabled(!enabled)
            .leavesScreen(onlyGoesBack)
            .boxStyle(box)
    }
}

/// `terminal:textInput`: a label and a one-line field. The text is this node's state, started from `value` and
/// started over when the server changes `value`; `onChange` runs on every edit, `onSubmit` on Enter, `onBlur`
/// when focus leaves.
struct TerminalTextInput: View, Decodable {
    enum Kind: String, CaseIterable, Decodable { case text, password, email, number, multiline }

    let label: String
    let placeholder: String
    let isPassword: Bool
    let enabled: Bool
    let maxLength: Int?
    @StatefulEvent var onChange: (JSONValue) -> Void
    @StatefulEvent var onSubmit: (JSONValue) -> Void
    @StatefulEvent var onBlur: (JSONValue) -> Void
    let box: BoxStyle
    @State var text: String

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        placeholder = try properties.decode(String.self, forKey: "placeholder", default: "")
        isPassword = try properties.decode(Kind.self, forKey: "type", default: .text) == .password
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        maxLength = try properties.decodeIfPresent(Int.self, forKey: "maxLength")
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        _onSubmit = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onSubmit")
        _onBlur = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onBlur")
        box = try BoxStyle(from: decoder)
        let value = try properties.decode(String.self, forKey: "value", default: "")
        _text = State(value: value, initial: .string(value))
    }

    var body: some View {
        let change = onChange, submit = onSubmit, blur = onBlur, limit = maxLength
        let state = $text
        let binding = Binding<String>(get: { state.wrappedValue }, set: { newValue in
            let clipped = limit.map { String(newValue.prefix(max(0, $0))) } ?? newValue
            guard clipped != state.wrappedValue else { return }
            state.wrappedValue = clipped
            change(.string(clipped))
        })
        return HStack {
            if !label.isEmpty { Text(label + ":").truncated() }
            TextField(placeholder, text: binding)
                .secure(isPassword)
                .onSubmit { submit(.string($0)) }
                .onFocusChange { focused in if !focused { blur(.string(state.wrappedValue)) } }
                .accessibilityLabel(label)
        }
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:checkbox`: `[x] label`; Enter, Space or a click toggles and runs `onChange` with the new value.
struct TerminalCheckbox: View, Decodable {
    let label: String
    let enabled: Bool
    @StatefulEvent var onChange: (JSONValue) -> Void
    let box: BoxStyle
    @State var checked: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        box = try BoxStyle(from: decoder)
        let value = try properties.decode(Bool.self, forKey: "checked", default: false)
        _checked = State(value: value, initial: .bool(value))
    }

    var body: some View {
        let change = onChange, state = $checked
        return Toggle(label, isOn: Binding(get: { state.wrappedValue }, set: {
            state.wrappedValue = $0
            change(.bool($0))
        }))
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:selectionGroup`: radio buttons, one focusable per option; selecting runs `onChange` with its value.
struct TerminalSelectionGroup: View, Decodable {
    enum Direction: String, CaseIterable, Decodable { case vertical, horizontal }

    let options: [WidgetOption]
    let horizontal: Bool
    let enabled: Bool
    @StatefulEvent var onChange: (JSONValue) -> Void
    let box: BoxStyle
    @State var selected: JSONValue

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        options = try properties.decode([WidgetOption?].self, forKey: "options", default: []).compactMap { $0 }
        horizontal = try properties.decode(Direction.self, forKey: "direction", default: .vertical) == .horizontal
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        box = try BoxStyle(from: decoder)
        let value = try properties.decode(JSONValue.self, forKey: "value", default: .null)
        _selected = State(value: value, initial: value)
    }

    var body: some View {
        let change = onChange, state = $selected
        let radios = ForEach(options.indices) { index in
            let option = options[index]
            Toggle(option.label, isOn: Binding(get: { state.wrappedValue == option.value }, set: { _ in
                guard state.wrappedValue != option.value else { return }
                state.wrappedValue = option.value
                change(option.value)
            })).toggleStyle(.radio)
        }
        return Group {
            if horizontal { HStack(spacing: 2) { radios } } else { VStack { radios } }
        }
        .disabled(!enabled)
        .boxStyle(box)
    }
}

/// `terminal:select`: `label: [ value ▾ ]`; Enter opens the list under it (above it when there is no room below),
/// Up/Down move, Enter picks and runs `onChange`, Esc closes. To a screen reader it is a combo box, expanded or
/// collapsed, whose value is the option chosen (the option highlighted while open).
struct TerminalSelect: View, Decodable {
    let label: String
    let placeholder: String
    let options: [WidgetOption]
    let enabled: Bool
    @StatefulEvent var onChange: (JSONValue) -> Void
    let box: BoxStyle
    @State var selected: JSONValue
    @State var isOpen = false
    @State var highlighted = 0
    /// The keys the open list answers (Enter picks, as it opens, through activation).
    static let openKeys = [ControlKey(KeyPress(.up), KeyPress(.down), description: "The option above / below"),
                           ControlKey(KeyPress(.escape), description: "Close the list")]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        placeholder = try properties.decode(String.self, forKey: "placeholder", default: "Choose…")
        options = try properties.decode([WidgetOption?].self, forKey: "options", default: []).compactMap { $0 }
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        box = try BoxStyle(from: decoder)
        let value = try properties.decode(JSONValue.self, forKey: "value", default: .null)
        _selected = State(value: value, initial: value)
    }

    /// What a screen reader is told the value is: the option chosen; while the list is open, the option under the
    /// highlight and its place ("Blue, 3 of 4").
    private var spokenValue: String {
        guard isOpen, options.indices.contains(highlighted) else { return options.first { $0.value == selected }?.label ?? "" }
        return "\(options[highlighted].label), \(highlighted + 1) of \(options.count)"
    }

    var body: some View {
        let current = options.first { $0.value == selected }?.label ?? placeholder
        let change = onChange, options = self.options
        let selectedState = $selected, open = $isOpen, highlight = $highlighted
        return VStack {
            HStack {
                if !label.isEmpty { Text(label + ":") }
                Text("[ \(current) \(isOpen ? "▴" : "▾") ]").truncated()
                    .accessibility(.combobox, name: label, value: spokenValue)
                    .accessibilityState(expanded: isOpen)
                    .focusable(onActivate: {
                        if open.wrappedValue, options.indices.contains(highlight.wrappedValue) {
                            let option = options[highlight.wrappedValue]
                            selectedState.wrappedValue = option.value
                            open.wrappedValue = false
                            change(option.value)
                        } else {
                            highlight.wrappedValue = max(0, options.firstIndex { $0.value == selectedState.wrappedValue } ?? 0)
                            open.wrappedValue = true
                        }
                    })
                    .onKeyPress(answering: isOpen ? Self.openKeys : []) { press in
                        guard open.wrappedValue else { return false }
                        switch press.key {
                        case .down: highlight.wrappedValue = min(options.count - 1, highlight.wrappedValue + 1)
                        case .up: highlight.wrappedValue = max(0, highlight.wrappedValue - 1)
                        case .escape: open.wrappedValue = false
                        case .tab: open.wrappedValue = false; return false
                        default: return false
                        }
                        return true
                    }
            }
            if isOpen {
                VStack {
                    ForEach(options.indices) { index in
                        Text((index == highlighted ? "› " : "  ") + options[index].label).reverse(index == highlighted)
                    }
                }
                .border(.rounded)
                // The combo box's value says the option under the highlight.
                .accessibilityHidden()
            }
        }
        .opensUpwardWhenCut()
        .disabled(!enabled)
        .boxStyle(box)
    }
}
