/// A piece of terminal UI, described as a value: the building block of every component.
///
/// Like SwiftUI, a view is a small value type whose `body` is made of other views; behaviour is added with
/// modifiers, and state lives outside the value (`@State`), kept per node by the renderer. A component registered
/// in a `UILibrary` is a view that is also `Decodable` (`ViewDecodable`).
///
/// ```swift
/// struct CustomButton: View, Decodable {
///     var text: String
///     var enabled: Bool = true
///     @Event var onPress: () -> Void
///     var body: some View { Button(text) { onPress() }.disabled(!enabled) }
/// }
/// ```
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// What this view shows, made of other views. Built on the main actor, as often as the renderer needs.
    @ViewBuilder var body: Body { get }
}

/// A view that can be decoded from a node's properties: what `UILibrary.addComponent(_:_:)` registers.
public typealias ViewDecodable = View & Decodable

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { neverBody() }
}

/// The body of a primitive view, which the renderer never asks for.
public func neverBody() -> Never {
    preconditionFailure("a primitive view has no body; the renderer draws it directly")
}

/// Views the renderer turns into box descriptions directly instead of asking for their body.
protocol PrimitiveView {
    /// The boxes this view resolves into.
    func makeNodes(in context: ResolveContext) -> [BoxDescription]
}

/// Resolves any view into box descriptions: primitives directly, composite views through their body.
func resolveView<V: View>(_ view: V, in context: ResolveContext) -> [BoxDescription] {
    // Only a view without a body can be primitive. Asked first, as comparing types is cheap where the cast is
    // not: the first cast of each type to a protocol searches every conformance in the program.
    if V.Body.self == Never.self, let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(in: context)
    }
    context.bindState(of: view)
    return resolveView(view.body, in: context)
}

/// Resolves a view into exactly one box description, wrapping several in a vertical container.
func resolveSingle<V: View>(_ view: V, in context: ResolveContext) -> BoxDescription {
    let nodes = resolveView(view, in: context)
    if nodes.count == 1 { return nodes[0] }
    return BoxDescription(.none, children: nodes)
}
