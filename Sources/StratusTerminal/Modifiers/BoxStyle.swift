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

    /// The keys of one kind of insets: the prefix alone, then with `Horizontal`, `Vertical`, `Top`, `Start`,
    /// `Bottom`, `End`. Made once: written out for every box decoded, `paddingHorizontal` and the like (longer than
    /// a small string) were an allocation each.
    struct InsetKeys {
        let all, horizontal, vertical, top, start, bottom, end: PropertyKey

        init(prefix: String) {
            all = PropertyKey(stringValue: prefix)
            horizontal = PropertyKey(stringValue: prefix + "Horizontal")
            vertical = PropertyKey(stringValue: prefix + "Vertical")
            top = PropertyKey(stringValue: prefix + "Top")
            start = PropertyKey(stringValue: prefix + "Start")
            bottom = PropertyKey(stringValue: prefix + "Bottom")
            end = PropertyKey(stringValue: prefix + "End")
        }

        static let margin = InsetKeys(prefix: "margin")
        static let padding = InsetKeys(prefix: "padding")
    }

    /// all < horizontal/vertical < specific side (Docs/Nimbus.md §6).
    static func insets(_ properties: KeyedDecodingContainer<PropertyKey>, _ keys: InsetKeys) throws -> EdgeInsets {
        func points(_ key: PropertyKey) throws -> Double? {
            try properties.decodeIfPresent(Double.self, forKey: key)
        }
        let all = try points(keys.all) ?? 0
        let horizontal = try points(keys.horizontal) ?? all
        let vertical = try points(keys.vertical) ?? all
        return EdgeInsets(top: CellMetrics.rows(try points(keys.top) ?? vertical),
                          leading: CellMetrics.columns(try points(keys.start) ?? horizontal),
                          bottom: CellMetrics.rows(try points(keys.bottom) ?? vertical),
                          trailing: CellMetrics.columns(try points(keys.end) ?? horizontal))
    }
}

extension BoxStyle: Decodable {
    /// Reads the Nimbus Box properties (Docs/Nimbus.md §6) of a component, at the level of its other properties,
    /// with the point-to-cell rule of `CellMetrics`: `width`/`height` (points, `"expand"` or `"fitContent"`),
    /// bounds, `margin*` and `padding*`, `border*`, `backgroundColor`, `clipped` and `shadow`.
    ///
    /// Only the properties the component's value holds are asked for (``Members``): a box usually sets one or two
    /// of its thirty, and each one asked through `KeyedDecodingContainer` costs a lookup even when it is absent.
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, properties: nil)
    }

    /// Reads the Box properties as ``init(from:)`` does, through `properties`, the container the component read
    /// its other properties with, when it made one: making a container costs about 1,400 instructions.
    public init(from decoder: any Decoder, properties: KeyedDecodingContainer<PropertyKey>?) throws {
        self.init()
        let present = Members(present: decoder.stratusMemberNames)
        guard !present.isEmpty else { return }
        let properties = try properties ?? decoder.container(keyedBy: PropertyKey.self)
        if present.contains(.width) {
            let widthValue = try properties.decodeIfPresent(BoxDimension.self, forKey: "width")?.value
            width = Self.dimension(widthValue, horizontal: true)
            widthPoints = Self.points(widthValue)
        }
        if present.contains(.height) {
            let heightValue = try properties.decodeIfPresent(BoxDimension.self, forKey: "height")?.value
            height = Self.dimension(heightValue, horizontal: false)
            heightPoints = Self.points(heightValue)
        }
        func number(_ key: PropertyKey, _ member: Members) throws -> Double? {
            present.contains(member) ? try properties.decodeIfPresent(Double.self, forKey: key) : nil
        }
        minWidth = try number("minWidth", .minWidth).map { CellMetrics.columns($0, atLeastOne: true) }
        maxWidth = try number("maxWidth", .maxWidth).map { CellMetrics.columns($0, atLeastOne: true) }
        minHeight = try number("minHeight", .minHeight).map { CellMetrics.rows($0, atLeastOne: true) }
        maxHeight = try number("maxHeight", .maxHeight).map { CellMetrics.rows($0, atLeastOne: true) }
        if present.contains(.margin) { margin = try Self.insets(properties, .margin) }
        if present.contains(.padding) { padding = try Self.insets(properties, .padding) }
        let cornerRadius = try number("cornerRadius", .cornerRadius) ?? 0
        let dashSpacing = try number("borderDashSpacing", .borderDashSpacing) ?? 0
        let borderColor = present.contains(.borderColor) ? try properties.color("borderColor") : nil
        if let borderWidth = try number("borderWidth", .borderWidth), borderWidth > 0 {
            let style: BorderStyle
            if cornerRadius > 0 { style = .rounded }
            else if dashSpacing > 0 { style = .dashed }
            else if borderWidth >= 3 { style = .heavy }
            else { style = .single }
            border = Border(style, color: Self.textColor(borderColor))
        }
        if present.contains(.backgroundColor) {
            background = try properties.color("backgroundColor").flatMap { $0.isTransparent ? nil : $0 }
        }
        if present.contains(.clipped) { clipped = try properties.decode(Bool.self, forKey: "clipped", default: false) }
        if present.contains(.shadow) {
            shadows = try properties.decode([ShadowProperties].self, forKey: "shadow", default: []).map(\.shadow)
        }
    }
}

