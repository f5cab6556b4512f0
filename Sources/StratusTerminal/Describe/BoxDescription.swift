import Synchronization

/// One box of the described tree: what a view resolves into (box model, style, content, children), and what
/// layout, painting and the interaction index read.
///
/// What it is: the output of the describe step. Views are values rebuilt at will; a box description is what one
/// of them says about one box. Its properties are set while views resolve (by the view and its modifiers, and by
/// `NodeDescriber`, which puts a node's resolved box into the node's host) and only read afterwards; its
/// `content` changes only for a node's host, between `.host` and the text of a plain text node it stands for
/// (`hold(_:)`). Layout, paint and interaction change no property of a described box (layout describes
/// a lazy list's rows when it needs them, through the list's `RowDescribing`, and links each to the list).
///
/// What it is not: it holds no layout results and no layout cache (frames, wrapped lines, a scroll view's content
/// and viewport sizes, a lazy list's rows on screen and the rows built for it are in the `FrameTable` the frame
/// loop owns, keyed by `key`), no interaction closures (those are in the screen's `HandlerTable`, by `key` too),
/// and no paint results (a canvas's `CellPainting` returns the cursor position). Two things are there for the
/// layout cache: `revision`, which `invalidateLayout()` raises when the describe step changes a box that may
/// have been laid out (a host given new children), and `parent`, which carries that change up to the root (and
/// lets focus find the scroll views around a box).
public final class BoxDescription {
    /// What the box holds.
    enum Content {
        /// Nothing but its children (a plain container, laid out as a vertical stack).
        case none
        /// A block of text.
        case text(TextBlock)
        /// Children one after the other along an axis.
        case stack(Axis)
        /// Children along an axis, wrapping into new lines when full.
        case flow(Axis)
        /// Children on top of each other, each placed by its own `alignment` and `offset`.
        case overlay
        /// One content child that scrolls inside the box, and its scroll position.
        case scroll(Scrolling, ScrollState)
        /// Rows described and laid out only when visible.
        /// (Boxed, like `rule` and `canvas`: few boxes are lazy lists, and unboxed, a list's 72 bytes made every box
        /// 56 bytes larger.)
        indirect case lazy(LazyList)
        /// Flexible empty space in a stack.
        case spacer(minLength: Int)
        /// A line across the stack the box is in.
        indirect case rule(RuleLine)
        /// An area of the given size (a negative length takes all the space offered) that a painting draws.
        /// (Boxed, as few boxes are canvases: unboxed, its size and painting made every box 40 bytes larger.)
        indirect case canvas(Size, any CellPainting)
        /// A stable slot for a node that is re-resolved on its own; lays out as its only child.
        case host
    }

    /// What the box holds: set at creation, and changed only by `hold(_:)`, for a node's host.
    @exclusivity(unchecked) private(set) var content: Content
    /// The children, in order.
    private(set) var children: [BoxDescription] = []
    /// The box this one is inside.
    ///
    /// Held through the parent's `ParentLink` rather than as a weak reference to the parent itself: a weakly
    /// referenced object gets a side table, after which every retain and release of it takes the runtime's slow
    /// path, and layout, painting and the interaction index retain boxes all the time. The link is held strongly,
    /// and the parent lets go of it when it goes (`deinit`), so `parent` is nil once the parent is gone. (Weakly
    /// referenced, each link had a side table of its own, made and freed with it: 0.1 M instructions of the
    /// catalogue's first frame, 0.4 K a row's box with children.)
    var parent: BoxDescription? {
        get { parentLink?.box }
        set { parentLink = newValue?.link }
    }
    private var parentLink: ParentLink?
    /// What this box's children reach it through (see `parent`), made when the box is first given a child.
    private var ownLink: ParentLink?
    private var link: ParentLink {
        if let ownLink { return ownLink }
        let made = ParentLink(self)
        ownLink = made
        return made
    }

    // Box model. What most boxes set is stored here; the rest of the box model (padding, margins, borders, sizes in
    // points, shadows, placement...) lives in `decorations`, made on first write (BoxDecorations.swift).
    /// Colors and attributes for text inside (inherited by children; their own settings win).
    var style = Style.plain
    var width = Dimension.fit
    var height = Dimension.fit
    /// The id of the node a host box stands for.
    var nodeID: String?

