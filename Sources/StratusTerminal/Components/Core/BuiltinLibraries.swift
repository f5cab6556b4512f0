/// The libraries every Stratus app has: the core `fragment`, `layout:` and `terminal:`.
public enum BuiltinLibraries {
    /// All built-in libraries, in registration order.
    public static var all: [UILibrary] { [core, LayoutLibrary.library, TerminalLibrary.library] }

    /// `fragment`: a column laid out top-left with no styling (Docs/Nimbus.md §5.3), also every screen's root.
    public static let core = UILibrary("").addComponent("fragment", Fragment.self)
}
