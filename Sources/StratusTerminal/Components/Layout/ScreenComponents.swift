/// `layout:screen`: a title bar (when the title is not empty) with a back hint, then the content.
struct ScreenContainer: View {
    let title: String
    let showBackButton: Bool
    let barColor: Color?
    let children: [AnyComponent]

    init(map: PropertyMap, children: [AnyComponent]) {
        title = map.string("title") ?? ""
        showBackButton = map.bool("showBackButton") ?? true
        barColor = map.color("safeAreaTopBackground")
        self.children = children
    }

    var body: some View {
        VStack {
            if !title.isEmpty {
                HStack(spacing: 2) {
                    if showBackButton { Text("← Esc").dim() }
                    Text(title).truncated().bold()
                    Spacer()
                }
                .padding(EdgeInsets(leading: 1, trailing: 1))
                .backgroundColor(barColor)
                .reverse(barColor == nil)
                .frame(width: .expand)
            }
            VStack { ForEach(children.indices) { children[$0] } }.frame(width: .expand, height: .expand)
        }
        .frame(width: .expand, height: .expand)
    }
}

/// `layout:lifecycle`: runs `onInit` once when first shown; its children form a column.
struct LifecycleContainer: View {
    let onInit: MapEvent
    let children: [AnyComponent]

    var body: some View {
        let event = onInit
        return VStack { ForEach(children.indices) { children[$0] } }
            .onAppear { event.trigger() }
    }
}

/// `layout:touchable`: a focusable column; Enter, Space or a click runs `onPress`.
struct TouchableContainer: View {
    let onPress: MapEvent
    let box: BoxStyle
    let children: [AnyComponent]

    var body: some View {
        let event = onPress
        return VStack { ForEach(children.indices) { children[$0] } }
            .boxStyle(box)
            .focusable(onActivate: { event.trigger() })
    }
}
