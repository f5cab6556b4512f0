/// The `layout:` library: the 15 Nimbus layout components (nimbus-spec 6), drawn in cells.
///
/// Written with the same public API an app uses: `View & Decodable` components registered with
/// `addComponent(_:_:)`, which records their schemas. The lazy lists (which ask for their rows) and the two image
/// components decode `Decodable` properties inside a builder, whose schema they declare.
public enum LayoutLibrary {
    /// `layout:text`, `row`, `column`, `flowRow`, `flowColumn`, `lazyRow`, `lazyColumn`, `stack`, `positioned`,
    /// `scrollView`, `screen`, `lifecycle`, `touchable`, `localImage`, `remoteImage`.
    public static let library = UILibrary("layout")
        .addComponent("text", LayoutText.self)
        .addComponent("column", FlexContainer<Vertical>.self)
        .addComponent("row", FlexContainer<Horizontal>.self)
        .addComponent("flowRow", FlowContainer<Horizontal>.self)
        .addComponent("flowColumn", FlowContainer<Vertical>.self)
        .addLazyContainer("lazyColumn", schema: SchemaRecorder.schema(of: BoxStyle.self)) { element in
            AnyComponent(LazyContainer(axis: .vertical, box: try element.decodeProperties(as: BoxStyle.self), element: element))
        }
        .addLazyContainer("lazyRow", schema: SchemaRecorder.schema(of: BoxStyle.self)) { element in
            AnyComponent(LazyContainer(axis: .horizontal, box: try element.decodeProperties(as: BoxStyle.self), element: element))
        }
        .addComponent("stack", OverlayContainer.self)
        .addComponent("positioned", PositionedBox.self)
        .addComponent("scrollView", ScrollContainer.self)
        .addComponent("screen", ScreenContainer.self)
        .addComponent("lifecycle", LifecycleContainer.self)
        .addComponent("touchable", TouchableContainer.self)
        .addComponent("localImage", schema: SchemaRecorder.schema(of: ImageComponent.Properties.self)) { element, _ in
            AnyComponent(try ImageComponent.local(element))
        }
        .addComponent("remoteImage", schema: SchemaRecorder.schema(of: ImageComponent.Properties.self)) { element, _ in
            AnyComponent(try ImageComponent.remote(element))
        }
}
