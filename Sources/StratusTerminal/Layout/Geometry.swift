/// A point on the terminal grid, in cells; (0, 0) is the top-left corner.
public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int
    /// A point from its column and row.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// A size from its columns and rows.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// No size.
    public static let zero = Size(width: 0, height: 0)
    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle from its corner and size; negative sizes become 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// An empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The size of the rectangle.
    public var size: Size { Size(width: width, height: height) }

    /// The cells both rectangles hold.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when the cell at `point` is inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }

    /// `x,y wxh`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// Space on each side of a box, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns on the left.
    public var leading: Int
    /// Rows below.
    public var bottom: Int
    /// Columns on the right.
    public var trailing: Int

    /// Insets from each side.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Int) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// No inset.
    public static let zero = EdgeInsets()
    /// Leading plus trailing.
    public var horizontal: Int { leading + trailing }
    /// Top plus bottom.
    public var vertical: Int { top + bottom }
}

/// The two directions of a stack.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
