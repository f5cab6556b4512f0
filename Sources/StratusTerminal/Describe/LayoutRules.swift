/// How a box sizes itself along one axis.
public enum Dimension: Hashable, Sendable {
    /// As small as its content (Nimbus `fitContent`, the default).
    case fit
    /// All the space its parent offers (Nimbus `expand`); in a stack, expanding children share what is left.
    case expand
    /// Exactly this many cells, border and padding included.
    case fixed(Int)
}

/// Where children go along a stack's main axis when there is space left.
public enum MainAxisAlignment: String, Hashable, Sendable, CaseIterable {
    /// Packed at the start.
    case start
    /// Packed at the end.
    case end
    /// Packed in the middle.
    case center
    /// First at the start, last at the end, equal gaps between.
    case spaceBetween
    /// Equal gaps around each child (half-size gaps at the ends).
    case spaceAround
    /// Equal gaps between children and at both ends.
    case spaceEvenly
}

/// Where children go across a stack's main axis.
public enum CrossAxisAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the start (left of a column, top of a row).
    case start
    /// In the middle.
    case center
    /// At the end.
    case end
    /// Stretched over the whole cross size.
    case stretch
}

/// A position inside a box, for overlays (`ZStack`, `layout:positioned`).
public enum Alignment: String, Hashable, Sendable, CaseIterable {
    /// Top left.
    case topStart
    /// Top, centered horizontally.
    case topCenter
    /// Top right.
    case topEnd
    /// Middle left.
    case centerStart
    /// Centered both ways.
    case center
    /// Middle right.
    case centerEnd
    /// Bottom left.
    case bottomStart
    /// Bottom, centered horizontally.
    case bottomCenter
    /// Bottom right.
    case bottomEnd

    /// 0 (start), 1 (center) or 2 (end) horizontally.
    var horizontalStep: Int {
        switch self {
        case .topStart, .centerStart, .bottomStart: return 0
        case .topCenter, .center, .bottomCenter: return 1
        case .topEnd, .centerEnd, .bottomEnd: return 2
        }
    }

    /// 0 (top), 1 (center) or 2 (bottom) vertically.
    var verticalStep: Int {
        switch self {
        case .topStart, .topCenter, .topEnd: return 0
        case .centerStart, .center, .centerEnd: return 1
        case .bottomStart, .bottomCenter, .bottomEnd: return 2
        }
    }
}

/// Horizontal alignment of lines of text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left.
    case start
    /// Centered.
    case center
    /// Right.
    case end
}

/// The line style of a border.
public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
    /// `┌─┐`.
    case single
    /// `╭─╮` (Nimbus `cornerRadius > 0`).
    case rounded
    /// `┌╌┐` (Nimbus `borderDashLength`/`borderDashSpacing`).
    case dashed
    /// `╔═╗`.
    case double
    /// `┏━┓`.
    case heavy

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var characters: (String, String, String, String, String, String) {
        switch self {
        case .single: return ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .dashed: return ("┌", "┐", "└", "┘", "╌", "╎")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        }
    }
}

/// A border drawn one cell wide around a box.
public struct Border: Hashable, Sendable {
    /// The line style.
    public var style: BorderStyle
    /// The line color; nil is the text color.
    public var color: Color?
    /// A border from its parts.
    public init(_ style: BorderStyle = .single, color: Color? = nil) {
        self.style = style
        self.color = color
    }
}

/// Which directions a scroll view scrolls.
public enum ScrollAxes: String, Hashable, Sendable, CaseIterable {
    /// Up and down.
    case vertical
    /// Left and right.
    case horizontal
    /// Both.
    case both
}

/// A shade drawn around and behind a box (Nimbus `shadow`), in points.
///
/// The shade is the box moved by `x` and `y`, grown by `spread`, plus `blur` on every side (a Gaussian blur reaches
/// about that far before it fades out); it shows only where the box itself does not cover it.
public struct Shadow: Hashable, Sendable {
    /// Horizontal offset in points (positive is right).
    public var x: Double
    /// Vertical offset in points (positive is down).
    public var y: Double
    /// Blur radius in points.
    public var blur: Double
    /// How much the shade is larger than the box on each side, in points.
    public var spread: Double
    /// The shade's color.
    public var color: Color

    /// A shadow from its parts.
    public init(x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0, color: Color) {
        self.x = x
        self.y = y
        self.blur = blur
        self.spread = spread
        self.color = color
    }

    /// The cells the shade covers for a box drawn at `frame`: each edge moved in points, then snapped to the
    /// nearest cell boundary.
    public func area(around frame: Rect) -> Rect {
        let grow = max(0, spread + blur)
        let left = CellMetrics.snapColumn(Double(frame.x) * CellMetrics.pointsPerColumn + x - grow)
        let right = CellMetrics.snapColumn(Double(frame.maxX) * CellMetrics.pointsPerColumn + x + grow)
        let top = CellMetrics.snapRow(Double(frame.y) * CellMetrics.pointsPerRow + y - grow)
        let bottom = CellMetrics.snapRow(Double(frame.maxY) * CellMetrics.pointsPerRow + y + grow)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

// Component properties of these kinds are decoded by name, ignoring case (NimbusCoercion.enumCase).
extension MainAxisAlignment: Decodable {}
extension CrossAxisAlignment: Decodable {}
extension Alignment: Decodable {}
extension TextAlignment: Decodable {}
extension BorderStyle: Decodable {}
extension ScrollAxes: Decodable {}
