/// The `layout:` library: the 15 Nimbus layout components (nimbus-spec 6), drawn in cells.
///
/// Written with the same public API an app uses: the manual registration form of seed 001 and views.
public enum LayoutLibrary {
    /// `layout:text`, `row`, `column`, `flowRow`, `flowColumn`, `lazyRow`, `lazyColumn`, `stack`, `positioned`,
    /// `scrollView`, `screen`, `lifecycle`, `touchable`, `localImage`, `remoteImage`.
    public static let library = UILibrary("layout")
        .addComponent("text", deserializing: LayoutText.self)
        .addComponent("column") { element, children in
            AnyComponent(FlexContainer(axis: .vertical, map: element.properties, children: children))
        }
        .addComponent("row") { element, children in
            AnyComponent(FlexContainer(axis: .horizontal, map: element.properties, children: children))
        }
        .addComponent("flowRow") { element, children in
            AnyComponent(FlowContainer(axis: .horizontal, box: BoxStyle(element.properties), children: children))
        }
        .addComponent("flowColumn") { element, children in
            AnyComponent(FlowContainer(axis: .vertical, box: BoxStyle(element.properties), children: children))
        }
        .addLazyContainer("lazyColumn") { element in
            AnyComponent(LazyContainer(axis: .vertical, box: BoxStyle(element.properties), element: element))
        }
        .addLazyContainer("lazyRow") { element in
            AnyComponent(LazyContainer(axis: .horizontal, box: BoxStyle(element.properties), element: element))
        }
        .addComponent("stack") { element, children in
            AnyComponent(OverlayContainer(box: BoxStyle(element.properties), children: children))
        }
        .addComponent("positioned") { element, children in
            AnyComponent(PositionedBox(map: element.properties, children: children))
        }
        .addComponent("scrollView") { element, children in
            AnyComponent(ScrollContainer(axes: element.properties.enumValue("direction") ?? .vertical,
                                         showsIndicator: element.properties.bool("scrollIndicator") ?? true,
                                         box: BoxStyle(element.properties), children: children))
        }
        .addComponent("screen") { element, children in
            AnyComponent(ScreenContainer(map: element.properties, children: children))
        }
        .addComponent("lifecycle") { element, children in
            AnyComponent(LifecycleContainer(onInit: element.properties.event("onInit"), children: children))
        }
        .addComponent("touchable") { element, children in
            AnyComponent(TouchableContainer(onPress: element.properties.event("onPress"), box: BoxStyle(element.properties),
                                            children: children))
        }
        .addComponent("localImage") { element, _ in AnyComponent(ImageComponent.local(element)) }
        .addComponent("remoteImage") { element, _ in AnyComponent(ImageComponent.remote(element)) }
}
