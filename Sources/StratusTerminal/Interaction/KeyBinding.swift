/// A key that runs an action, with the words the footer and the `?` help show for it (Textual's `Binding`).
///
/// Every key the app answers is a binding in one list (`Stage.keyBindings`): the screen's (declared by
/// its components), the focus and scrolling keys, and the app's own. The handler runs the first binding of the
/// list for the pressed key, the footer shows the list's `show` entries and `?` lists them all, so a key's label
/// and what it does come from the same value.
public struct KeyBinding {
    /// The key.
    public var key: KeyPress
    /// What it does, in a few words ("Save", "Back"): the footer's label.
    public var description: String
    /// False to keep it out of the footer (it still works and `?` still lists it).
    public var show: Bool
    /// True for a key that is offered before the focused view sees it (a text field does not type it), as
    /// Textual's priority bindings: quit, the log console, the app's tabs.
    public var priority: Bool
    /// Longer words for the `?` help; nil: the description.
    public var help: String?
    /// What it runs.
    public var action: () -> Void
    /// True for a key declared by a control that leaves the screen (a Back button's shortcut): the app asks
    /// before it loses typed text, as it does for Esc.
    var leavesScreen = false

    /// A binding from its parts.
    public init(_ key: KeyPress, description: String, show: Bool = true, priority: Bool = false, help: String? = nil,
                action: @escaping () -> Void) {
        self.key = key
        self.description = description
        self.show = show
        self.priority = priority
        self.help = help
        self.action = action
    }

    /// The words `?` shows for it.
    var helpText: String { help ?? description }
}

extension Array where Element == KeyBinding {
    /// The index of the binding a press of `key` runs down the key path: the first priority binding of the key,
    /// else its first binding (the focused view, which comes between, aside).
    func indexOfBindingRun(by key: KeyPress) -> Int? {
        firstIndex { $0.priority && $0.key == key } ?? firstIndex { $0.key == key }
    }

    /// The binding that handles `press`: the first for its key (a key bound twice keeps its first binding).
    func binding(for press: KeyPress) -> KeyBinding? {
        first { $0.key == press }
    }
}
