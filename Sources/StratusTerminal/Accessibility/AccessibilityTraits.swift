/// What a box says about itself to assistive technology: its role, and the name, value and states that go with it.
///
/// Controls set their own (`Button` is a button named by its label, `Toggle` a checkbox that is checked or not,
/// `TextField` a textbox whose value is its text), so a screen is described without any work from its author;
/// components add what only they know with `View.accessibility(_:)` (the label of a field, a heading's level).
/// A box with no traits stands for nothing itself: its text is read as text, its boxes are looked into.
struct AccessibilityTraits {
    /// What the box is.
    var role: AccessibilityRole
    /// What it is called; nil: the text inside it.
    var name: String?
    /// Its value (a field's text, a progress bar's percentage), read when the tree is made.
    var value: (() -> String?)?
    /// Checked (a checkbox, a switch, a radio button that is chosen); nil: not checkable.
    var isChecked: Bool?
    /// True for a tab or an item that is the selected one.
    var isSelected = false
    /// Open (true) or closed (false), for what shows a list on demand (a select); nil for the rest.
    var isExpanded: Bool?
    /// More than the name: instructions, a format, what it does (A2UI's `accessibility.description`).
    var description: String?
    /// A heading's level, 1 for the most important.
    var level: Int?
    /// True when the box is only decoration: neither it nor anything inside it is told.
    var isHidden = false
    /// How a change of what the box says is announced (a live region); nil: as any change is.
    var live: AccessibilityLive?

    /// Traits of `role`.
    init(_ role: AccessibilityRole, name: String? = nil) {
        self.role = role
        self.name = name
    }

    /// Nothing told: decoration.
    static var hidden: AccessibilityTraits {
        var traits = AccessibilityTraits(.text)
        traits.isHidden = true
        return traits
    }
}

extension BoxDescription {
    /// What the box is to assistive technology; nil: nothing but what is inside it.
    var accessibility: AccessibilityTraits? {
        get { decorations?.traits.accessibility }
        set { if decorations != nil || newValue != nil { decorated.traits.accessibility = newValue } }
    }
}

extension View {
    /// Gives the view's box a role, a name and a value for assistive technology (a component's
    /// `accessibility.label`, a progress bar's percentage). A name of nil keeps the box's own (or the text inside
    /// it); a value of nil keeps its own.
    public func accessibility(_ role: AccessibilityRole, name: String? = nil, value: String? = nil) -> ModifiedView<Self> {
        modified { node, _ in
            var traits = node.accessibility ?? AccessibilityTraits(role)
            traits.role = role
            if let name, !name.isEmpty { traits.name = name }
            if let value { traits.value = { value } }
            node.accessibility = traits
            return node
        }
    }

    /// Names the view's box for assistive technology, keeping its role (a field named by the label beside it).
    /// An empty name changes nothing.
    public func accessibilityLabel(_ name: String) -> ModifiedView<Self> {
        modified { node, _ in
            guard !name.isEmpty else { return node }
            var traits = node.accessibility ?? AccessibilityTraits(.text)
            traits.name = name
            node.accessibility = traits
            return node
        }
    }

    /// Makes the view a heading of `level` (1 the most important) for assistive technology; a level of nil
    /// leaves it as it is.
    public func accessibilityHeading(level: Int?) -> ModifiedView<Self> {
        modified { node, _ in
            guard let level else { return node }
            var traits = AccessibilityTraits(.heading, name: node.accessibility?.name)
            traits.level = max(1, level)
            node.accessibility = traits
            return node
        }
    }

    /// Gives the view's box states for assistive technology, keeping its role and name: `selected` for the
    /// selected one of its group (a tab), `expanded` for what shows a list on demand (a select that is open).
    /// A state of nil is left as it is.
    public func accessibilityState(selected: Bool? = nil, expanded: Bool? = nil) -> ModifiedView<Self> {
        modified { node, _ in
            var traits = node.accessibility ?? AccessibilityTraits(.text)
            if let selected { traits.isSelected = selected }
            if let expanded { traits.isExpanded = expanded }
            node.accessibility = traits
            return node
        }
    }

    /// Names and describes what the view is for assistive technology when a screen says so (A2UI's
    /// `accessibility {label, description}`): on the first box inside it that has a role (a button, a field, a
    /// picture), or on the view itself when it is a text; a container without such a box is left as it is, its
    /// children named by their own. Empty or nil words change nothing.
    public func accessibilityAttributes(label: String?, description: String?) -> ModifiedView<Self> {
        modified { node, _ in
            let name = label.flatMap { $0.isEmpty ? nil : $0 }, words = description.flatMap { $0.isEmpty ? nil : $0 }
            guard name != nil || words != nil else { return node }
            func target(_ box: BoxDescription) -> BoxDescription? {
                if let traits = box.accessibility { return traits.isHidden ? nil : box }
                for child in box.children { if let found = target(child) { return found } }
                return nil
            }
            let isText: Bool
            if case .text = node.content { isText = true } else { isText = false }
            guard let box = target(node) ?? (isText ? node : nil) else { return node }
            var traits = box.accessibility ?? AccessibilityTraits(.text)
            if let name { traits.name = name }
            if let words { traits.description = words }
            box.accessibility = traits
            return node
        }
    }

    /// Makes the view a live region (WAI-ARIA `aria-live`, A2UI's `accessibility.live`): when what it says changes,
    /// a screen reader announces all of it, `assertive` before anything else of that frame, `polite` after. A view
    /// with no role of its own (a text, a container) is a status (`polite`) or an alert (`assertive`) holding what
    /// is inside it; a control or a heading keeps its role. nil changes nothing.
    public func accessibilityLive(_ live: AccessibilityLive?) -> ModifiedView<Self> {
        modified { node, _ in
            guard let live, node.accessibility?.isHidden != true else { return node }
            var traits = node.accessibility ?? AccessibilityTraits(.text)
            if [.text, .status, .alert].contains(traits.role) { traits.role = live == .assertive ? .alert : .status }
            traits.live = live
            node.accessibility = traits
            return node
        }
    }

    /// Leaves the view out of what assistive technology tells: decoration.
    public func accessibilityHidden(_ isHidden: Bool = true) -> ModifiedView<Self> {
        modified { node, _ in
            if isHidden { node.accessibility = .hidden }
            return node
        }
    }
}
