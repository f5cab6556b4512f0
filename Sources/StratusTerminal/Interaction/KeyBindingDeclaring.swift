/// A component that declares its key bindings on its type, as a Textual widget declares `BINDINGS`: each binding
/// names a key, one of the component's methods, and the words the footer and `?` show.
///
/// `addComponent(_:_:)` reads the declaration; while the component is shown, its keys work from anywhere on the
/// screen (the focused component's first) and the footer lists those with `show`.
/// ```swift
/// struct Counter: View, Decodable, KeyBindingDeclaring {
///     @State var count: Int
///     static var bindings: [ComponentKeyBinding<Counter>] { [ComponentKeyBinding("+", "Increment", action: Counter.increment)] }
///     func increment() { count += 1 }
///     var body: some View { Text("\(count)") }
/// }
/// ```
public protocol KeyBindingDeclaring: View {
    /// The component's bindings, in the order the footer lists them.
    static var bindings: [ComponentKeyBinding<Self>] { get }
}

/// One key binding of a component type: the key, the component's method it runs, and its words.
public struct ComponentKeyBinding<Component> {
    /// The key, in the key grammar (`"ctrl+s"`, `"+"`, `"f5"`).
    public let key: String
    /// The footer's words.
    public let description: String
    /// False to keep it out of the footer (`?` still lists it).
    public let show: Bool
    /// The method run on the component as it is shown (`Counter.increment`).
    public let action: (Component) -> () -> Void

    /// A binding of `key` to `action`, described by `description`.
    public init(_ key: String, _ description: String, show: Bool = true, action: @escaping (Component) -> () -> Void) {
        self.key = key
        self.description = description
        self.show = show
        self.action = action
    }
}

extension KeyBindingDeclaring {
    /// The type itself (`View._keyBindingDeclaringType`).
    public static var _keyBindingDeclaringType: (any KeyBindingDeclaring.Type)? { Self.self }

    /// `view` with its type's bindings in force while it is shown.
    static func declaringBindings(_ view: any View) -> AnyView {
        guard let component = view as? Self else { return AnyView(view) }
        var declared: AnyView = AnyView(component)
        for binding in bindings {
            let action = binding.action
            declared = AnyView(declared.onKey(binding.key, description: binding.description, show: binding.show) {
                action(component)()
            })
        }
        return declared
    }
}
