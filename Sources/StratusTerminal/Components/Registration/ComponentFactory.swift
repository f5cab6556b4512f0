/// What the renderer hands a component's builder: the node, its typed properties and its children.
@MainActor
public struct ComponentElement {
    /// The live node.
    public let node: Node
    /// The node's properties, typed and forgiving (seed 001's `element.properties`).
    public let properties: PropertyMap
    /// The node's id.
    public var id: String { node.id }
    /// The component name (`layout:text`).
    public var component: ComponentName { node.component }

    init(node: Node) {
        self.node = node
        self.properties = PropertyMap(node.properties, node: node, path: "properties")
    }

    /// How many rows the node's children make, for a container registered with `addLazyContainer` (see
    /// `Node.lazyRowCount`: a `forEach` directly inside gives one row per item). Main thread only.
    public nonisolated var rowCount: Int {
        let node = self.node
        return MainActor.assumeIsolated { node.lazyRowCount }
    }

    /// The views of row `index`, its nodes built if needed (usually one view; none when the row's template
    /// renders nothing, as a hidden `if`). Main thread only: lists ask while they are laid out.
    public nonisolated func row(at index: Int) -> [AnyComponent] {
        let node = self.node
        return MainActor.assumeIsolated { node.lazyRow(at: index) }.map { AnyComponent(NodeView(node: $0)) }
    }

    /// The node's properties decoded into `T` with Nimbus coercion (``StratusDecoder``), events found on the node.
    public func decodeProperties<T: Decodable>(as type: T.Type) throws -> T {
        try ComponentDecoding.decode(T.self, element: self, children: [])
    }
}

/// A type-erased component view, as built by the manual registration form (seed 001):
/// `addComponent("button") { element, children in AnyComponent(try CustomButton(from: element.properties, children: children)) }`.
public struct AnyComponent: View, PrimitiveView {
    let view: AnyView
    /// Erases `view`.
    public init<V: View>(_ view: V) { self.view = AnyView(view) }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { view.makeNodes(in: context) }
}

/// A view that builds itself from a property map and its children: the manual form of seed 001.
public protocol Deserializable {
    /// Builds the component; throw to show (in development mode) why the properties are wrong.
    init(from map: PropertyMap?, children: [AnyComponent]) throws
}

/// How the renderer builds the view of a node: registered in a `UILibrary` under the component's name.
public struct ViewComponentFactory: ComponentFactory {
    /// The component's declared properties.
    public let schema: ValueSchema?
    /// Builds the view for a node, given its children as views.
    let make: @MainActor @Sendable (ComponentElement, [AnyComponent]) throws -> AnyView
    /// True for containers that reach their children through `ComponentElement.row(at:)` (they get no children).
    public let buildsChildrenLazily: Bool

    /// A factory from a builder closure, with the properties it declares (nil: not type-checked);
    /// `buildsChildrenLazily` as for `UILibrary.addLazyContainer`.
    public init(schema: ValueSchema? = nil, buildsChildrenLazily: Bool = false,
                _ make: @escaping @MainActor @Sendable (ComponentElement, [AnyComponent]) throws -> AnyView) {
        self.schema = schema
        self.buildsChildrenLazily = buildsChildrenLazily
        self.make = make
    }
}

