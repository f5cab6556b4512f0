import StratusCore

extension UILibrary {
    /// Registers the component `name` as the view type `type`: the one way to register a component.
    ///
    /// A node of the component becomes a `T` decoded from its properties with `StratusDecoder` (Nimbus
    /// coercion, Docs/Nimbus.md §8): `@Event`s find their actions on the node, `@Children` and `@ChildViews` get the
    /// node's children, `@State` is kept per node. What the type declares about itself is read here, once:
    /// - its schema (its properties' names, types, whether required, defaults, enumeration cases), recorded
    ///   from its decoding code (`SchemaRecorder`); `stratus check` type-checks screens against it;
    /// - whether it builds its children lazily: a ``LazyContainer`` gets no children up front and asks its
    ///   ``LazyChildren`` for the rows it shows;
    /// - its key bindings: a ``KeyBindingDeclaring`` component's keys work while it is shown, and the footer and
    ///   `?` list them.
    ///
    /// The manual form (Docs/Nimbus.md §8) registers the same way: a ``Deserializable`` type is `Decodable`
    /// through it.
    /// ```swift
    /// let myApp = UILibrary("myApp").addComponent("button", CustomButton.self)
    /// ```
    public func addComponent<T: View & Decodable>(_ name: String, _ type: T.Type) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(T.self))
    }
}

/// How the renderer builds the view of a node, made by `addComponent(_:_:)` from a component type.
struct ViewComponentFactory: ComponentFactory {
    let schema: ValueSchema?
    /// Whether a node with these properties builds its children lazily (see `LazyContainer`).
    let isLazy: @Sendable (JSONObject) -> Bool
    /// Decodes the component from the node, given the node's children as views.
    let make: @MainActor @Sendable (Node, [AnyComponent]) throws -> AnyView

    init<T: View & Decodable>(_ type: T.Type) {
        var schema = SchemaRecorder.schema(of: T.self)
        // Any node with an event may have a shortcut (NodeDescriber reads it, not the component).
        if case .object(let properties) = schema {
            let own = Set(properties.map(\.name))
            schema = .object(properties + NodeDescriber.shortcutProperties.filter { !own.contains($0.name) })
        }
        self.schema = schema
        let lazyType = T.self as? any LazyContainer.Type
        isLazy = { properties in lazyType?.buildsChildrenLazily(given: properties) ?? false }
        // Looked up once: a conformance check per node cost 3% of describing a column of 65,536 texts.
        let declaresBindings = T.self is any KeyBindingDeclaring.Type
        make = { node, children in
            let view = try ComponentDecoding.decode(T.self, node: node, children: children)
            guard declaresBindings, let declaring = T.self as? any KeyBindingDeclaring.Type else { return AnyView(view) }
            return declaring.declaringBindings(view)
        }
    }

    func buildsChildrenLazily(given properties: JSONObject) -> Bool { isLazy(properties) }
}

/// Decodes component views from node properties.
enum ComponentDecoding {
    @MainActor
    static func decode<T: Decodable>(_ type: T.Type, node: Node, children: [AnyComponent]) throws -> T {
        let decoder = StratusDecoder(userInfo: [.stratusNode: node, .stratusChildren: ChildrenBox.holding(children)])
        return try decoder.decode(T.self, from: .object(node.properties))
    }
}
