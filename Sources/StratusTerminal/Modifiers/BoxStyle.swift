/// Everything about a box at once: size rules, margins, paddings, border, background.
///
/// What the `layout:` components read from the Nimbus Box properties, and a public modifier (`.boxStyle`) for
/// component authors who take the same properties.
public struct BoxStyle: Sendable, Equatable {
    /// Horizontal sizing.
    public var width = Dimension.fit
    /// Vertical sizing.
    public var height = Dimension.fit
    /// Bounds, in cells.
    public var minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?
    /// Space outside the border.
    public var margin = EdgeInsets.zero
    /// Space inside the border.
    public var padding = EdgeInsets.zero
    /// The border, if any.
    public var border: Border?
    /// The background, if any.
    public var background: Color?
    /// Keeps children inside.
    public var clipped = false
    /// Shades drawn around the box (Nimbus `shadow`).
    public var shadows: [Shadow] = []
    /// The points a fixed `width`/`height` was read from, so that layout can place edges exactly.
    var widthPoints: Double?
    var heightPoints: Double?

    /// An empty style (fit content, nothing drawn).
    public init() {}

    /// Reads the Nimbus Box properties (nimbus-spec 6) with the point-to-cell rule of `CellMetrics`.
    public init(_ map: PropertyMap) {
        width = Self.dimension(map["width"], horizontal: true)
        height = Self.dimension(map["height"], horizontal: false)
        widthPoints = Self.points(map["width"])
        heightPoints = Self.points(map["height"])
        minWidth = map.double("minWidth").map { CellMetrics.columns($0, atLeastOne: true) }
        maxWidth = map.double("maxWidth").map { CellMetrics.columns($0, atLeastOne: true) }
        minHeight = map.double("minHeight").map { CellMetrics.rows($0, atLeastOne: true) }
        maxHeight = map.double("maxHeight").map { CellMetrics.rows($0, atLeastOne: true) }
        margin = Self.insets(map, prefix: "margin")
        padding = Self.insets(map, prefix: "padding")
        if let borderWidth = map.double("borderWidth"), borderWidth > 0 {
            let style: BorderStyle
            if (map.double("cornerRadius") ?? 0) > 0 { style = .rounded }
            else if (map.double("borderDashSpacing") ?? 0) > 0 { style = .dashed }
            else if borderWidth >= 3 { style = .heavy }
            else { style = .single }
            border = Border(style, color: Self.textColor(map.color("borderColor")))
        }
        background = map.color("backgroundColor").flatMap { $0.isTransparent ? nil : $0 }
        clipped = map.bool("clipped") ?? false
        shadows = (map.array("shadow") ?? []).compactMap { item in
            guard case .object(let object) = item else { return nil }
            let shadow = PropertyMap(object)
            return Shadow(x: shadow.double("x") ?? 0, y: shadow.double("y") ?? 0, blur: shadow.double("blur") ?? 0,
                          spread: shadow.double("spread") ?? 0, color: shadow.color("color") ?? Color.black)
        }
    }

    /// A number of points, when `value` is one.
    static func points(_ value: JSONValue?) -> Double? {
        value.flatMap(NimbusCoercion.double)
    }

    /// The Nimbus default color `#000` stands for "the text color"; on a terminal that is the default color.
    static func textColor(_ color: Color?) -> Color? {
        guard let color, color != Color.black else { return nil }
        return color
    }

    /// `"expand"`, `"fitContent"` or a number of points.
    static func dimension(_ value: JSONValue?, horizontal: Bool) -> Dimension {
        switch value {
        case .string(let text)?:
            switch text.lowercased() {
            case "expand": return .expand
            case "fitcontent": return .fit
            default: break
            }
        default: break
        }
        guard let points = points(value) else { return .fit }
        return .fixed(horizontal ? CellMetrics.columns(points, atLeastOne: true) : CellMetrics.rows(points, atLeastOne: true))
    }

    /// all < horizontal/vertical < specific side (nimbus-spec 6).
    static func insets(_ map: PropertyMap, prefix: String) -> EdgeInsets {
        let all = map.double(prefix) ?? 0
        let horizontal = map.double(prefix + "Horizontal") ?? all
        let vertical = map.double(prefix + "Vertical") ?? all
        return EdgeInsets(top: CellMetrics.rows(map.double(prefix + "Top") ?? vertical),
                          leading: CellMetrics.columns(map.double(prefix + "Start") ?? horizontal),
                          bottom: CellMetrics.rows(map.double(prefix + "Bottom") ?? vertical),
                          trailing: CellMetrics.columns(map.double(prefix + "End") ?? horizontal))
    }
}

extension View {
    /// Applies a whole box style: padding inside the border, the background under both, margins outside.
    public func boxStyle(_ box: BoxStyle) -> ModifiedView<Self> {
        modified { node, _ in
            let pristine = node.border == nil && node.background == nil && node.margin == .zero && node.padding == .zero
                && node.width == .fit && node.height == .fit && node.minWidth == nil && node.maxWidth == nil
                && node.minHeight == nil && node.maxHeight == nil && node.shadows.isEmpty
            let target = node.wrapped(unless: pristine)
            target.width = box.width
            target.height = box.height
            target.pointWidth = box.widthPoints
            target.pointHeight = box.heightPoints
            target.shadows = box.shadows
            target.minWidth = box.minWidth
            target.maxWidth = box.maxWidth
            target.minHeight = box.minHeight
            target.maxHeight = box.maxHeight
            target.margin = box.margin
            target.padding = box.padding
            target.border = box.border
            target.background = box.background
            target.clipped = box.clipped
            target.invalidateLayout()
            return target
        }
    }

    /// Runs `action` once, after the first frame that shows this view; not again while its node stays in the tree.
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedView<Self> {
        modified { node, context in
            let flag = context.graph.widgetState(for: context.nextAppearKey()) { AppearFlag() }
            if !flag.appeared {
                flag.appeared = true
                context.graph.deferred.append(action)
            }
            return node
        }
    }
}

/// Whether an `onAppear` already ran.
final class AppearFlag {
    var appeared = false
}
