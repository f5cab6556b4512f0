/// A type-erased component view: a node's child as its parent's component receives it (`@ChildViews`,
/// `Deserializable`'s `children`).
public struct AnyComponent: View, PrimitiveView {
    let view: AnyView
    /// Erases `view`.
    public init<V: View>(_ view: V) { self.view = AnyView(view) }
    /// The view of a child node: `AnyComponent(NodeView(node: node))`, without a function made for it.
    init(node: Node) { view = AnyView(node: node) }
    /// Primitive.
    public var body: Never { neverBody() }
    /// Resolves the erased view into `resolution`.
    public func _resolve(into resolution: inout _ViewResolution) -> Bool { view._resolve(into: &resolution) }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { view.makeNodes(in: context) }
}

/// The children of the node being decoded, passed to `@Children` through the decoder's `userInfo`.
final class ChildrenBox: @unchecked Sendable {
    let children: [AnyComponent]
    init(_ children: [AnyComponent]) { self.children = children }

    /// The box of a node without children, shared: most nodes of a long list are leaves.
    static let empty = ChildrenBox([])

    /// A box holding `children`: the shared empty one when there are none.
    static func holding(_ children: [AnyComponent]) -> ChildrenBox { children.isEmpty ? empty : ChildrenBox(children) }
}

extension CodingUserInfoKey {
    /// The children of the node being decoded (an internal box read by `@Children`).
    static let stratusChildren = CodingUserInfoKey(rawValue: "stratus.children")!
}

/// The child views of a component one by one, for components that place each child themselves (tabs, a
/// stack): `@ChildViews var children: [AnyComponent]`. Like `@Children`, it reads no property.
@propertyWrapper
public struct ChildViews: Decodable {
    /// The children's views, in order.
    public var wrappedValue: [AnyComponent]

    /// Wraps views.
    public init(wrappedValue: [AnyComponent]) { self.wrappedValue = wrappedValue }

    /// Reads the node's children from the decoder.
    public init(from decoder: any Decoder) throws {
        wrappedValue = (decoder.stratusUserInfo(.stratusChildren) as? ChildrenBox)?.children ?? []
    }
}

/// The child views of a component (Docs/Nimbus.md §8): `@Children var content: () -> Content`, with `Content` =
/// `AnyView`.
@propertyWrapper
public struct Children<Content: View>: Decodable {
    /// Builds the children's views.
    public var wrappedValue: () -> Content

    /// Wraps a builder.
    public init(wrappedValue: @escaping () -> Content) { self.wrappedValue = wrappedValue }

    /// Reads the node's children from the decoder; `Content` must be `AnyView` (or `AnyComponent`).
    public init(from decoder: any Decoder) throws {
        let children = (decoder.stratusUserInfo(.stratusChildren) as? ChildrenBox)?.children ?? []
        let group = AnyView(ForEach(children.indices, content: { children[$0] }))
        if let content = group as? Content {
            wrappedValue = { content }
        } else if let content = AnyComponent(group) as? Content {
            wrappedValue = { content }
        } else {
            throw DecodingError.typeMismatch(Content.self, .init(codingPath: decoder.codingPath,
                debugDescription: "@Children content must be AnyView: register the component as MyView<AnyView>"))
        }
    }
}

extension KeyedDecodingContainer {
    /// `@Children` is not a property of the JSON: it never needs a key.
    public func decode<Content: View>(_ type: Children<Content>.Type, forKey key: Key) throws -> Children<Content> {
        try Children<Content>(from: superDecoder(forKey: key))
    }

    /// `@ChildViews` is not a property of the JSON: it never needs a key.
    public func decode(_ type: ChildViews.Type, forKey key: Key) throws -> ChildViews {
        try ChildViews(from: superDecoder(forKey: key))
    }

    /// A lazy container's ``LazyChildren`` are not a property of the JSON: they never need a key.
    public func decode(_ type: LazyChildren.Type, forKey key: Key) throws -> LazyChildren {
        try LazyChildren(from: superDecoder(forKey: key))
    }
}
