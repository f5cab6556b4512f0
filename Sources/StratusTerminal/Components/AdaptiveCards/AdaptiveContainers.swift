import StratusCore

/// `adaptive:Table`: a Table's rows, one under the other, told as a table to a screen reader.
struct AdaptiveTable: View, Decodable {
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return VStack { ForEach(children.indices) { children[$0] } }.accessibility(.table)
    }
}

/// `adaptive:ShowCardButton`: an Action.ShowCard's button, `[ title ]` as every action's (`style` `primary` or
/// `danger` in their colours, as `terminal:button`), told as a disclosure to a screen reader: a button that is
/// expanded while its card is open (`expanded`).
struct AdaptiveShowCardButton: View, Decodable {
    enum Style: String, CaseIterable, Decodable { case `default`, primary, danger }

    let text: String
    let color: Color?
    let expanded: Bool
    let enabled: Bool
    @Event var onPress: () -> Void
    /// `accessibility.label`: what a screen reader calls a button without a title.
    let accessibility: AccessibilityProperties?
    let box: BoxStyle

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        text = try properties.decode(String.self, forKey: "text", default: "")
        expanded = try properties.decode(Bool.self, forKey: "expanded", default: false)
        switch try properties.decode(Style.self, forKey: "style", default: .default) {
        case .primary: color = WidgetPalette.accent
        case .danger: color = WidgetPalette.danger
        case .default: color = nil
        }
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        _onPress = try properties.decode(Event.self, forKey: "onPress")
        accessibility = try properties.decodeIfPresent(AccessibilityProperties.self, forKey: "accessibility")
        box = try BoxStyle(from: decoder)
    }

    var body: some View {
        let event = onPress
        return Button(text) { event() }
            .accessibilityLabel(accessibility?.label ?? "")
            .accessibilityState(expanded: expanded)
            .foregroundColor(color)
            .bold(color != nil)
            .disabled(!enabled)
            .boxStyle(box)
    }
}

/// `adaptive:ColumnSet`: columns side by side, one cell apart; a column with a weight (`weights`, one a column;
/// null: as wide as its content) takes its share of what the others leave, in proportion to its weight (`2` beside
/// `1` takes two thirds).
struct AdaptiveColumnSet: View, Decodable {
    let weights: [Double?]
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        weights = try properties.decode([Double?].self, forKey: "weights", default: [])
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children, weights = self.weights
        return Stack(.horizontal, mainAxisAlignment: .start, crossAxisAlignment: .start, spacing: 1) {
            ForEach(children.indices) { index in
                if index < weights.count, let weight = weights[index], weight > 0 {
                    // Hundredths, so that weights such as 0.5 and 1.5 keep their proportion in whole numbers.
                    children[index].frame(width: .expand).layoutWeight(Int((weight * 100).rounded()))
                } else {
                    children[index]
                }
            }
        }
    }
}
