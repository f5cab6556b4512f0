/// `layout:screen`: a title bar (when the title is not empty) with a back hint (`← Esc`, where Esc goes back), then
/// the content, which scrolls when it is taller than the screen. The title is a heading of level 1 to a screen
/// reader; the back hint is decoration.
struct ScreenContainer: View, Decodable {
    let title: String
    let showBackButton: Bool
    let barColor: Color?
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        title = try properties.decode(String.self, forKey: "title", default: "")
        // `← Esc` is shown only where Esc goes back: never on the first screen of an app or of a tab.
        let node = decoder.stratusUserInfo(.stratusNode) as? Node
        let leadsBack = MainActor.assumeIsolated { node?.screenCanGoBack ?? false }
        showBackButton = try properties.decode(Bool.self, forKey: "showBackButton", default: true) && leadsBack
        barColor = try properties.color("safeAreaTopBackground")
        // Safe areas and the status bar are a phone's; a terminal has neither.
        properties.ignore("ignoreSafeArea", "statusBarColorScheme")
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return VStack {
            if !title.isEmpty {
                HStack(spacing: 2) {
                    // The hint is for the eye: a screen reader lists Esc among the keys.
                    if showBackButton { Text("← Esc").dim().accessibilityHidden() }
                    Text(title).truncated().bold().accessibilityHeading(level: 1)
                    Spacer()
                }
                .padding(EdgeInsets(leading: 1, trailing: 1))
                .backgroundColor(barColor)
                .reverse(barColor == nil)
                .frame(width: .expand)
            }
            // The title bar stays; the content scrolls when it is taller than the terminal.
            ScrollView(fitsViewportFirst: true) {
                VStack { ForEach(children.indices) { children[$0] } }.frame(width: .expand, height: .expand)
            }
            .frame(width: .expand, height: .expand)
        }
        .frame(width: .expand, height: .expand)
    }
}

/// `layout:lifecycle`: runs `onInit` once when first shown; its children form a column. Public so that an app can
/// register it under another name too (nimbus-core's test screens call it `layout:layoutHandler`).
public struct LifecycleContainer: View, Decodable {
    @Event var onInit: () -> Void
    @ChildViews var children: [AnyComponent]
    /// Its synthesized keys are plain (see `View._plainCodingKeys`).
    public static var _plainCodingKeys: (any CodingKey.Type)? { CodingKeys.self }

    /// The component's body: its children in a column, `onInit` run when it first appears.
    public var body: some View {
        let event = onInit, children = self.children
        return VStack { ForEach(children.indices) { children[$0] } }
            .onAppear { event() }
    }
}

/// `layout:touchable`: a focusable column; Enter, Space or a click runs `onPress`. Its properties alone make it,
/// besides its children and the node its `onPress` is found on: the rows of a forEach decode it once
/// (``TemplateDecoded``).
struct TouchableContainer: TemplateDecoded {
    @Event var onPress: () -> Void
    /// `accessibility`: a screen reader's name for it (`label`), and whether it is a heading (`isHeader`).
    let accessibility: AccessibilityProperties?
    let box: BoxStyle
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        _onPress = try properties.decode(Event.self, forKey: "onPress")
        accessibility = try properties.decodeIfPresent(AccessibilityProperties.self, forKey: "accessibility")
        box = try BoxStyle(from: decoder)
        _children = try ChildViews(from: decoder)
    }

    func reused(for node: Node?, properties: JSONObject, children: [AnyComponent]) -> Self {
        var value = self
        value.children = children
        // As `decode(_:forKey:)` reads it: a missing or null `onPress` does nothing.
        switch (node, properties["onPress"]) {
        case (let node?, let onPress?) where !onPress.isNull: value._onPress = Event(node: node, path: "onPress")
        default: value._onPress = Event(wrappedValue: {})
        }
        return value
    }

    var body: some View {
        let event = onPress, children = self.children
        // A button named by its label, or by the texts inside it.
        return VStack { ForEach(children.indices) { children[$0] } }
            .boxStyle(box)
            .focusable(onActivate: { event() })
            .accessibility(accessibility?.isHeader == true ? .heading : .button, name: accessibility?.label)
    }
}
