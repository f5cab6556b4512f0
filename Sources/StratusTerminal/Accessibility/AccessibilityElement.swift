/// One element of a screen's accessibility tree: what a screen reader tells about a control, a text or a list.
public struct AccessibilityElement: Equatable, Sendable, Encodable {
    /// What it is.
    public var role: AccessibilityRole
    /// What it is called (a button's title, a field's label, a text's words); empty when it has none.
    public var name: String
    /// Its value: a field's text (dots for a password), a progress bar's percentage.
    public var value: String?
    /// Checked or not, for a checkbox, a radio button or a switch; nil for what cannot be checked.
    public var isChecked: Bool?
    /// True for the selected tab or item.
    public var isSelected: Bool
    /// Open or closed, for what shows a list on demand (a select, a combobox); nil for the rest.
    public var isExpanded: Bool?
    /// More than its name: instructions, a format, what it does; nil when it has none.
    public var description: String?
    /// True when it cannot be used now.
    public var isDisabled: Bool
    /// True when it has the keyboard focus.
    public var isFocused: Bool
    /// False when it is scrolled out of sight (still on the screen, as a reader reads all of it).
    public var isOnScreen: Bool
    /// A heading's level (1 the most important).
    public var level: Int?
    /// Where it is among its list's items: "3 of 20" is position 3, count 20; counts rows not built yet.
    public var position: Int?
    /// How many items its list has (on a list and on each of its items).
    public var count: Int?
    /// The id focus, clicks and tests use for it (a node id), when it has one.
    public var identity: String?
    /// Where it is on the screen, in cells: column, row, width, height.
    public var frame: [Int]
    /// What it holds (a list's items, a dialog's controls, a live region's content).
    public var children: [AccessibilityElement]
    /// How a change of what it says is announced, for a live region; nil for the rest.
    public var live: AccessibilityLive? = nil

    /// One line of the outline: role, name in quotes, value and states (`checkbox "I accept" not checked`).
    public var summary: String {
        var words = [role == .heading ? "heading level \(level ?? 1)" : role.rawValue]
        if !name.isEmpty { words.append(Self.quoted(name)) }
        if let value { words.append("value " + Self.quoted(value)) }
        if let position, let count { words.append("\(position) of \(count)") } else if let count { words.append(count == 1 ? "1 item" : "\(count) items") }
        if let isChecked { words.append(isChecked ? "checked" : "not checked") }
        if isSelected { words.append("selected") }
        if let isExpanded { words.append(isExpanded ? "expanded" : "collapsed") }
        if let description { words.append("description " + Self.quoted(description)) }
        if isDisabled { words.append("disabled") }
        if isFocused { words.append("focused") }
        if !isOnScreen { words.append("off screen") }
        if let live { words.append("live " + live.rawValue) }
        return words.joined(separator: " ")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private enum CodingKeys: String, CodingKey {
        case role, name, description, value, checked, selected, expanded, disabled, focused, onScreen, level, position, count, id, frame, children, live
    }

    /// Writes the members that say something: false states, nil values and no children are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(isChecked, forKey: .checked)
        if isSelected { try container.encode(true, forKey: .selected) }
        try container.encodeIfPresent(isExpanded, forKey: .expanded)
        if isDisabled { try container.encode(true, forKey: .disabled) }
        if isFocused { try container.encode(true, forKey: .focused) }
        if !isOnScreen { try container.encode(false, forKey: .onScreen) }
        try container.encodeIfPresent(level, forKey: .level)
        try container.encodeIfPresent(position, forKey: .position)
        try container.encodeIfPresent(count, forKey: .count)
        try container.encodeIfPresent(identity, forKey: .id)
        try container.encode(frame, forKey: .frame)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
        try container.encodeIfPresent(live, forKey: .live)
    }
}
