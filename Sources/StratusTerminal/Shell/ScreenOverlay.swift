/// An entry of the shell's overlay stack for a box the shown screen presents over itself (`Presentation`: a
/// toast, an A2UI modal), beneath the shell's own entries as the screen is drawn beneath the chrome.
///
/// The screen places, paints and indexes a presented box with the rest of its tree, in its one traversal
/// (`PlacedBoxes`), so the entry draws nothing itself and lets keys and clicks through to the screen: a toast
/// takes none (the focus stays where it was and is kept clear of it), a modal takes them on the screen's key path,
/// where only what is inside it answers while it is shown (`InteractionIndex`); the app's own keys (quit, the
/// log, the help) still act.
@MainActor
final class ScreenOverlay: Overlay {
    /// How the screen presents the box.
    let presentation: Presentation
    /// The presented box's identity, when it has one.
    let identity: String?

    /// The entry for a box presented as `presentation`.
    init(presentation: Presentation, identity: String?) {
        self.presentation = presentation
        self.identity = identity
    }

    let place = OverlayPlace.inScreen
    let takesKeys = false
    let bindings: [KeyBinding] = []
    let closesAfterAnyKey = false

    /// It closes when the screen stops presenting the box, never on a key.
    func unboundKey(_ press: KeyPress) -> Bool { true }

    func handle(_ mouse: MouseEvent) -> Bool? { nil }

    /// Drawn by the screen, with its tree.
    func paint(into buffer: inout CellBuffer, area: Rect) {}
}
