/// One part of the app's chrome in the pipeline: a view with a `ScreenRenderer` of its own, described again only
/// when what it shows (its model) or its area's size changed, then laid out, placed, painted and indexed like
/// screen content in the area it is given. A click or the wheel reaches the part through its interaction index,
/// where it is drawn; a part not drawn on the last frame answers nothing.
///
/// The footer, the tab bar, the `?` help, the log console and the loading and error panels are such parts.
@MainActor
final class ChromePart<Model: Equatable> {
    /// The part's own pipeline (its state graph keeps a scroll position between frames).
    let renderer = ScreenRenderer()
    /// The owner identity the part's views resolve under (`help`, `footer`).
    let name: String
    /// The model and size the current root was described for.
    private var described: (model: Model, size: Size)?
    /// True when the part was drawn since the frame began (`hide()`): only then it answers the mouse.
    private(set) var isShown = false

    /// A part whose views resolve under the identity `name`.
    init(name: String) {
        self.name = name
    }

    /// Describes `view(model)` when `model` or the size of `area` changed since the last call, then lays out,
    /// indexes and paints it into `area`.
    func render<Content: View>(_ model: Model, into buffer: inout CellBuffer, area: Rect, view: (Model) -> Content) {
        if described?.model != model || described?.size != area.size {
            described = (model, area.size)
            renderer.setRoot(resolveSingle(view(model), in: ResolveContext(graph: renderer.graph, ownerID: name)))
        }
        renderer.render(into: &buffer, area: area)
        isShown = true
    }

    /// Marks the part as not drawn (a frame begins): it answers no click until it is drawn again.
    func hide() {
        isShown = false
    }

    /// A click or the wheel where the part was drawn on the last frame; true when a box of it took it.
    func handle(_ mouse: MouseEvent) -> Bool {
        isShown && renderer.handle(mouse)
    }
}
