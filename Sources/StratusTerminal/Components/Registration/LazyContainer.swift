import StratusCore

/// A component that shows only some of its children at a time, such as a lazy list: declaring it is what makes
/// `addComponent(_:_:)` register the component as building its children lazily.
///
/// It gets no children up front (`@ChildViews` stays empty); it asks ``rows`` for the rows it shows. A
/// `forEach` directly inside it then builds only the rows asked for, so the cost follows what is on screen
/// rather than the length of the data (Docs/LazyLists.md).
/// ```swift
/// struct Pager: LazyContainer {
///     var rows: LazyChildren
///     var body: some View { rows.count > 0 ? AnyView(ForEach(rows.row(at: 0).indices) { ... }) : AnyView(EmptyView()) }
/// }
/// ```
public protocol LazyContainer: View, Decodable, SendableMetatype {
    /// The container's rows, found on the node when the component is decoded (declare it as
    /// `var rows: LazyChildren`: it reads no property).
    var rows: LazyChildren { get }

    /// True when a node with these (resolved) properties is lazy; by default always. A container that is lazy
    /// only when asked (`layout:scrollView` with `"lazy": true`) says so here: when it says false, the node
    /// gets its children up front (`@ChildViews`) and its ``rows`` are empty. Asked once per node.
    static func buildsChildrenLazily(given properties: JSONObject) -> Bool
}

extension LazyContainer {
    /// Always lazy.
    public static func buildsChildrenLazily(given properties: JSONObject) -> Bool { true }
    /// The type itself (`View._lazyContainerType`).
    public static var _lazyContainerType: (any LazyContainer.Type)? { Self.self }
}

/// The rows of a ``LazyContainer``'s node, built as they are asked for.
///
/// Each child node is a row, and each item of a `forEach` directly inside (see `Node.lazyRowCount`).
public struct LazyChildren: Decodable, Sendable {
    private let node: Node?

    /// Finds the node being decoded; without one (a schema being recorded) there are no rows.
    public init(from decoder: any Decoder) throws {
        node = decoder.stratusUserInfo(.stratusNode) as? Node
    }

    /// True when the node builds its children lazily (see `LazyContainer.buildsChildrenLazily(given:)`).
    public nonisolated var isLazy: Bool {
        guard let node else { return false }
        return MainActor.assumeIsolated { node.buildsChildrenLazily }
    }

    /// How many rows the node's children make. Main thread only: lists ask while they are laid out.
    public nonisolated var count: Int {
        guard let node else { return 0 }
        return MainActor.assumeIsolated { node.lazyRowCount }
    }

    /// The views of row `index`, its nodes built if needed (usually one view; none when the row's template
    /// renders nothing, as a hidden `if`). Main thread only: lists ask while they are laid out.
    public nonisolated func row(at index: Int) -> [AnyComponent] {
        guard let node else { return [] }
        return MainActor.assumeIsolated { node.lazyRow(at: index) }.map(AnyComponent.init(node:))
    }
}
