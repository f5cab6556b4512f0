/// An `a2ui:` component with the attributes every A2UI component may have for assistive technology,
/// `accessibility {label, description, live, hidden}` (A2UI's `common_types.json`, `AccessibilityAttributes`): the
/// label names what the component is to a screen reader (the button, the field, the picture inside it, or the
/// text itself) and the description is told after it; `live` (`polite`, `assertive`; v1.0) makes it a live region,
/// announced whole in screen-reader mode when what it says changes; `hidden` (v1.0) leaves it and what it holds out
/// of the accessibility tree. StratusA2UI hands them over evaluated, as the node's `accessibility` property.
struct A2UIAccessible<Base: View & Decodable>: View, Decodable {
    /// The words A2UI gives for assistive technology.
    struct Attributes: Decodable {
        var label: String?
        var description: String?
        var live: AccessibilityLive?
        var hidden: Bool?
    }

    let base: Base
    let attributes: Attributes?

    init(from decoder: any Decoder) throws {
        base = try Base(from: decoder)
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        attributes = try properties.decodeIfPresent(Attributes.self, forKey: "accessibility")
    }

    /// `base` with none of A2UI's words for assistive technology (what the decoder makes of a component without
    /// `accessibility`).
    init(base: Base) {
        self.base = base
        attributes = nil
    }

    /// Without A2UI's words for assistive technology, `body`'s modifiers leave `base` as it is: a base that resolves
    /// straight into its boxes (a plain `A2UIText`) does so here, and any other base is resolved into the one box
    /// `body` would make of it, without the three modifiers that would change nothing (each a closure and a box
    /// list made again on every frame that describes the component, say every key typed into a `TextField`). The
    /// wrapper's state is bound first, as it would be on the way through `body`, so the base's keeps its keys.
    func _resolve(into resolution: inout _ViewResolution) -> Bool {
        guard attributes == nil else { return false }
        if base._resolve(into: &resolution) { return true }
        resolution.context.bindState(of: self)
        resolution.box = resolveSingle(base, in: resolution.context)
        return true
    }

    var body: some View {
        base.accessibilityAttributes(label: attributes?.label, description: attributes?.description)
            .accessibilityLive(attributes?.live)
            .accessibilityHidden(attributes?.hidden ?? false)
    }
}
