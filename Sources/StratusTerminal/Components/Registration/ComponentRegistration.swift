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
        addComponent(name, makingFactory: { ViewComponentFactory(T.self) })
    }

    /// Registers the component `name` as `addComponent(_:_:)` does, with a shortcut for its commonest form: a node
    /// whose one property is a string `text` is made by `plainText` from that string, as the decoder would make it
    /// from a node setting nothing else; any other properties are read by the decoder as usual. A long column's
    /// texts are made without the decoder's work per property and per node (Docs/Evidence.md, "A plain column of
    /// 65,536 texts").
    consuming func addComponent<T: View & Decodable>(_ name: String, _ type: T.Type,
                                                     plainText: @escaping @Sendable (String) -> T) -> UILibrary {
        addComponent(name, makingFactory: { ViewComponentFactory(T.self, plainText: plainText) })
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

    /// `plainText`: see ``UILibrary/addComponent(_:_:plainText:)``. A ``TemplateDecoded`` type's nodes take the
    /// values decoded last when their properties are alike (`View._decodedTemplates()`).
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
        let templates = T._decodedTemplates()
        make = { node, children in
            let view = try plainText.flatMap { make in Self.plainText(of: node.properties).map(make) }
                ?? templates?(node, children, decoder)
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

    /// True when `properties` and `other` hold the same members in the same order, each the same value: strings
    /// byte for byte, numbers of the same kind and bits (`0` and `-0.0` differ), objects member by member in order;
    /// the member named `except` may hold different strings.
    static func sameMembers(_ properties: JSONObject, _ other: JSONObject, except: String? = nil) -> Bool {
        guard properties.count == other.count else { return false }
        // Copies of one object (the nodes of one template) share their storage: the same without a look.
        if sharesStorage(properties.values.elements, other.values.elements),
           sharesStorage(properties.keys.elements, other.keys.elements) {
            return true
        }
        for index in 0..<properties.count {
            let key = properties.keys[index]
            guard key == other.keys[index] else { return false }
            let value = properties.values[index], otherValue = other.values[index]
            if key == except, case .string = value, case .string = otherValue { continue }
            guard same(value, otherValue) else { return false }
        }
        return true
    }

    private static func same(_ value: JSONValue, _ other: JSONValue) -> Bool {
        switch (value, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        // Byte for byte: `==` takes canonically equivalent strings as equal, and a string may be shown as it is.
        case (.string(let a), .string(let b)): return sameBytes(a, b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && (sharesStorage(a, b) || zip(a, b).allSatisfy(same))
        case (.object(let a), .object(let b)): return sameMembers(a, b)
        default: return false
        }
    }

    private static func sameBytes(_ text: String, _ other: String) -> Bool {
        guard text.utf8.count == other.utf8.count else { return false }
        var text = text, other = other
        return text.withUTF8 { bytes in
            other.withUTF8 { otherBytes in
                guard let start = bytes.baseAddress, let otherStart = otherBytes.baseAddress else { return true }
                return memcmp(start, otherStart, bytes.count) == 0
            }
        }
    }

    /// True when the two arrays are one array's copies.
    private static func sharesStorage<Element>(_ array: [Element], _ other: [Element]) -> Bool {
        array.withUnsafeBufferPointer { elements in
            other.withUnsafeBufferPointer { $0.baseAddress == elements.baseAddress && $0.count == elements.count }
        }
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

/// A component whose value depends only on its node's properties and children, and on its node only through its
/// events: two nodes with alike properties (``decodesAlike(_:_:)``) decode into values that differ only in what
/// ``reused(for:properties:children:)`` sets. It reads no state through the decoder, and nothing else of its node.
/// Its registration (`addComponent(_:_:)`) keeps the values it decoded last (``DecodedTemplates``), found through
/// `View._decodedTemplates()`.
protocol TemplateDecoded: View, Decodable {
    /// True when decoding `properties` gives the value decoding `other` gives, but for what
    /// ``reused(for:properties:children:)`` sets. By default: the same members in the same order, each the same value
    /// (``ComponentDecoding/sameMembers(_:_:except:)``).
    static func decodesAlike(_ properties: JSONObject, _ other: JSONObject) -> Bool
    /// This value, decoded from properties alike to `properties`, as decoding `properties` for `node` with `children`
    /// makes it; with no node, a value that holds none (its events do nothing), to be kept.
    func reused(for node: Node?, properties: JSONObject, children: [AnyComponent]) -> Self
}

extension TemplateDecoded {
    static func decodesAlike(_ properties: JSONObject, _ other: JSONObject) -> Bool {
        ComponentDecoding.sameMembers(properties, other)
    }

    /// The values decoded last, for ``ViewComponentFactory``.
    static func _decodedTemplates() -> DecodedTemplates<Self>.Making? {
        DecodedTemplates<Self>.making()
    }
}

/// The values a ``TemplateDecoded`` component decoded last (its properties, the value without its children), for
/// a node with alike properties: the rows a forEach builds from one template decode once, not once a row. Kept
/// for the last `capacity` distinct properties (a row of three columns of three widths reuses all three), as long
/// as the component is registered.
final class DecodedTemplates<T: TemplateDecoded>: @unchecked Sendable {
    // Read and written only on the main actor (`value(for:children:with:)`).
    private var keptProperties: [JSONObject] = []
    /// The value decoded from each of `keptProperties`, without children and events.
    private var keptValues: [T] = []
    private var nextReplaced = 0
    private static var capacity: Int { 4 }

    /// What makes a node's value: `value(for:children:with:)`.
    typealias Making = _MakingFromTemplates<T>

    /// A new set's `value(for:children:with:)`, for ``ViewComponentFactory``.
    static func making() -> Making {
        let templates = DecodedTemplates()
        return { node, children, decoder in try templates.value(for: node, children: children, with: decoder) }
    }

    /// The value of `node` with `children`: made from a kept value when one was decoded from alike properties,
    /// else decoded with a copy of `decoder` and kept (without its children and events, which hold nodes).
    @MainActor
    func value(for node: Node, children: [AnyComponent], with decoder: StratusDecoder) throws -> T {
        let properties = node.properties
        // Read once: each read of the property in the loop was an exclusivity check.
        let alike = keptProperties
        for index in alike.indices where T.decodesAlike(alike[index], properties) {
            return keptValues[index].reused(for: node, properties: properties, children: children)
        }
        let value = try ComponentDecoding.decode(T.self, node: node, children: children, with: decoder)
        let kept = value.reused(for: nil, properties: properties, children: [])
        if keptProperties.count < Self.capacity {
            keptProperties.append(properties)
            keptValues.append(kept)
        } else {
            keptProperties[nextReplaced] = properties
            keptValues[nextReplaced] = kept
            nextReplaced = (nextReplaced + 1) % Self.capacity
        }
        return value
    }
}
