/// The `layout:` library: the 15 Nimbus layout components (Docs/Nimbus.md §6), drawn in cells.
///
/// Written with the same public API an app uses: `View & Decodable` components registered with
/// `addComponent(_:_:)`, which records their schemas; the lazy lists are ``LazyContainer``s. `layout:text` also
/// makes its plainest form without the decoder (`addComponent(_:_:plainText:)`).
public enum LayoutLibrary {
    /// `layout:text`, `row`, `column`, `flowRow`, `flowColumn`, `lazyRow`, `lazyColumn`, `stack`, `positioned`,
    /// `scrollView`, `screen`, `lifecycle`, `touchable`, `localImage`, `remoteImage`.
    public static let library = UILibrary("layout")
        .addComponent("text", LayoutText.self, plainText: LayoutText.init(plainText:))
        .addComponent("column", FlexContainer<Vertical>.self)
        .addComponent("row", FlexContainer<Horizontal>.self)
        .addComponent("flowRow", FlowContainer<Horizontal>.self)
        .addComponent("flowColumn", FlowContainer<Vertical>.self)
        .addComponent("lazyColumn", LazyListContainer<Vertical>.self)
        .addComponent("lazyRow", LazyListContainer<Horizontal>.self)
        .addComponent("stack", OverlayContainer.self)
        .addComponent("positioned", PositionedBox.self)
        .addComponent("scrollView", ScrollContainer.self)
        .addComponent("screen", ScreenContainer.self)
        .addComponent("lifecycle", LifecycleContainer.self)
        .addComponent("touchable", TouchableContainer.self)
        .addComponent("localImage", LocalImage.self)
        .addComponent("remoteImage", RemoteImage.self)
}
