@_spi(Reflection) import Swift
/// The renderer's memory between frames: state per node, scroll positions and widget state per identity.
///
/// Views are rebuilt from scratch whenever their node changes; everything that must survive that lives here,
/// keyed by node id (state) or by the identity of the box (scroll offset, a text field's caret).
public final class ViewGraph {
    private var stores: [String: NodeStateStore] = [:]
    private var scrolls: [String: ScrollState] = [:]
    private var widgets: [String: AnyObject] = [:]
    /// What the boxes of this screen do when the user acts on them, by box.
    let handlers = HandlerTable()
    /// Actions to run after the frame being built (`onAppear`): running them while views resolve would change
    /// state in the middle of a render.
    var deferred: [() -> Void] = []
    /// Boxes that asked, while they resolved, for focus to go to their first focusable box once the frame is
    /// placed (`takesFocus(when:onTaken:)`), with what to run then.
    var focusRequests: [(box: BoxDescription, taken: () -> Void)] = []
    /// Called with a node id when one of its states changes.
    var onStateChange: ((String) -> Void)?
    /// The `@State` properties of each struct view type met, read from its metadata once: reflecting every view
    /// of every frame cost a quarter of a 65,536-text render.
    var viewStateFields: [ObjectIdentifier: ViewStateFields] = [:]

    /// An empty graph.
    public init() {}

    /// The state store of node `ownerID`, created on first use.
    func store(for ownerID: String) -> NodeStateStore {
        if let store = stores[ownerID] { return store }
        let store = NodeStateStore { [weak self] in self?.onStateChange?(ownerID) }
        stores[ownerID] = store
        return store
    }

    /// The scroll position of the scroll view or lazy list with `identity`.
    func scrollState(for identity: String) -> ScrollState {
        if let state = scrolls[identity] { return state }
        let state = ScrollState()
        scrolls[identity] = state
        return state
    }

    /// The widget state of `identity`, created by `make` on first use.
    func widgetState<T: AnyObject>(for identity: String, make: () -> T) -> T {
        if let state = widgets[identity] as? T { return state }
        let state = make()
        widgets[identity] = state
        return state
    }

    /// True when no node has a state, scroll position or widget state here yet (a screen's first load).
    var holdsNoState: Bool { stores.isEmpty && scrolls.isEmpty && widgets.isEmpty }

    /// True when a text field of this graph holds text the user typed (leaving its screen would lose it).
    var holdsUnsavedText: Bool {
        widgets.values.contains { ($0 as? TextEditingState)?.holdsUnsavedText == true }
    }

    /// Counts the text typed in this graph's fields so far as handed over: a Button was pressed (a form sent, an
    /// agent's action carrying the fields' values), so leaving the screen no longer loses it and no longer asks.
    /// Text typed afterwards counts again.
    func handTypedTextOver() {
        for case let editing as TextEditingState in widgets.values { editing.isEdited = false }
    }

    /// Drops every state whose node is not in `liveOwners`: a node that left the tree starts afresh if it returns.
    func forgetAll(except liveOwners: Set<String>) {
        func owner(of key: String) -> String { key.split(separator: "#", maxSplits: 1).first.map(String.init) ?? key }
        stores = stores.filter { liveOwners.contains($0.key) }
        scrolls = scrolls.filter { liveOwners.contains(owner(of: $0.key)) }
        widgets = widgets.filter { liveOwners.contains(owner(of: $0.key)) }
    }
}

/// What resolving the views of one node needs: the graph, the node's id, counters for stable identities.
public final class ResolveContext {
    let graph: ViewGraph
    /// The id of the node whose views are being resolved ("root" for a view tree without nodes).
    /// (Not checked for exclusivity at run time: set only by `restart(for:)`, between two nodes' resolutions.)
    @exclusivity(unchecked) public private(set) var ownerID: String
    private var focusOrdinal = 0
    private var viewOrdinal = 0
    private var scrollOrdinal = 0
    private var appearOrdinal = 0
    /// The axis of the stack the view being resolved is in (Divider draws across it).
    var stackAxis = Axis.vertical
    /// Resolves a child node into its stable slot (set by the node renderer).
    var hostResolver: ((Node) -> BoxDescription)?

    init(graph: ViewGraph, ownerID: String) {
        self.graph = graph
        self.ownerID = ownerID
    }

    /// Makes this context, no longer used, as new for resolving the views of `ownerID`'s node with the same graph
    /// and host resolver (`NodeDescriber` keeps its contexts rather than make one a node).
    func restart(for ownerID: String) {
        self.ownerID = ownerID
        focusOrdinal = 0
        viewOrdinal = 0
        scrollOrdinal = 0
        appearOrdinal = 0
        stackAxis = .vertical
    }

    /// A new identity for a focusable box: the node id for the first, then `id#1`, `id#2`...
    func nextFocusIdentity() -> String {
        defer { focusOrdinal += 1 }
        return focusOrdinal == 0 ? ownerID : "\(ownerID)#\(focusOrdinal)"
    }

