/// One part of the app's chrome in the pipeline: a view with a `ScreenRenderer` of its own, described again only
/// when what it shows (its model) or its area's size changed, then laid out, placed, painted and indexed like
/// screen content in the area it is given. A click or the wheel reaches the part through its interaction index,
/// where it is drawn; a part not drawn on the last frame answers nothing.
///
/// The footer, the tab bar, the `?` help, the log console and the loading and error panels are such parts.
@MainActor
final class ChromePart<Model: Equatable> {
    /// The frames the chrome is drawn on, shared by every part of one app.
    private let frames: ChromeFrames
    /// The part's own pipeline (its state graph keeps a scroll position between frames).
    let renderer = ScreenRenderer()
    /// The owner identity the part's views resolve under (`help`, `footer`).
    let name: String
    /// The model and size the current root was described for.
    private var described: (model: Model, size: Size)?
    /// The frame the part was last drawn on.
    private var drawnOn: Int?
    /// True when the part was drawn on the frame being drawn, or the last one drawn: only then it answers the mouse.
    var isShown: Bool { drawnOn == frames.current }

    /// A part whose views resolve under the identity `name`, drawn on `frames`.
    init(name: String, frames: ChromeFrames) {
        self.name = name
        self.frames = frames
    }

    /// Describes `view(model)` when `model` or the size of `area` changed since the last call, then lays out,
    /// indexes and paints it into `area`.
    func render<Content: View>(_ model: Model, into buffer: inout CellBuffer, area: Rect, view: (Model) -> Content) {
        if described?.model != model || described?.size != area.size {
            described = (model, area.size)
            renderer.setRoot(resolveSingle(view(model), in: ResolveContext(graph: renderer.graph, ownerID: name)))
        }
        renderer.render(into: &buffer, area: area)
        drawnOn = frames.current
    }

    /// A click or the wheel where the part was drawn on the last frame; true when a box of it took it.
    func handle(_ mouse: MouseEvent) -> Bool {
        isShown && renderer.handle(mouse)
    }
}

/// The frames an app's chrome is drawn on, counted. A part answers the mouse only when it was drawn on the current
/// one; one count for every part, moved once a frame (`begin()`), so no part can be left out when a frame begins.
@MainActor
final class ChromeFrames {
    /// The frame being drawn, or the last one drawn.
    private(set) var current = 0

    /// A frame begins: no part answers the mouse until it is drawn on it.
    func begin() {
        current &+= 1
    }
}
