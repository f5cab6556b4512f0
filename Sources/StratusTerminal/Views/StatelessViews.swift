/// Stratus's own views that have stored properties and hold no `@State`: resolving one binds no state and takes the
/// node's next view ordinal, as reading its fields would (`ResolveContext.bindState(of:)`), without reading them.
/// Reading a type's fields resolves the type of each one from its mangled name: 5,000 to 30,000 instructions a type,
/// about 125,000 on the catalogue's first frame (Docs/Evidence.md, "Catalogue first frame: the components' fields
/// are not read for states"). A test reads each one's fields and checks the declaration.
protocol StatelessView: View {}

extension StatelessView {
    /// Holds no `@State`.
    public static var _holdsNoState: Bool { true }
}

extension Fragment: StatelessView {}
extension ScreenContainer: StatelessView {}
extension LifecycleContainer: StatelessView {}
extension TouchableContainer: StatelessView {}
extension FlexContainer: StatelessView {}
extension FlowContainer: StatelessView {}
extension LazyListContainer: StatelessView {}
extension OverlayContainer: StatelessView {}
extension PositionedBox: StatelessView {}
extension ScrollContainer: StatelessView {}
extension LayoutText: StatelessView {}
extension TerminalButton: StatelessView {}
extension Footer: StatelessView {}
extension A2UICard: StatelessView {}
