/// What covers the screen for a while: the `?` help, the log console, the question before leaving typed text,
/// and what the screen presents over itself (a toast, an A2UI modal: `ScreenOverlay`). Each entry of the shell's
/// `OverlayStack` is one.
///
/// An overlay that takes keys (`takesKeys`: the shell's own) declares them (`bindings`); a key none of them takes
/// goes to `unboundKey(_:)`. The stack offers keys to the top entry only, so nothing beneath it (another overlay,
/// the screen, the app's keys) sees them while it is open.
@MainActor
protocol Overlay: AnyObject {
    /// Where the shell draws it (`ShellLayout` gives each place its area).
    var place: OverlayPlace { get }
    /// True when it holds the keyboard while it is on top; false: keys go on down the key path to the screen (a
    /// toast, or a modal the screen answers inside of).
    var takesKeys: Bool { get }
    /// Its own keys, in the order its help lists them.
    var bindings: [KeyBinding] { get }
    /// True when the overlay closes after any key, bound or not (a question answered); false: its bound keys
    /// keep it open (the help scrolls).
    var closesAfterAnyKey: Bool { get }
    /// A key none of `bindings` takes; returns true when the overlay stays open.
    func unboundKey(_ press: KeyPress) -> Bool
    /// A click or the wheel while the overlay is on top; nil: the overlay lets it through to what is beneath,
    /// true: it took it and stays, false: it took it and closes.
    func handle(_ mouse: MouseEvent) -> Bool?
    /// Draws the overlay into `area`, the area the shell gives its place.
    func paint(into buffer: inout CellBuffer, area: Rect)
}

/// Where an overlay is drawn in the shell's tree (Docs/RenderPipeline.md, "The shell").
enum OverlayPlace {
    /// Over the screen's area (the `?` help).
    case overScreen
    /// Below the screen, which gives it rows (the log console).
    case belowScreen
    /// In the footer's place (a question).
    case footer
    /// In the screen's own tree, placed and painted by the screen over its content (`Presentation`).
    case inScreen
}

/// The shell's overlays, bottom to top: what the screen presents over itself (toasts, then modals), then the
/// shell's own (the help, the log, the question), as they are drawn. The top one takes keys first: while one of
/// the shell's is open no key reaches the screen or the app's keys (each owns the keyboard); a presented box lets
/// them through to the screen, which answers them inside its modal only while one is shown.
@MainActor
final class OverlayStack {
    /// The open overlays, the last on top.
    private(set) var entries: [any Overlay] = []
    /// Runs when an overlay opens or closes: the shell lays out again.
    var onChange: () -> Void = {}

    /// The overlay on top, taking keys first.
    var top: (any Overlay)? { entries.last }

    /// True when nothing is open.
    var isEmpty: Bool { entries.isEmpty }

    /// Opens `overlay` on top; one of the same type already open is closed first (the help opened twice is one).
    func push(_ overlay: any Overlay) {
        entries.removeAll { type(of: $0) == type(of: overlay) }
        entries.append(overlay)
        onChange()
    }

    /// Makes the screen's entries (at the bottom of the stack) the boxes it presents on this frame, in the order
    /// it placed them (`PlacedBoxes.presented`); the shell's own entries stay above them.
    func showScreenPresentations(_ presented: [(presentation: Presentation, identity: String?)]) {
        let current = entries.compactMap { $0 as? ScreenOverlay }
        guard current.map(\.presentation) != presented.map(\.presentation)
                || current.map(\.identity) != presented.map(\.identity) else { return }
        // The screen drew them already: the stack only keeps the order.
        entries.removeAll { $0 is ScreenOverlay }
        entries.insert(contentsOf: presented.map { ScreenOverlay(presentation: $0.presentation, identity: $0.identity) }, at: 0)
    }

    /// Closes `overlay` wherever it is in the stack.
    func remove(_ overlay: any Overlay) {
        let count = entries.count
        entries.removeAll { $0 === overlay }
        if entries.count != count { onChange() }
    }

    /// The topmost open overlay of type `kind`.
    func first<Kind: Overlay>(_ kind: Kind.Type) -> Kind? {
        entries.last { $0 is Kind } as? Kind
    }

    /// The topmost open overlay drawn at `place`.
    func top(at place: OverlayPlace) -> (any Overlay)? {
        entries.last { $0.place == place }
    }

    /// Closes every overlay of type `kind`.
    func close<Kind: Overlay>(_ kind: Kind.Type) {
        let count = entries.count
        entries.removeAll { $0 is Kind }
        if entries.count != count { onChange() }
    }

    /// A key: the top overlay's binding for it acts, else its `unboundKey(_:)`; it closes as it says. Returns
    /// false when no overlay is open (the key goes on down the key path).
    @discardableResult
    func handle(_ press: KeyPress) -> Bool {
        guard let top, top.takesKeys else { return false }
        let stays: Bool
        if let binding = top.bindings.binding(for: press) {
            // The binding may close the overlay itself or open another: only what it leaves open stays.
            binding.action()
            stays = !top.closesAfterAnyKey
        } else {
            stays = top.unboundKey(press)
        }
        if !stays { remove(top) }
        return true
    }

    /// A click or the wheel: the top overlay's, unless it lets it through; returns false when none took it.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard let top, top.takesKeys, let stays = top.handle(mouse) else { return false }
        if !stays { remove(top) }
        return true
    }
}
