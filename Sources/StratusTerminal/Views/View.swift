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
    /// Stratus's own views, which the renderer turns into boxes without asking for a body, do so here and return
    /// `true`; every other view keeps the default, which returns `false`. Not for use outside Stratus.
    ///
    /// A requirement rather than a cast (`view as? PrimitiveView`): the first cast of each type to a protocol makes
    /// the Swift runtime search every conformance the program holds, and a screen's first frame meets dozens of
    /// view types.
    func _resolve(into resolution: inout _ViewResolution) -> Bool
    /// The type as a ``LazyContainer``, or nil: a ``LazyContainer`` answers itself, every other view nil. Not for use
    /// outside Stratus. A requirement rather than a cast, as `_resolve(into:)` is: registering a component asks it of
    /// the component's type, and a cast that fails searches every conformance the program holds.
    static var _lazyContainerType: (any LazyContainer.Type)? { get }
    /// The type as a ``KeyBindingDeclaring`` view, or nil, likewise. Not for use outside Stratus.
    static var _keyBindingDeclaringType: (any KeyBindingDeclaring.Type)? { get }
    /// The plain coding-key type (not a KeyedCodable one) the component's `init(from:)` reads its properties with
    /// besides ``PropertyKey``, or nil. Not for use outside Stratus. Told to the decoder so that it does not ask the
    /// Swift runtime whether the type is a KeyedCodable key (``StratusDecoder/declarePlainKeys(_:)``).
    static var _plainCodingKeys: (any CodingKey.Type)? { get }
    /// For a component whose nodes with alike properties decode alike (`TemplateDecoded`), a function that makes a
    /// node's value (given its children as views and the component's decoder) from the values it decoded last; nil
    /// for every other view. Not for use outside Stratus. A requirement rather than a cast, as `_lazyContainerType`.
    static func _decodedTemplates() -> _MakingFromTemplates<Self>?
    /// True for Stratus's own views that have stored properties and hold no `@State` (`StatelessView`): resolving
    /// them binds no state, without reading their fields from the type's metadata. Not for use outside Stratus.
    static var _holdsNoState: Bool { get }
}

/// What `View._decodedTemplates()` returns: makes a node's view from its node, its children's views and the
/// component's decoder. Not for use outside Stratus.
public typealias _MakingFromTemplates<V> = @MainActor @Sendable (Node, [AnyComponent], StratusDecoder) throws -> V

/// What a view that draws itself is resolved with, and the boxes it resolves into. Not for use outside Stratus.
public struct _ViewResolution {
    let context: ResolveContext
    /// The boxes, unless the view set `box`.
    var boxes: [BoxDescription] = []
    /// The one box of a view that always resolves into one (`SingleBoxView`), set instead of `boxes`: no array is
    /// made and freed for it, at every level of a view and its modifiers.
    var box: BoxDescription?
}

extension View {
    /// A view made of other views is resolved through its body.
    public func _resolve(into resolution: inout _ViewResolution) -> Bool { false }
    /// Not a lazy container.
    public static var _lazyContainerType: (any LazyContainer.Type)? { nil }
    /// Declares no key bindings.
    public static var _keyBindingDeclaringType: (any KeyBindingDeclaring.Type)? { nil }
    /// Declares no coding keys.
    public static var _plainCodingKeys: (any CodingKey.Type)? { nil }
    /// Decoded anew for each node.
    public static func _decodedTemplates() -> _MakingFromTemplates<Self>? { nil }
    /// Its fields are read to find its states.
    public static var _holdsNoState: Bool { false }
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
protocol PrimitiveView: View {
    /// The boxes this view resolves into.
    func makeNodes(in context: ResolveContext) -> [BoxDescription]
}

extension PrimitiveView {
    /// A view that draws itself makes its own boxes.
    public func _resolve(into resolution: inout _ViewResolution) -> Bool {
        resolution.boxes = makeNodes(in: resolution.context)
        return true
    }
}

/// A primitive view that always resolves into exactly one box, which it makes in `makeNode(in:)`.
protocol SingleBoxView: PrimitiveView {
    /// The box this view resolves into.
    func makeNode(in context: ResolveContext) -> BoxDescription
}

extension SingleBoxView {
    /// The one box.
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { [makeNode(in: context)] }

    /// Its box, as `resolution.box`.
    public func _resolve(into resolution: inout _ViewResolution) -> Bool {
        resolution.box = makeNode(in: resolution.context)
        return true
    }
}

/// Resolves any view into `resolution` (its `box` or its `boxes`): primitives directly, composite views through
/// their body.
func resolve<V: View>(_ view: V, into resolution: inout _ViewResolution) {
    if view._resolve(into: &resolution) { return }
    resolution.context.bindState(of: view)
    resolve(view.body, into: &resolution)
}

/// Resolves any view into box descriptions: primitives directly, composite views through their body.
func resolveView<V: View>(_ view: V, in context: ResolveContext) -> [BoxDescription] {
    var resolution = _ViewResolution(context: context)
    resolve(view, into: &resolution)
    return resolution.box.map { [$0] } ?? resolution.boxes
}

/// Resolves a view into exactly one box description, wrapping several in a vertical container.
func resolveSingle<V: View>(_ view: V, in context: ResolveContext) -> BoxDescription {
    var resolution = _ViewResolution(context: context)
    resolve(view, into: &resolution)
    if let box = resolution.box { return box }
    let nodes = resolution.boxes
    if nodes.count == 1 { return nodes[0] }
    return BoxDescription(.none, children: nodes)
}

/// Resolves a view and appends its boxes to `boxes` (a stack's children, one view after the other).
func resolveView<V: View>(_ view: V, appendingTo boxes: inout [BoxDescription], in context: ResolveContext) {
    var resolution = _ViewResolution(context: context)
    resolve(view, into: &resolution)
    if let box = resolution.box { boxes.append(box) } else { boxes += resolution.boxes }
}