    // Interaction.
    /// The id focus, clicks and tests refer to (a node id, or one set with `.id(_:)`).
    var identity: String?
    var focusable = false
    var disabled = false
    /// How the box is presented over the screen instead of taking room in its stack (a toast, a modal), if it is
    /// (`presented(as:)`). Kept on the box rather than with its placement in an overlay (`decorations`): layout
    /// and placement ask it of every box, and reading it there copied the decorations each time.
    var presentation: Presentation?
    /// True when the box is presented over the screen (`presentation`) rather than placed in its stack.
    var isPresented: Bool { presentation != nil }
    /// The kinds of handler this box has; the handlers themselves are in the screen's `HandlerTable`.
    var handledEvents: HandledEvents = []

    /// The settings few boxes use, nil until one of them is set to something other than its default: a screen
    /// describes a box or two per node, tens of thousands of them, and most are plain text.
    var decorations: BoxDecorations?

    // Identity.
    /// The key of this box in a `FrameTable` and a `HandlerTable`: unique for the life of the process, so a table
    /// never mistakes a new box for one that was dropped.
    let key = BoxDescription.nextKey()
    /// Goes up whenever this box or something below it changes; a frame table reuses the layout it computed for
    /// this box only while the revision it saw is still the current one.
    /// (Not checked for exclusivity at run time: a number raised where nothing else runs, on the way up at every
    /// change.)
    @exclusivity(unchecked) private(set) var revision = 0

    /// True when `content` is `.host` (read on every step of layout, where matching the content would copy it).
    @exclusivity(unchecked) private(set) var isHost: Bool
    /// The axis the box lays its children out along when it is a stack: `.stack`'s, and vertical for `.none` and
    /// `.host`; nil for other content. (Read on every step of layout, where matching the content would copy it.)
    @exclusivity(unchecked) private(set) var stackAxis: Axis?
    /// True for a scroll view or a lazy list: boxes that scroll what does not fit rather than want more room.
    /// (Read by layout for every box it sizes, like `stackAxis`.)
    let isScrolling: Bool

    init(_ content: Content, children: [BoxDescription] = []) {
        self.content = content
        isHost = Self.isHost(content)
        stackAxis = Self.stackAxis(of: content)
        switch content {
        case .scroll, .lazy: isScrolling = true
        default: isScrolling = false
        }
        // A new box has no layout to invalidate: only its children need their parent.
        if !children.isEmpty { setChildren(children) }
    }

    deinit {
        // The children that outlive this box (held by a layout cache, say) find no parent; the changes noted,
        // which hold children, are dropped with it.
        if let ownLink {
            ownLink.box = nil
            ownLink.changes = ChildChanges()
        }
    }

    private static func isHost(_ content: Content) -> Bool {
        if case .host = content { return true }
        return false
    }

    private static func stackAxis(of content: Content) -> Axis? {
        switch content {
        case .stack(let axis): return axis
        case .none, .host: return .vertical
        default: return nil
        }
    }

    /// Puts `resolved`, the box a node's view resolved into, into this host of the node: as its only child, or,
    /// when `resolved` is a plain text box (`isPlainText`), by showing its text and style itself, so that a plain
    /// text node is one box rather than a host and a text. Either way this box keeps its identity (key, handlers,
    /// place in its parent) and its layout is invalidated.
    func hold(_ resolved: BoxDescription) {
        if resolved.isPlainText {
            // The same box as a host around it would lay out, paint and hit: a host is a vertical stack of its
            // one child with nothing of its own, and a plain text sets nothing a host would pass through.
            if !children.isEmpty { children = [] }
            setContent(resolved.content)
            style = resolved.style
            invalidateLayout()
        } else {
            if !isHost { setContent(.host) }
            style = .plain
            setChildren([resolved])
        }
    }

    /// True for a text box with no children, nothing set but its style and text, and no node or handler of its
    /// own: what `hold(_:)` may merge into a node's host.
    var isPlainText: Bool {
        guard case .text = content else { return false }
        return children.isEmpty && nodeID == nil && identity == nil && !focusable && !disabled
            && handledEvents.isEmpty && decorations == nil && width == .fit && height == .fit
    }

