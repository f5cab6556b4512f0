/// A screen as a screen reader tells it: the elements of its accessibility tree as short phrases in reading
/// order, each control with its place in its group ("Button, Add to cart, 3 of 12"), and what changed between two
/// of them as one line a change.
///
/// A control's group is what its number chooses among (`ScreenReader`): the items of the list it is in, the run
/// of radio buttons it belongs to, or else the screen's other controls. Disabled controls have no place.
struct SpokenScreen {
    /// One element with what the reader needs to say it.
    struct Entry {
        /// The element.
        var element: AccessibilityElement
        /// Its place in its group ("3 of 12"), for a control or a list item.
        var place: (position: Int, count: Int)?
        /// The group it is chosen in by number; nil for what cannot be chosen.
        var group: Group?
        /// True for what is inside a list: a list is told by its count when it changes, not item by item.
        var isInsideList: Bool
        /// True for what is inside a live region: the region is told whole when it changes, not piece by piece.
        var isInsideLive = false
    }

    /// What a number chooses among.
    enum Group: Equatable {
        /// The items of the list that is entry `listEntry`.
        case list(listEntry: Int)
        /// The run of radio buttons that starts at entry `firstEntry`.
        case radios(firstEntry: Int)
        /// The screen's controls in no other group.
        case screen
    }

    /// Every element, depth first, in reading order.
    let entries: [Entry]

    /// The entries of `tree`, each control placed in its group.
    init(_ tree: AccessibilityTree) {
        var entries: [Entry] = []
        // The entry indexes of the elements that hold the one being read, outermost first.
        var ancestors: [(depth: Int, entry: Int)] = []
        var screenControls: [Int] = []
        var radioRuns: [[Int]] = []
        var depths: [Int] = []
        for (depth, element) in tree.depthFirst {
            while let last = ancestors.last, last.depth >= depth { ancestors.removeLast() }
            let list = ancestors.last { entries[$0.entry].element.role == .list }?.entry
            let item = ancestors.last { entries[$0.entry].element.role == .listitem }?.entry
            var entry = Entry(element: element, place: nil, group: nil, isInsideList: list != nil)
            entry.isInsideLive = ancestors.contains { entries[$0.entry].element.live != nil }
            let index = entries.count
            if element.role == .listitem, let position = element.position, let count = element.count {
                entry.place = (position, count)
                entry.group = list.map { .list(listEntry: $0) }
            } else if element.identity == nil, let position = element.position, let count = element.count {
                // A tab of a tab list, told where it is; chosen by the list's own keys, not by number.
                entry.place = (position, count)
            } else if element.identity != nil, !element.isDisabled {
                if let item, let place = entries[item].place {
                    entry.place = place
                    entry.group = entries[item].group
                } else if element.role == .radio {
                    // A run: radio buttons one after the other at the same depth, nothing else between.
                    if let run = radioRuns.last, let last = run.last, last == index - 1, depths[last] == depth {
                        radioRuns[radioRuns.count - 1].append(index)
                    } else {
                        radioRuns.append([index])
                    }
                } else {
                    screenControls.append(index)
                }
            }
            entries.append(entry)
            depths.append(depth)
            ancestors.append((depth, index))
        }
        for run in radioRuns {
            for (position, index) in run.enumerated() {
                entries[index].place = (position + 1, run.count)
                entries[index].group = .radios(firstEntry: run[0])
            }
        }
        for (position, index) in screenControls.enumerated() {
            entries[index].place = (position + 1, screenControls.count)
            entries[index].group = .screen
        }
        self.entries = entries
    }

    /// True when the screen has a control (something that can take focus).
    var hasControls: Bool { entries.contains { $0.element.identity != nil } }

    /// The focused entry, if one has focus.
    var focused: Entry? { entries.first { $0.element.isFocused } }

    /// The identities of `group`'s controls by their number (a list's items that are built, for a list).
    func members(of group: Group) -> [Int: String] {
        var members: [Int: String] = [:]
        for entry in entries where entry.group == group {
            if let place = entry.place, let identity = entry.element.identity, members[place.position] == nil {
                members[place.position] = identity
            }
        }
        return members
    }

    // MARK: - Reading

    /// The screen, one line an element, in reading order.
    var lines: [String] { entries.map(Self.phrase) }

    /// What the screen is called: its first heading, else its first text, else nothing.
    var title: String? {
        let named = entries.map(\.element).filter { !$0.name.isEmpty }
        return (named.first { $0.role == .heading } ?? named.first { $0.role == .text })?.name
    }

    /// The count of the screen's first list, when it has one.
    var itemCount: Int? { entries.first { $0.element.role == .list }?.element.count }

    /// How `entry` is said: role, name, value, states and place, separated by commas
    /// ("Checkbox, Buy milk, checked, 1 of 4").
    static func phrase(_ entry: Entry) -> String {
        let element = entry.element
        var parts: [String] = []
        if let word = roleWord(element) { parts.append(word) }
        if !element.name.isEmpty { parts.append(element.name) }
        if let value = element.value {
            parts.append(element.role == .textbox && value.isEmpty ? "blank" : value)
        } else if element.role == .textbox {
            parts.append("blank")
        }
        if let checked = element.isChecked {
            if element.role == .switch { parts.append(checked ? "on" : "off") } else { parts.append(checked ? "checked" : "not checked") }
        }
        if element.isSelected { parts.append("selected") }
        if let expanded = element.isExpanded { parts.append(expanded ? "expanded" : "collapsed") }
        if let description = element.description { parts.append(description) }
        if element.isDisabled { parts.append("disabled") }
        if element.role == .list, let count = element.count { parts.append(count == 1 ? "1 item" : "\(count) items") }
        if let place = entry.place { parts.append("\(place.position) of \(place.count)") }
        return parts.joined(separator: ", ")
    }

