/// `a2ui:Button`: its child inside `[ ]` (`borderless`: without them), bold in the accent color when `primary`;
/// Enter, Space or a click run its `onPress`. Disabled (dimmed, skipped by Tab) while `enabled` is false, which
/// the surface says while one of its `checks` fails; the failing checks' messages are listed under it.
struct A2UIButton: View, Decodable {
    enum Variant: String, CaseIterable, Decodable { case `default`, primary, borderless }

    let variant: Variant
    let enabled: Bool
    let checkMessages: [String]
    @Event var onPress: () -> Void
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        variant = try properties.decode(Variant.self, forKey: "variant", default: .default)
        enabled = try properties.decode(Bool.self, forKey: "enabled", default: true)
        checkMessages = try properties.decode([String].self, forKey: "checkMessages", default: [])
        _onPress = try properties.decode(Event.self, forKey: "onPress")
        A2UICommon.ignoreShared(in: properties)
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let event = onPress, children = self.children, messages = checkMessages
        let button = Button(action: { event() }) { HStack { ForEach(children.indices) { children[$0] } } }
        return VStack {
            Group {
                if variant == .borderless { button.plain() } else { button }
            }
            .foregroundColor(variant == .primary ? WidgetPalette.accent : nil)
            .bold(variant == .primary)
            .disabled(!enabled)
            ForEach(messages.indices) { Text(messages[$0]).foregroundColor(WidgetPalette.danger) }
        }
    }
}
