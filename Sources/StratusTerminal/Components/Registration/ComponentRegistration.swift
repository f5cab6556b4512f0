import Foundation
import StratusCore

extension UILibrary {
    /// Registers the component `name` as the view type `type`: the one way to register a component.
    ///
    /// A node of the component becomes a `T` decoded from its properties with `StratusDecoder` (Nimbus
    /// coercion, Docs/Nimbus.md §8): `@Event`s find their actions on the node, `@Children` and `@ChildViews` get the
    /// node's children, `@State` is kept per node. What the type declares about itself is read once, the first time
    /// it is needed:
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
///
/// What the type declares about itself (its schema, whether it is lazy, whether it declares keys) is read the first
/// time it is asked, not at registration: recording a schema and each conformance check scan every conformance
/// record of the program, and with every registered component paying them at start they were more than half of the
/// catalogue's first frame (Docs/Evidence.md, "Process floor: the Swift runtime linked in, and the component types
/// read when first used").
struct ViewComponentFactory: ComponentFactory {
    private let recordedSchema: Once<ValueSchema>
    private let traits: Once<ComponentTraits>
    /// Decodes the component from the node, given the node's children as views.
    let make: @MainActor @Sendable (Node, [AnyComponent]) throws -> AnyView

    var schema: ValueSchema? { recordedSchema.value }

    init<T: View & Decodable>(_ type: T.Type) {
        recordedSchema = Once {
            let schema = SchemaRecorder.schema(of: T.self)
            // Any node with an event may have a shortcut (NodeDescriber reads it, not the component).
            guard case .object(let properties) = schema else { return schema }
            let own = Set(properties.map(\.name))
            return .object(properties + NodeDescriber.shortcutProperties.filter { !own.contains($0.name) })
        }
        let traits = Once { ComponentTraits(T.self) }
        self.traits = traits
        make = { node, children in
            let view = try ComponentDecoding.decode(T.self, node: node, children: children)
            guard traits.value.declaresBindings, let declaring = T.self as? any KeyBindingDeclaring.Type else {
                return AnyView(view)
            }
            return declaring.declaringBindings(view)
        }
    }

    func buildsChildrenLazily(given properties: JSONObject) -> Bool {
        traits.value.lazyType?.buildsChildrenLazily(given: properties) ?? false
    }
}

/// The conformances of a component type that building its nodes asks about, looked up once per type: a
/// conformance check per node cost 3% of describing a column of 65,536 texts.
struct ComponentTraits: Sendable {
    /// The type as a ``LazyContainer``, when it is one.
    let lazyType: (any LazyContainer.Type)?
    /// Whether the type is ``KeyBindingDeclaring``.
    let declaresBindings: Bool

    init<T: View>(_ type: T.Type) {
        lazyType = T.self as? any LazyContainer.Type
        declaresBindings = T.self is any KeyBindingDeclaring.Type
    }
}

/// Decodes component views from node properties.
enum ComponentDecoding {
    @MainActor
    static func decode<T: Decodable>(_ type: T.Type, node: Node, children: [AnyComponent]) throws -> T {
        let decoder = StratusDecoder(userInfo: [.stratusNode: node, .stratusChildren: ChildrenBox.holding(children)])
        return try decoder.decode(T.self, from: .object(node.properties))
    }
}
