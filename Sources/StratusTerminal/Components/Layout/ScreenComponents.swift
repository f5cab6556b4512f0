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

/// `layout:localImage` and `layout:remoteImage`: a framed placeholder with the image's label.
struct ImagePlaceholder: View {
    let label: String
    let box: BoxStyle

    init(map: PropertyMap, fallbackLabel: String) {
        let accessibility = map.map("accessibility")?.string("label")
        label = TextSanitizer.sanitize(accessibility ?? fallbackLabel, keepNewlines: false)
        var box = BoxStyle(map)
        box.border = Border(.single, color: Color.gray)
        self.box = box
    }

    var body: some View {
        Text("▣ \(label)").truncated().multilineTextAlignment(.center).dim()
            .boxStyle(box)
    }

    /// The file name of an image URL, without query or fragment.
    static func fileName(of url: String) -> String {
        let path = url.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? url
        return path.split(separator: "/").last.map(String.init) ?? url
    }
}