    private func setContent(_ newContent: Content) {
        content = newContent
        isHost = Self.isHost(newContent)
        stackAxis = Self.stackAxis(of: newContent)
    }

    /// Replaces the children (re-parenting them) and invalidates the layout.
    func setChildren(_ newChildren: [BoxDescription]) {
        children = newChildren
        for child in newChildren { child.parent = self }
        invalidateLayout()
    }

    /// Marks this box and every ancestor as changed, so the next layout computes them again (what did not change
    /// below them is still reused). Each ancestor notes which of its children the change came through
    /// (`childrenChanged(since:)`).
    func invalidateLayout() {
        revision &+= 1
        ownLink?.changes.restart(at: revision)
        var changed = self
        var node = parent
        while let current = node {
            current.revision &+= 1
            current.link.changes.note(changed, raising: current.revision)
            changed = current
            node = current.parent
        }
    }

    /// The children whose changes raised this box's revision past `revision`, each once, in the order they
    /// changed; nil when that is not known: the box changed itself since (its children replaced, a property set),
    /// or more children changed than are remembered. What layout reads to lay out again only what changed.
    func childrenChanged(since revision: Int) -> [BoxDescription]? {
        guard revision <= self.revision else { return nil }
        guard revision < self.revision else { return [] }
        return ownLink?.changes.children(since: revision)
    }

    private static let keys = Atomic<Int>(0)

    private static func nextKey() -> Int { keys.wrappingAdd(1, ordering: .relaxed).oldValue }

    /// The sizing rule along `axis`.
    func dimension(along axis: Axis) -> Dimension { axis == .horizontal ? width : height }

    /// Border plus padding, on each side.
    var chromeInsets: EdgeInsets {
        guard let decorations else { return .zero }
        let b = decorations.boxModel.border == nil ? 0 : 1
        let padding = decorations.boxModel.padding
        return EdgeInsets(top: padding.top + b, leading: padding.leading + b,
                          bottom: padding.bottom + b, trailing: padding.trailing + b)
    }

    /// True when this box takes focus.
    var canFocus: Bool { focusable && !disabled && identity != nil }

    /// Every box below and including this one, depth first, in reading order.
    func forEachNode(_ body: (BoxDescription) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}

/// The object a box's children reference it through (`BoxDescription.parent`). The box and its children hold it
/// strongly; the box sets `box` to nil when it goes, which is why `box` needs no reference count of its own.
private final class ParentLink {
    unowned(unsafe) var box: BoxDescription?
    /// The children whose changes raised the box's revision lately (kept here, where only boxes with children
    /// pay for it).
    var changes = ChildChanges()

    init(_ box: BoxDescription) { self.box = box }
}

/// A line across a stack (`Divider`, `terminal:divider`), as described.
struct RuleLine {
    /// The axis the line runs along when its stack is not known from the tree (the describing context's guess).
    let axis: Axis
    /// The character of a horizontal line.
    let horizontal: String
    /// The character of a vertical line.
    let vertical: String
    /// Text shown in bold two cells into a horizontal line.
    let label: String
}

extension BoxDescription {
    /// The axis a rule runs along: across the stack it is in, looking through node hosts (a component's view is
    /// described apart from its parent's), else `described`.
    func ruleAxis(described: Axis) -> Axis {
        var node = parent
        while let current = node {
            switch current.content {
            case .host: node = current.parent
            case .stack(let axis): return axis == .vertical ? .horizontal : .vertical
            default: return described
            }
        }
        return described
    }
}

/// How a focused box shows that it has focus.
public enum FocusAppearance: Sendable {
    /// Reverse video over the whole box.
    case reverse
    /// Bold and underlined content.
    case underline
    /// The box draws focus itself (a text field's cursor, for example).
    case custom
}

/// A block of text with its wrapping rule (the wrapped lines are a layout result, kept in the `FrameTable`).
struct TextBlock {
    var text: String
    var wrap = true
    var alignment = TextAlignment.start
    /// Attributes over some of the characters (bold words inside a line); layout does not read them.
    var emphasis: [TextEmphasis] = []
}

/// Box descriptions are only ever touched by the renderer on the main thread; this lets a resolved box cross
/// `MainActor.assumeIsolated` when a child node's host is built from a view's (nonisolated) resolution.
extension BoxDescription: @unchecked Sendable {}