    /// A stable identity for a scroll view or lazy list of this node.
    func nextScrollIdentity() -> String {
        defer { scrollOrdinal += 1 }
        return "\(ownerID)#scroll\(scrollOrdinal)"
    }

    /// A stable key for the next `onAppear` of this node.
    func nextAppearKey() -> String {
        defer { appearOrdinal += 1 }
        return "\(ownerID)#appear\(appearOrdinal)"
    }

    /// Connects every `@State` of `view` to the values kept for this node.
    func bindState<V: View>(of view: V) {
        if V._holdsNoState {
            // What its fields would say: stored properties (an ordinal among the node's views), no state.
            viewOrdinal += 1
            return
        }
        let fields: ViewStateFields
        if let known = graph.viewStateFields[ObjectIdentifier(V.self)] {
            fields = known
        } else if let read = ViewStateFields(of: V.self) {
            fields = read
            graph.viewStateFields[ObjectIdentifier(V.self)] = read
        } else {
            bindStateReflecting(view)
            return
        }
        guard fields.hasStoredProperties else { return }
        let ordinal = viewOrdinal
        viewOrdinal += 1
        guard !fields.states.isEmpty else { return }
        let store = graph.store(for: ownerID)
        withUnsafeBytes(of: view) { bytes in
            for field in fields.states {
                ViewStateFields.location(at: bytes.baseAddress! + field.offset).bind(to: store, key: "\(ordinal).\(field.name)")
            }
        }
    }

    /// `bindState(of:)` for a view that is not a struct, through `Mirror`.
    private func bindStateReflecting<V>(_ view: V) {
        let mirror = Mirror(reflecting: view)
        guard !mirror.children.isEmpty else { return }
        let ordinal = viewOrdinal
        viewOrdinal += 1
        var store: NodeStateStore?
        for child in mirror.children {
            guard child.label?.utf8.first == UInt8(ascii: "_"), let holder = child.value as? any StatePropertyHolder
            else { continue }
            let resolvedStore = store ?? graph.store(for: ownerID)
            store = resolvedStore
            holder.stateProperty.bind(to: resolvedStore, key: "\(ordinal).\(child.label ?? "?")")
        }
    }
}

/// Where a struct view type keeps its `@State` properties, read from the type's metadata
/// (`_forEachField`, the standard library's reflection of stored properties), without `Mirror`: `Mirror` asks each
/// type whether it is `CustomReflectable`, and the first such question of a type makes the Swift runtime search
/// every conformance of the program, on the first frame that meets it. For the same reason a field is known to be a
/// `State` by its type's descriptor (`isState(_:)`), not by asking whether it conforms to a protocol: that
/// question, asked of each wrapper type of each view (`Event`, `ChildViews`, `State<JSONValue>`...), cost one search
/// each on the catalogue's first frame (Docs/Evidence.md, "Catalogue first frame: render's command line and
/// first-time type checks").
struct ViewStateFields {
    /// A `@State var name` stored as `_name`, at `offset` bytes into the view.
    struct StateField {
        let name: String
        let offset: Int
    }

    /// Whether the type has stored properties at all (a view that has takes an ordinal among the node's views).
    let hasStoredProperties: Bool
    let states: [StateField]

    /// The fields of `type`, or nil when it is not a struct.
    init?(of type: Any.Type) {
        // A type's metadata begins with its kind; a struct's is 0x200 (`Struct = 0 | MetadataKindIsNonHeap` in the
        // Swift ABI's include/swift/ABI/MetadataKind.def). Classes begin with their isa pointer.
        guard unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x200 else { return nil }
        var count = 0
        var states: [StateField] = []
        // The options written out: the default `[]` goes through the standard library's generic `SetAlgebra` code,
        // whose array type met for the first time is a search of every conformance record of the program.
        _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { name, offset, fieldType, _ in
            count += 1
            if name.pointee == CChar(UInt8(ascii: "_")), Self.isState(fieldType) {
                states.append(StateField(name: String(cString: name), offset: offset))
            }
            return true
        }
        hasStoredProperties = count > 0
        self.states = states
    }

    /// The descriptor every `State<...>`'s metadata points at: the word after a struct metadata's kind (the Swift
    /// ABI's `TargetStructMetadata::Description`).
    private static let stateDescriptor = unsafeBitCast(State<Int>.self, to: UnsafePointer<UInt>.self)[1]

    /// Whether `type` is a `State` of any value, known from its metadata without asking the Swift runtime whether it
    /// conforms to a protocol.
    static func isState(_ type: Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
        return metadata[0] == 0x200 && metadata[1] == stateDescriptor
    }

    /// The location of the `State` (of any value) stored at `address`: a `State` is its one class reference, a
    /// `StateLocation` of its value's type.
    static func location(at address: UnsafeRawPointer) -> AnyStateLocation {
        address.load(as: AnyStateLocation.self)
    }
}
