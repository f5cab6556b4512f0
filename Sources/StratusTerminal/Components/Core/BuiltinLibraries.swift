/// The libraries every Stratus app has: the core `fragment`, `layout:`, `terminal:`, `a2ui:` and `adaptive:`.
public enum BuiltinLibraries {
    /// All built-in libraries, in registration order.
    public static var all: [UILibrary] { [core, LayoutLibrary.library, TerminalLibrary.library, A2UILibrary.library,
                                         AdaptiveCardsLibrary.library] }

    /// `fragment`: a column laid out top-left with no styling (Docs/Nimbus.md §5.3), also every screen's root.
    public static let core = UILibrary("").addComponent("fragment", Fragment.self)
}
