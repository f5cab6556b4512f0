/// The kinds of handler a box has: what its description says it responds to, without the closures themselves
/// (those live in a `HandlerTable`), so the interaction index looks a box up only when it has something.
struct HandledEvents: OptionSet, Sendable {
    let rawValue: UInt8
    /// Enter, Space or a click while focused (`.focusable(onActivate:)`, `Button`, `Toggle`).
    static let activate = HandledEvents(rawValue: 1 << 0)
    /// A click with its cell (`.onClick`).
    static let click = HandledEvents(rawValue: 1 << 1)
    /// Every key first while focused (`.onKeyPress`, `TextField`).
    static let keyPress = HandledEvents(rawValue: 1 << 2)
    /// Focus arriving or leaving (`.onFocusChange`).
    static let focusChange = HandledEvents(rawValue: 1 << 3)
    /// Keys that work from anywhere on the screen while the box is shown (`.onKey`, `.keyboardShortcut`).
    static let keyBindings = HandledEvents(rawValue: 1 << 4)
}

/// What one box does when the user acts on it.
final class InteractionHandlers {
    /// Run by Enter, Space or a click while focused.
    var onActivate: (() -> Void)?
    /// The activation of the controls inside a view made one focus stop (`activating(around:)`), kept from the
    /// first time the view resolved: a box described again in place has lost the controls' own handlers.
    var heldActivation: (() -> Void)?
    /// Run by a click instead of `onActivate`, with the clicked cell relative to the box's top-left corner.
    var onClick: ((Point) -> Void)?
    /// Gets keys first while focused; returns true when it used the key.
    var keyHandler: ((KeyPress) -> Bool)?
    /// The keys `keyHandler` answers, with their words for the `?` help.
    var controlKeys: [ControlKey] = []
    /// Told when focus arrives (true) or leaves (false).
    var onFocusChange: ((Bool) -> Void)?
    /// Keys that work from anywhere on the screen while this box is shown.
    var bindings: [KeyBinding] = []
}

/// The interaction handlers of every box, keyed by the box's `key`: filled while views resolve (each screen's
/// `ViewGraph` has one), read by the interaction index and the renderer.
///
/// Descriptions stay plain values with no closures; a box only records which kinds of handler it has
/// (`BoxDescription.handledEvents`). Handlers of boxes that left the tree are dropped from time to time
/// (`prune(keepingReachableFrom:)`).
final class HandlerTable {
    private var handlers: [Int: InteractionHandlers] = [:]
    /// The number of entries after the last prune: the table is pruned again once it has grown well past it.
    private var keptAfterPrune = 0
    /// Told after a prune, with the keys of the boxes that were reachable: boxes outside it lost their handlers,
    /// so whoever keeps such a box to reuse it (a node's host, `NodeDescriber`) must resolve it again first.
    var onPrune: ((Set<Int>) -> Void)?

    /// An empty table.
    init() {}

    /// The handlers of `box`, nil when it has none.
    func handlers(of box: BoxDescription) -> InteractionHandlers? {
        box.handledEvents.isEmpty ? nil : handlers[box.key]
    }

    /// Gives `box` a handler of kind `kind`, set (or combined with the one it has) by `change`.
    func update(_ box: BoxDescription, _ kind: HandledEvents, _ change: (InteractionHandlers) -> Void) {
        box.handledEvents.insert(kind)
        if let existing = handlers[box.key] {
            change(existing)
            return
        }
        let created = InteractionHandlers()
        change(created)
        handlers[box.key] = created
    }

    /// Forgets every handler (a new screen).
    func removeAll() {
        handlers.removeAll()
        keptAfterPrune = 0
    }

    /// Drops the handlers of boxes no longer reachable from `root` (laid out in `frames`, whose built lazy-list
    /// rows count) once the table has grown to about twice what the last prune kept.
    func prune(keepingReachableFrom root: BoxDescription, frames: FrameTable) {
        guard handlers.count > 2 * keptAfterPrune + 1024 else { return }
        let reachable = frames.reachableKeys(from: root)
        handlers = handlers.filter { reachable.contains($0.key) }
        keptAfterPrune = handlers.count
        onPrune?(reachable)
    }
}