/// `width` or `height`: a number of points, `"expand"` or `"fitContent"`.
private struct BoxDimension: Decodable, SchemaDescribing {
    static var valueSchema: ValueSchema { .any }
    let value: JSONValue
    init(from decoder: any Decoder) throws {
        value = try JSONValue(from: decoder)
        if case .string(let text) = value, NimbusCoercion.enumCase(value, in: ["expand", "fitContent"]) == nil,
           NimbusCoercion.number(fromText: text) == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected a number of points, \"expand\" or \"fitContent\", found \"\(text)\""))
        }
    }
}

/// One shade of `shadow`.
private struct ShadowProperties: Decodable {
    let shadow: Shadow
    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        shadow = Shadow(x: try properties.decode(Double.self, forKey: "x", default: 0),
                        y: try properties.decode(Double.self, forKey: "y", default: 0),
                        blur: try properties.decode(Double.self, forKey: "blur", default: 0),
                        spread: try properties.decode(Double.self, forKey: "spread", default: 0),
                        color: try properties.color("color") ?? Color.black)
    }
}

extension View {
    /// Applies a whole box style: padding inside the border, the background under both, margins outside.
    public func boxStyle(_ box: BoxStyle) -> ModifiedView<Self> {
        modified { node, _ in node.styled(box) }
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

extension BoxStyle {
    /// True when the style sets nothing a box keeps in its `decorations`: only `width` and `height`, if anything.
    var setsOnlySize: Bool {
        widthPoints == nil && heightPoints == nil && shadows.isEmpty && minWidth == nil && maxWidth == nil
            && minHeight == nil && maxHeight == nil && margin == .zero && padding == .zero && border == nil
            && background == nil && !clipped
    }
}

extension BoxDescription {
    /// `boxStyle(_:)` applied to this box: the box, or a new one around it when this one has a size or box model of
    /// its own, given every setting of `box`. The decorations are read once and written directly, not through a
    /// property each (a dozen exclusivity checks and copies a box), and not made when `box` sets only a size.
    func styled(_ box: BoxStyle) -> BoxDescription {
        let pristine = width == .fit && height == .fit && decorations.map { decorations in
            let model = decorations.boxModel, limits = decorations.sizeLimits
            return model.border == nil && model.background == nil && model.margin == .zero && model.padding == .zero
                && limits.minWidth == nil && limits.maxWidth == nil && limits.minHeight == nil
                && limits.maxHeight == nil && model.shadows.isEmpty
        } ?? true
        let target = wrapped(unless: pristine)
        target.width = box.width
        target.height = box.height
        // Each setting left at its default makes no decorations (`BoxDecorations`' properties on `BoxDescription`).
        if target.decorations != nil || !box.setsOnlySize {
            let decorations = target.decorated
            decorations.sizeLimits = SizeLimits(pointWidth: box.widthPoints, pointHeight: box.heightPoints,
                                                minWidth: box.minWidth, maxWidth: box.maxWidth,
                                                minHeight: box.minHeight, maxHeight: box.maxHeight,
                                                layoutWeight: decorations.sizeLimits.layoutWeight)
            decorations.boxModel = BoxModel(padding: box.padding, margin: box.margin, border: box.border,
                                            background: box.background, shadows: box.shadows)
            decorations.placement.clipped = box.clipped
        }
        target.invalidateLayout()
        return target
    }
}