    /// The word a role is told by; nil for plain text, and for a list item named by its text.
    private static func roleWord(_ element: AccessibilityElement) -> String? {
        switch element.role {
        case .button: return "Button"
        case .link: return "Link"
        case .textbox: return "Text field"
        case .checkbox: return "Checkbox"
        case .radio: return "Radio button"
        case .switch: return "Switch"
        case .combobox: return "Combo box"
        case .slider: return "Slider"
        case .list: return "List"
        case .listitem: return element.name.isEmpty ? "Item" : nil
        case .table: return "Table"
        case .tab: return "Tab"
        case .tablist: return "Tabs"
        case .heading: return "Heading level \(element.level ?? 1)"
        case .image: return "Image"
        case .progressbar: return "Progress bar"
        case .dialog: return "Dialog"
        case .status: return "Status"
        case .alert: return "Alert"
        case .text: return nil
        }
    }

    // MARK: - Changes

    /// What changed from `previous` to this screen (the same screen, a frame later), one line a change, in this
    /// order: texts, headings, statuses, alerts and dialogs that appeared (outside lists); each list whose count changed,
    /// when no text was told; each control's state that changed (checked, selected, disabled, a value other than
    /// the text being typed), but for the control focus moved to; and last, where focus went, when it moved.
    func changes(since previous: SpokenScreen) -> [String] {
        var lines: [String] = []
        var before: [String: Int] = [:]
        for entry in previous.entries where Self.isToldWhenNew(entry) { before[Self.phrase(entry), default: 0] += 1 }
        for entry in entries where Self.isToldWhenNew(entry) {
            let phrase = Self.phrase(entry)
            if let count = before[phrase], count > 0 { before[phrase] = count - 1 } else { lines.append(phrase) }
        }
        // A list's new count, unless the screen said something of its own (a search's "12 of 1000 products").
        let lists = entries.filter { $0.element.role == .list }, oldLists = previous.entries.filter { $0.element.role == .list }
        if lines.isEmpty {
            for (list, was) in zip(lists, oldLists) where list.element.count != was.element.count { lines.append(Self.phrase(list)) }
        }
        let focused = focused
        let focusMoved = focused != nil && focused?.element.identity != previous.focused?.element.identity
        var old: [String: AccessibilityElement] = [:]
        for entry in previous.entries { if let identity = entry.element.identity { old[identity] = entry.element } }
        for entry in entries {
            // The control focus moved to is told whole below, its states with it.
            guard let identity = entry.element.identity, let was = old[identity], !(focusMoved && entry.element.isFocused) else { continue }
            lines += Self.stateChanges(from: was, to: entry.element)
        }
        if focusMoved, let focused { lines.append(Self.phrase(focused)) }
        // Live regions whose words changed, told whole: assertive ones before the rest, polite ones after.
        let regions = entries.filter { $0.element.live != nil }, oldRegions = previous.entries.filter { $0.element.live != nil }
        var assertive: [String] = [], polite: [String] = []
        for (index, region) in regions.enumerated() {
            let said = Self.liveWords(region.element)
            guard !said.isEmpty, index >= oldRegions.count || Self.liveWords(oldRegions[index].element) != said else { continue }
            if region.element.live == .assertive { assertive.append(said) } else { polite.append(said) }
        }
        return assertive + lines + polite
    }

    /// What a live region says: its name and what it holds, in reading order.
    private static func liveWords(_ element: AccessibilityElement) -> String {
        ([element.name, element.value ?? ""] + element.children.map(liveWords)).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// True for what is told when it appears: texts, headings, statuses and alerts outside lists, and dialogs
    /// (named or not: "Dialog" says that what follows waits above the screen).
    private static func isToldWhenNew(_ entry: Entry) -> Bool {
        guard !entry.isInsideList, !entry.isInsideLive, entry.element.live == nil else { return false }
        if entry.element.role == .dialog { return true }
        return !entry.element.name.isEmpty && [.text, .heading, .status, .alert].contains(entry.element.role)
    }

    /// One line for the states of a control that changed: "Checked" for the focused control, "Buy milk, checked"
    /// for another. A radio button is told when it gets checked only (the one that lost it goes with it), and
    /// the text typed into the focused field is not told back.
    private static func stateChanges(from was: AccessibilityElement, to now: AccessibilityElement) -> [String] {
        var words: [String] = []
        if let checked = now.isChecked, checked != was.isChecked, checked || now.role != .radio {
            words.append(now.role == .switch ? (checked ? "on" : "off") : (checked ? "checked" : "not checked"))
        }
        if now.isSelected && !was.isSelected { words.append("selected") }
        if let expanded = now.isExpanded, expanded != was.isExpanded { words.append(expanded ? "expanded" : "collapsed") }
        if now.isDisabled != was.isDisabled { words.append(now.isDisabled ? "disabled" : "enabled") }
        if let value = now.value, value != was.value, !(now.role == .textbox && now.isFocused) {
            words.append(value.isEmpty && now.role == .textbox ? "blank" : value)
        }
        guard !words.isEmpty else { return [] }
        // One line for all that changed at once ("Expanded, green, 2 of 3").
        let said = words.joined(separator: ", ")
        return [now.isFocused || now.name.isEmpty ? said.prefix(1).uppercased() + said.dropFirst() : now.name + ", " + said]
    }
}
