/// The app's shell as one view tree, laid out by the layout engine: the screen as a slot at the top, then what
/// the chrome shows below it (the log console, the status line, the tab bar) and the footer at the bottom
/// (Docs/RenderPipeline.md, "The shell").
///
/// The screen's slot and the log share the rows the other parts leave, two to one (the log at least three rows);
/// the status line and the tab bar take one row each; the footer takes one, or the rows its question wraps to, at
/// most half the terminal. Each part is then drawn by its own pipeline in the area this layout gives it.
@MainActor
final class ShellLayout {
    /// What the shell shows around the screen on one frame: what decides where its parts go.
    struct Parts: Equatable {
        /// True while the log console is open.
        var log = false
        /// True while the status line shows a request failure.
        var statusLine = false
        /// True when the app has tabs.
        var tabBar = false
        /// The question in the footer's place, while one is asked (it wraps); nil: the footer's one row.
        var question: String?
    }

    /// The areas the parts are drawn in, for one frame; nil for a part not shown.
    struct Areas: Equatable {
        var screen = Rect.zero
        var log: Rect?
        var statusLine: Rect?
        var tabBar: Rect?
        var footer = Rect.zero
    }

    /// The shell's tree for `parts` in a terminal of `size`: a column of slots, each sized by its part's rule.
    ///
    /// Built as boxes rather than described from views: it is the same few boxes on every frame, and describing a
    /// view tree the first time makes the Swift runtime instantiate its generic view types, which cost a process's
    /// first frame 4.7 M instructions (Docs/Evidence.md).
    static func tree(for parts: Parts, in size: Size) -> BoxDescription {
        func slot(_ slot: Slot, _ box: BoxDescription = BoxDescription(.spacer(minLength: 0)), height: Dimension,
                  minHeight: Int? = nil, maxHeight: Int? = nil, weight: Int = 1) -> BoxDescription {
            box.identity = slot.rawValue
            box.width = .expand
            box.height = height
            box.minHeight = minHeight
            box.maxHeight = maxHeight
            if weight != 1 { box.layoutWeight = weight }
            return box
        }
        var slots = [slot(.screen, height: .expand, weight: 2)]
        if parts.log { slots.append(slot(.log, height: .expand, minHeight: 3)) }
        if parts.statusLine { slots.append(slot(.statusLine, height: .fixed(1))) }
        if parts.tabBar { slots.append(slot(.tabBar, height: .fixed(1))) }
        if let question = parts.question {
            // Measured as the footer draws it: a space, then the words, wrapped.
            slots.append(slot(.footer, BoxDescription(.text(TextBlock(text: " " + question))), height: .fit,
                              maxHeight: max(1, size.height / 2)))
        } else {
            slots.append(slot(.footer, height: .fixed(1)))
        }
        let root = BoxDescription(.stack(.vertical), children: slots)
        root.width = .expand
        root.height = .expand
        return root
    }

    /// The slots of the tree, by identity.
    enum Slot: String {
        case screen = "shell.screen", log = "shell.log", statusLine = "shell.status", tabBar = "shell.tabs"
        case footer = "shell.footer"
    }

    /// The layout of the last tree, kept between frames: an unchanged tree in an unchanged size is not laid out
    /// again.
    private let frames = FrameTable()
    private var described: (parts: Parts, size: Size, areas: Areas)?

    /// A shell layout with nothing laid out yet.
    init() {}

    /// Where the parts go in a terminal of `size`.
    func areas(for parts: Parts, in size: Size) -> Areas {
        if let described, described.parts == parts, described.size == size { return described.areas }
        let root = Self.tree(for: parts, in: size)
        frames.layout(root, in: size)
        let origin = frames.rect(of: root).origin
        var areas = Areas()
        for box in root.children {
            let rect = frames.rect(of: box)
            let placed = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
            switch box.identity.flatMap(Slot.init(rawValue:)) {
            case .screen?: areas.screen = placed
            case .log?: areas.log = placed
            case .statusLine?: areas.statusLine = placed
            case .tabBar?: areas.tabBar = placed
            case .footer?: areas.footer = placed
            case nil: break
            }
        }
        frames.prune(keepingReachableFrom: root)
        described = (parts, size, areas)
        return areas
    }
}
