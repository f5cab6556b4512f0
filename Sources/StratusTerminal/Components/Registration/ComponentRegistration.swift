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
    public consuming func addComponent<T: View & Decodable>(_ name: String, _ type: T.Type) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(T.self))
    }

    /// Registers the component `name` as `addComponent(_:_:)` does, with a shortcut for its commonest form: a node
    /// whose one property is a string `text` is made by `plainText` from that string, as the decoder would make it
    /// from a node setting nothing else; any other properties are read by the decoder as usual. A long column's
    /// texts are made without the decoder's work per property and per node (Docs/Evidence.md, "A plain column of
    /// 65,536 texts").
    consuming func addComponent<T: View & Decodable>(_ name: String, _ type: T.Type,
                                                     plainText: @escaping @Sendable (String) -> T) -> UILibrary {
        addComponent(name, factory: ViewComponentFactory(T.self, plainText: plainText))
    }
}

/// How the renderer builds the view of a node, made by `addComponent(_:_:)` from a component type.
///
/// Its schema is recorded the first time it is asked, not at registration: recording a schema scans every conformance
/// record of the program, and with every registered component paying for it at start it was more than half of the
/// catalogue's first frame (Docs/Evidence.md, "Process floor: the Swift runtime linked in, and the component types
/// read when first used"). Whether the type is lazy and whether it declares keys are answered by the type itself
/// (`View._lazyContainerType`, `View._keyBindingDeclaringType`), with no conformance check.
struct ViewComponentFactory: ComponentFactory {
    private let recordedSchema: Once<ValueSchema>
    /// The type as a ``LazyContainer``, when it is one.
    private let lazyType: (any LazyContainer.Type)?
    /// Decodes the component from the node, given the node's children as views.
    let make: @MainActor @Sendable (Node, [AnyComponent]) throws -> AnyView

    var schema: ValueSchema? { recordedSchema.value }

    /// `plainText`: see ``UILibrary/addComponent(_:_:plainText:)``.
    init<T: View & Decodable>(_ type: T.Type, plainText: (@Sendable (String) -> T)? = nil) {
        recordedSchema = Once {
            let schema = SchemaRecorder.schema(of: T.self)
            // Any node with an event may have a shortcut (NodeDescriber reads it, not the component).
            guard case .object(let properties) = schema else { return schema }
            let own = Set(properties.map(\.name))
            return .object(properties + NodeDescriber.shortcutProperties.filter { !own.contains($0.name) })
        }
        lazyType = T._lazyContainerType
        let decoder = ComponentDecoding.decoder(plainKeys: T._plainCodingKeys)
        make = { node, children in
            let view = try plainText.flatMap { make in Self.plainText(of: node.properties).map(make) }
                ?? ComponentDecoding.decode(T.self, node: node, children: children, with: decoder)
            guard let declaring = T._keyBindingDeclaringType else { return AnyView(view) }
            return declaring.declaringBindings(view)
        }
    }

    /// The text of a node whose one property is a string `text`; nil for any other properties.
    static func plainText(of properties: JSONObject) -> String? {
        guard properties.count == 1, case .string(let text)? = properties["text"] else { return nil }
        return text
    }

    func buildsChildrenLazily(given properties: JSONObject) -> Bool {
        lazyType?.buildsChildrenLazily(given: properties) ?? false
    }

    /// `node.buildsChildrenLazily` for a node of this component, answered without deciding it for the node when the
    /// component is no ``LazyContainer``, whose nodes never build their children lazily.
    @MainActor
    func buildsChildrenLazily(_ node: Node) -> Bool {
        lazyType != nil && node.buildsChildrenLazily
    }
}

/// Decodes component views from node properties.
enum ComponentDecoding {
    /// The decoder of a component's nodes, made once for the component: the key the built-in components read their
    /// properties with, and the component's own coding keys when it declares them (`View._plainCodingKeys`), are
    /// declared plain, known so without the runtime's check. Each node decodes with a copy, which shares the list
    /// of those keys: declared for each node, the list was made and freed again per component described.
    static func decoder(plainKeys: (any CodingKey.Type)?) -> StratusDecoder {
        var decoder = StratusDecoder()
        decoder.declarePlainKeys(PropertyKey.self)
        if let plainKeys { decoder.declarePlainKeys(plainKeys) }
        return decoder
    }

    /// Decodes a `T` from `node`'s properties with a copy of `decoder` (made by ``decoder(plainKeys:)``).
    @MainActor
    static func decode<T: Decodable>(_ type: T.Type, node: Node, children: [AnyComponent],
                                     with decoder: StratusDecoder) throws -> T {
        var decoder = decoder
        // The node and its children as entries, not a dictionary: one decoder a component described.
        decoder.userInfoEntries = [(.stratusNode, node), (.stratusChildren, ChildrenBox.holding(children))]
        return try decoder.decode(T.self, from: .object(node.properties))
    }
}
