/// `a2ui:ChoicePicker` (and v0.8's `MultipleChoice`): its label and its options, each marked when its value is
/// among the selected values; Enter, Space or a click on an option selects it (or, for several, flips it) and
/// runs `onChange` with the selected values, a list.
///
/// - `displayStyle`: `checkbox` (the default) lists the options down, `(•)` for one choice among several and `[x]`
///   for many; `chips` draws them as chips, `[✓ Paris]` and `[ Lyon ]`, on a row that wraps. Every option or chip
///   is a focus stop: the arrows move between them as between any controls on a screen.
/// - `filterable`: a filter line above the options; what is typed there narrows them to those whose label holds
///   it (letter case aside). Enter in the line chooses the first option shown, Down goes to the options, Esc or
///   clearing the line shows them all again. The filter is the node's own state, so it stays while the surface
///   changes under it.
/// - `maxAllowedSelections` (v0.8's `MultipleChoice`): with that many chosen, the options not chosen are dimmed
///   and choosing one is refused with a line under the picker saying so, until one is cleared. Below 1 it is
///   ignored.
///
/// The messages of its failing `checks` are listed under it once focus has left one of its options.
struct A2UIChoicePicker: View, Decodable {
    enum Variant: String, CaseIterable, Decodable { case mutuallyExclusive, multipleSelection }
    enum DisplayStyle: String, CaseIterable, Decodable { case checkbox, chips }
    struct Option: Decodable {
        var label: String
        var value: String

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            label = try properties.decode(String.self, forKey: "label", default: "")
            value = try properties.decode(String.self, forKey: "value", default: "")
        }
    }

    let label: String
    let variant: Variant
    let displayStyle: DisplayStyle
    let filterable: Bool
    let maximum: Int?
    let options: [Option]
    let checkMessages: [String]
    @StatefulEvent var onChange: (JSONValue) -> Void
    @State var selected: [String]
    /// What is typed in the filter line.
    @State var filter: String
    /// True after a choice past `maxAllowedSelections` was refused, until the selection changes.
    @State var refused: Bool
    /// True once focus has left one of the options: the check messages show from then on.
    @State var left: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        label = try properties.decode(String.self, forKey: "label", default: "")
        variant = try properties.decode(Variant.self, forKey: "variant", default: .mutuallyExclusive)
        displayStyle = try properties.decode(DisplayStyle.self, forKey: "displayStyle", default: .checkbox)
        filterable = try properties.decode(Bool.self, forKey: "filterable", default: false)
        maximum = try properties.decodeIfPresent(Int.self, forKey: "maxAllowedSelections").flatMap { $0 >= 1 ? $0 : nil }
        options = try properties.decode([Option].self, forKey: "options", default: [])
        checkMessages = try properties.decode([String].self, forKey: "checkMessages", default: [])
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        let written = try properties.decode(JSONValue.self, forKey: "value", default: .null)
        let values: [String] = switch written {
        case .array(let items): items.compactMap(\.stringValue)
        case .string(let item): [item]
        default: []
        }
        _selected = State(value: values, initial: written)
        _filter = State(wrappedValue: "")
        _refused = State(wrappedValue: false)
        _left = State(wrappedValue: false)
        A2UICommon.ignoreShared(in: properties)
    }

    /// The options the filter lets through, with their places among all options.
    private var shown: [Option] {
        let needle = filter.lowercased()
        guard filterable, needle.contains(where: { !$0.isWhitespace }) else { return options }
        return options.filter { $0.label.lowercased().contains(needle) }
    }

    /// A binding that says whether `value` is chosen and chooses or clears it, refusing a choice past the limit.
    private func choosing(_ value: String) -> Binding<Bool> {
        let single = variant == .mutuallyExclusive, maximum = self.maximum, change = onChange
        let state = $selected, refused = $refused
        return Binding(get: { state.wrappedValue.contains(value) }, set: { isOn in
            var chosen = state.wrappedValue
            if single {
                chosen = [value]
            } else if isOn {
                if let maximum, chosen.count >= maximum {
                    refused.wrappedValue = true
                    return
                }
                if !chosen.contains(value) { chosen.append(value) }
            } else {
                chosen.removeAll { $0 == value }
            }
            if refused.wrappedValue { refused.wrappedValue = false }
            guard chosen != state.wrappedValue else { return }
            state.wrappedValue = chosen
            change(.array(chosen.map(JSONValue.string)))
        })
    }

    var body: some View {
        let shown = self.shown, single = variant == .mutuallyExclusive, chips = displayStyle == .chips
        let full = !single && maximum.map { selected.count >= $0 } == true, chosen = Set(selected)
        var messages = left ? checkMessages : []
        let left = $left, leaving = { (focused: Bool) in if !focused, !left.wrappedValue { left.wrappedValue = true } }
        if refused, let maximum {
            messages.insert("At most \(maximum) can be chosen: clear one first.", at: 0)
        }
        return VStack {
            if !label.isEmpty { Text(label).dim() }
            if filterable { filterLine(first: shown.first) }
            if chips {
                Flow(.horizontal, spacing: 1) {
                    ForEach(shown.indices) { index in
                        Toggle(shown[index].label, isOn: choosing(shown[index].value))
                            .toggleStyle(.chip)
                            .accessibility(single ? .radio : .checkbox)
                            .bold(chosen.contains(shown[index].value))
                            .dim(full && !chosen.contains(shown[index].value))
                            .onFocusChange(leaving)
                    }
                }
            } else {
                ForEach(shown.indices) { index in
                    Toggle(shown[index].label, isOn: choosing(shown[index].value))
                        .toggleStyle(single ? .radio : .checkbox)
                        .dim(full && !chosen.contains(shown[index].value))
                        .onFocusChange(leaving)
                }
            }
            if shown.isEmpty && !options.isEmpty { Text("No option matches \u{201C}\(filter)\u{201D}.").dim() }
            ForEach(messages.indices) { Text(messages[$0]).foregroundColor(WidgetPalette.danger) }
        }
    }

    /// The filter line: what is typed narrows the options; Enter chooses `first`, Esc empties the line.
    private func filterLine(first: Option?) -> some View {
        let filter = $filter, choose = first.map { choosing($0.value) }, single = variant == .mutuallyExclusive
        var keys = [ControlKey(KeyPress(.escape), description: "Show every option")]
        if first != nil { keys.insert(ControlKey(KeyPress(.enter), description: "Choose the first option shown"), at: 0) }
        return HStack {
            Text("Filter").dim()
            TextField("type to narrow the options", text: filter)
                .onKeyPress(answering: filter.wrappedValue.isEmpty ? Array(keys.dropLast()) : keys) { press in
                    guard press.modifiers.isEmpty else { return false }
                    switch press.key {
                    case .enter:
                        guard let choose else { return false }
                        choose.wrappedValue = single || !choose.wrappedValue
                        return true
                    case .escape:
                        guard !filter.wrappedValue.isEmpty else { return false }
                        filter.wrappedValue = ""
                        return true
                    default:
                        return false
                    }
                }
                .frame(width: .expand)
        }
    }
}
