import StratusCore

/// `a2ui:Image`: the picture at `url` in half blocks, as `layout:remoteImage` draws one, in a box whose size
/// comes from its `variant` (an icon is 2×1 cells, an avatar 4×2, a header as wide as offered); `fit` says how the
/// picture fills it. While it loads, and when it cannot be shown, a framed placeholder names its `description`.
struct A2UIImage: View, Decodable {
    enum Variant: String, CaseIterable, Decodable { case icon, avatar, smallFeature, mediumFeature, largeFeature, header }
    enum Fit: String, CaseIterable, Decodable { case contain, cover, fill, none, scaleDown }

    let image: ImageComponent

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        let url = try properties.decode(String.self, forKey: "url", default: "")
        let description = try properties.decodeIfPresent(String.self, forKey: "description")
        let variant = try properties.decode(Variant.self, forKey: "variant", default: .mediumFeature)
        let fit = try properties.decode(Fit.self, forKey: "fit", default: .fill)
        A2UICommon.ignoreShared(in: properties)
        let (engine, screen) = try ImageComponent.origin(decodedBy: decoder)
        let source = MainActor.assumeIsolated { ImageSource.remote(url: url, engine: engine, screen: screen) }
        let imageProperties = ImageComponent.Properties(label: description, scale: Self.scale(of: fit), box: Self.box(of: variant))
        image = ImageComponent(imageProperties, source: source, engine: engine, screen: screen)
    }

    var body: some View { image }

    /// How a picture fills its box for each `fit`: `contain` shows all of it, `cover` fills the box and cuts
    /// what overflows, `fill` stretches it, `none` keeps its natural size, `scaleDown` shrinks it to fit only.
    static func scale(of fit: Fit) -> ImageScale? {
        switch fit {
        case .contain: return .fillWidth
        case .cover: return .fillHeight
        case .fill: return .fillBounds
        case .none: return .center
        case .scaleDown: return nil
        }
    }

    /// The box of each variant, in cells (a cell is about twice as tall as wide).
    static func box(of variant: Variant) -> BoxStyle {
        var box = BoxStyle()
        switch variant {
        case .icon: (box.width, box.height) = (.fixed(2), .fixed(1))
        case .avatar: (box.width, box.height) = (.fixed(4), .fixed(2))
        case .smallFeature: (box.width, box.height) = (.fixed(12), .fixed(4))
        case .mediumFeature: (box.width, box.height) = (.fixed(20), .fixed(6))
        case .largeFeature: (box.width, box.height) = (.fixed(32), .fixed(8))
        case .header: (box.width, box.height) = (.expand, .fixed(6))
        }
        return box
    }
}
