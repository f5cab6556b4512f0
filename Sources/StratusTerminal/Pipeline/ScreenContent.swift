/// Where a screen's box descriptions come from: a live node tree (`NodeScreen`, the app's screens) or a view
/// (`ViewHost`).
///
/// Each frame starts with the describe step: `ScreenRenderer.render(into:area:)` asks its content to bring the
/// descriptions up to date with what changed since the last frame, then lays out, places, indexes and paints.
/// So every frame, in the app, in headless sessions and in component tests, describes, lays out and paints in
/// that order, once.
@MainActor
protocol ScreenContent: AnyObject {
    /// Describes what changed since the last frame and says what the renderer must do about it.
    func describe() -> ScreenContentChange
}

/// What a describe step changed (`ScreenContent.describe()`).
enum ScreenContentChange {
    /// Nothing: the last frame's descriptions stand.
    case unchanged
    /// Parts of the tree were described again under the same root: focus is revealed again, since the focused
    /// box may have moved.
    case described
    /// A new tree to show, from this root.
    case root(BoxDescription)
}