extension UILibrary {
    /// Registers a `View & Decodable` component: its properties are decoded with `StratusDecoder` (Nimbus
    /// coercion, seed 000), `@Event`s find their actions on the node, `@Children` gets the node's children,
    /// `@State` is kept per node.
    ///
    /// The component's schema (its properties' names, types, whether required, defaults, enumeration cases) is
    /// recorded from its decoding code (``SchemaRecorder``); `stratus check` type-checks screens against it.
    public func addComponent<T: View & Decodable>(_ name: String, _ type: T.Type) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(schema: SchemaRecorder.schema(of: T.self)) { element, children in
            AnyView(try ComponentDecoding.decode(T.self, element: element, children: children))
        })
    }

    /// Registers a component built by hand from its element and children (seed 001's manual form), with the
    /// properties it declares (`SchemaRecorder.schema(of:)` of a `Decodable` type it decodes them into; nil: not
    /// type-checked by `stratus check`).
    public func addComponent(_ name: String, schema: ValueSchema? = nil,
                             _ build: @escaping @MainActor @Sendable (ComponentElement, [AnyComponent]) throws -> AnyComponent) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(schema: schema) { element, children in AnyView(try build(element, children)) })
    }

    /// Registers a container that shows only some of its children at a time, such as a lazy list: it gets no
    /// children up front and asks `element.row(at:)` for the rows it shows, up to `element.rowCount`. A `forEach`
    /// directly inside it then builds only the rows asked for, so the cost follows what is on screen rather than
    /// the length of the data.
    /// `schema` declares its properties, as for the manual form.
    public func addLazyContainer(_ name: String, schema: ValueSchema? = nil,
                                 _ build: @escaping @MainActor @Sendable (ComponentElement) throws -> AnyComponent) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(schema: schema, buildsChildrenLazily: true) { element, _ in
            AnyView(try build(element))
        })
    }

    /// Registers a `Deserializable` component.
    public func addComponent<T: View & Deserializable>(_ name: String, deserializing type: T.Type) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory { element, children in
            AnyView(try T(from: element.properties, children: children))
        })
    }
}

/// The children of the node being decoded, passed to `@Children` through the decoder's `userInfo`.
final class ChildrenBox: @unchecked Sendable {
    let children: [AnyComponent]
    init(_ children: [AnyComponent]) { self.children = children }
}

extension CodingUserInfoKey {
    /// The children of the node being decoded (an internal box read by `@Children`).
    static let stratusChildren = CodingUserInfoKey(rawValue: "stratus.children")!
}

/// Decodes component views from node properties.
enum ComponentDecoding {
    @MainActor
    static func decode<T: Decodable>(_ type: T.Type, element: ComponentElement, children: [AnyComponent]) throws -> T {
        let decoder = StratusDecoder(userInfo: [.stratusNode: element.node, .stratusChildren: ChildrenBox(children)])
        return try decoder.decode(T.self, from: .object(element.node.properties))
    }
}

/// The child views of a component one by one, for components that place each child themselves (a lazy list,
/// tabs): `@ChildViews var children: [AnyComponent]`. Like `@Children`, it reads no property.
@propertyWrapper
public struct ChildViews: Decodable {
    /// The children's views, in order.
    public var wrappedValue: [AnyComponent]

    /// Wraps views.
    public init(wrappedValue: [AnyComponent]) { self.wrappedValue = wrappedValue }

    /// Reads the node's children from the decoder.
    public init(from decoder: any Decoder) throws {
        wrappedValue = (decoder.userInfo[.stratusChildren] as? ChildrenBox)?.children ?? []
    }
}

/// The child views of a component (seed 000): `@Children var content: () -> Content`, with `Content` = `AnyView`.
@propertyWrapper
public struct Children<Content: View>: Decodable {
    /// Builds the children's views.
    public var wrappedValue: () -> Content

    /// Wraps a builder.
    public init(wrappedValue: @escaping () -> Content) { self.wrappedValue = wrappedValue }

    /// Reads the node's children from the decoder; `Content` must be `AnyView` (or `AnyComponent`).
    public init(from decoder: any Decoder) throws {
        let children = (decoder.userInfo[.stratusChildren] as? ChildrenBox)?.children ?? []
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
        try Children<Content>(from: superDecoderOrSelf(forKey: key))
    }

    /// `@ChildViews` is not a property of the JSON: it never needs a key.
    public func decode(_ type: ChildViews.Type, forKey key: Key) throws -> ChildViews {
        try ChildViews(from: superDecoderOrSelf(forKey: key))
    }

    private func superDecoderOrSelf(forKey key: Key) throws -> any Decoder {
        try superDecoder(forKey: key)
    }
}
