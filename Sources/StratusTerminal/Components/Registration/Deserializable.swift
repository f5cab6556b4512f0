import StratusCore

/// A view that builds itself from a property map and its children: the manual form of Docs/Nimbus.md §8.
///
/// It is registered like every component, with `addComponent(_:_:)`: conforming makes the type `Decodable`
/// through ``init(from:children:)``. It declares no schema, so `stratus check` does not type-check its
/// properties; the readers (`getMapProperty(map:name:)`, the map's accessors) report a wrong property when the view
/// is built: every property read that did not fit, in the core's words.
/// ```swift
/// extension CustomButton: Deserializable {
///     init(from map: PropertyMap?, children: [AnyComponent]) throws {
///         self.text = try getMapProperty(map: map, name: "text")
///         ...
///     }
/// }
/// let myApp = UILibrary("myApp").addComponent("button", CustomButton.self)
/// ```
public protocol Deserializable: Decodable {
    /// Builds the component; throw to show (in development mode) why the properties are wrong.
    init(from map: PropertyMap?, children: [AnyComponent]) throws
}

extension Deserializable {
    /// Reads the whole property object and the node's children, then calls ``init(from:children:)``.
    public init(from decoder: any Decoder) throws {
        // The whole object is read as one value, so a schema recording sees "any" and checks nothing.
        let properties = try decoder.singleValueContainer().decode(JSONValue.self)
        let children = (decoder.stratusUserInfo(.stratusChildren) as? ChildrenBox)?.children ?? []
        let node = decoder.stratusUserInfo(.stratusNode) as? Node
        let map = PropertyMap(properties.objectValue ?? [:], node: node)
        try self.init(from: map, children: children)
        // A property read through the map that did not fit is an error of the component, as in nimbus-core's
        // AnyServerDrivenData: every one is reported, at once.
        if !map.errors.isEmpty {
            throw TerminalError(.componentDecoding, map.errors.joined(separator: "\n"), jsonPath: map.path)
        }
    }
}
