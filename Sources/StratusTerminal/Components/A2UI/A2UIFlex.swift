import StratusCore

/// `a2ui:Row` and `a2ui:Column`: children along an axis, spread by `justify` and lined up by `align`.
///
/// A row leaves one cell between its children, as words are spaced, and two when one of them is a block of lines
/// (a Column, List or Card), as columns of text are spaced: with one, a column beside another reads on as one
/// phrase (a day's name beside its first event, "Sunday Lunch"). A child with a `weight` takes its share of
/// the row's width (children with a weight share what the others leave, equally: a terminal has too few cells
/// for ratios to read). A column's weights are not honoured: its height is its content's. A column whose
/// children are centered or at the end takes the whole width it is offered, as a block does on the web.
struct A2UIFlex<Direction: AxisDirection>: View, Decodable {
    let justify: A2UIJustify
    let align: A2UIAlign
    let childWeights: [Double?]
    /// Whether a child is a block of lines: the row then spaces its children as columns.
    let holdsBlocks: Bool
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        justify = try properties.decode(A2UIJustify.self, forKey: "justify", default: .start)
        align = try properties.decode(A2UIAlign.self, forKey: "align", default: .stretch)
        childWeights = try properties.decode([Double?].self, forKey: "childWeights", default: [])
        A2UICommon.ignoreShared(in: properties)
        _children = try ChildViews(from: decoder)
        let node = decoder.stratusUserInfo(.stratusNode) as? Node
        // Components are decoded on the main actor, where nodes live.
        holdsBlocks = Direction.axis == .horizontal && MainActor.assumeIsolated {
            node?.children.contains { child in
                guard child.component.namespace == "a2ui" else { return false }
                switch child.component.name {
                case "Column", "List", "Card": return true
                default: return false
                }
            }
        } ?? false
    }

    var body: some View {
        let children = self.children, weights = childWeights
        let horizontal = Direction.axis == .horizontal
        // Most flexes (every column) give no child a share of their width: their children are placed as they are,
        // without a choice made and kept for each.
        let weighted = horizontal && weights.contains { ($0 ?? 0) > 0 }
        return Stack(Direction.axis, mainAxisAlignment: justify.mainAxisAlignment, crossAxisAlignment: align.crossAxisAlignment,
                     spacing: horizontal ? (holdsBlocks ? 2 : 1) : 0) {
            if weighted {
                ForEach(children.indices) { index in
                    let weight = index < weights.count ? weights[index] : nil
                    if let weight, weight > 0 {
                        children[index].frame(width: .expand)
                    } else {
                        children[index]
                    }
                }
            } else {
                ForEach(children.indices) { children[$0] }
            }
        }
        // Spread along a row, or lined up to the middle or the end of a column, the children need the whole width
        // to be spread or lined up in.
        .frame(width: (horizontal && justify.spreads) || (!horizontal && align.linesUpAcross) ? .expand : nil)
    }
}

/// `justify` of a row, column or list: where children go along its axis when there is room left.
enum A2UIJustify: String, CaseIterable, Decodable {
    case start, center, end, spaceBetween, spaceAround, spaceEvenly, stretch

    var mainAxisAlignment: MainAxisAlignment {
        switch self {
        case .start, .stretch: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        case .spaceEvenly: return .spaceEvenly
        }
    }

    /// Whether the children are spread over the whole width, which the container must then take.
    var spreads: Bool { self != .start && self != .stretch }
}

/// `align` of a row, column or list: where children go across its axis.
enum A2UIAlign: String, CaseIterable, Decodable {
    case start, center, end, stretch

    /// Whether children are placed across the axis away from its start.
    var linesUpAcross: Bool { self == .center || self == .end }

    var crossAxisAlignment: CrossAxisAlignment {
        switch self {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .stretch: return .stretch
        }
    }
}

/// What every A2UI component may carry besides its own properties.
enum A2UICommon {
    /// Marks the properties every component may have (`weight`, `accessibility`), which the parent or the
    /// accessibility tree reads, as known to the component's schema.
    static func ignoreShared(in properties: KeyedDecodingContainer<PropertyKey>) {
        properties.ignore("weight", "accessibility")
    }

    /// A binding to an input's `state` whose setter keeps a new value and writes it into the surface's data
    /// model: `change` (the input's `onChange`) is run with the value as `json` makes it. Setting the value the
    /// state already has writes nothing.
    static func writing<Value: Equatable>(_ state: Binding<Value>, as json: @escaping (Value) -> JSONValue,
                                          through change: @escaping (JSONValue) -> Void) -> Binding<Value> {
        Binding(get: { state.wrappedValue }, set: { newValue in
            guard newValue != state.wrappedValue else { return }
            state.wrappedValue = newValue
            change(json(newValue))
        })
    }
}
