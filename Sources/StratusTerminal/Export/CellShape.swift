/// Box-drawing and block characters as geometry, so that exported pictures draw them as exact shapes instead
/// of glyphs from whatever font the viewer has (the way Rich's and Textual's SVG export avoid gaps between rows).
///
/// Coordinates are in pixels inside one cell whose top-left corner is (0, 0). Covered: the box-drawing block
/// (U+2500-U+257F: light, heavy, double, dashed, rounded and diagonal lines) and the block elements
/// (U+2580-U+259F: eighths, halves, quadrants and shades). Every other character is text.
public enum CellShape: Hashable, Sendable {
    /// A filled rectangle; `opacity` below 1 draws the shades (░ ▒ ▓).
    case rectangle(x: Double, y: Double, width: Double, height: Double, opacity: Double)
    /// A stroked polyline or quarter arc, as SVG path data, with its stroke width.
    case stroke(path: String, width: Double)

    /// The shapes that draw `character` in a cell of `width` by `height` pixels; nil when it is not a box-drawing
    /// or block character (then it is drawn as text).
    public static func shapes(for character: String, width: Int, height: Int) -> [CellShape]? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value else { return nil }
        let metrics = Metrics(width: Double(width), height: Double(height))
        switch value {
        case 0x2580...0x259F: return block(value, metrics)
        case 0x2504...0x250B, 0x254C...0x254F: return dashes(value, metrics)
        case 0x256D...0x2570: return [arc(value, metrics)]
        case 0x2571...0x2573: return diagonals(value, metrics)
        case 0x2500...0x257F:
            guard let arms = Arms(value) else { return nil }
            return lines(arms, metrics)
        default: return nil
        }
    }

    /// Sizes derived from the cell: line thicknesses are even so that lines sit on whole pixels.
    struct Metrics {
        let width: Double
        let height: Double
        var centerX: Double { (width / 2).rounded(.down) }
        var centerY: Double { (height / 2).rounded(.down) }
        var light: Double { 2 * max(1, (width / 12).rounded()) }
        var heavy: Double { 2 * light }
        /// The thickness of each strand of a double line.
        var strand: Double { light / 2 }
        /// How far the outer edge of a double line's strand lies from the center line.
        var gap: Double { light + 1 }
    }

    /// The weight of one arm of a line character.
    enum Weight: Character {
        case none = "."
        case light = "l"
        case heavy = "h"
        case double = "d"
    }

    /// The four arms of a line character, from the centre to the left, top, right and bottom edges.
    struct Arms {
        var left: Weight, up: Weight, right: Weight, down: Weight

        /// Arms of U+2500-U+257F, in order left, up, right, down ("." none, "l" light, "h" heavy, "d" double);
        /// nil for dashed, rounded and diagonal characters (drawn separately). From the Unicode names
        /// (for example U+251E "up heavy and right down light").
        init?(_ value: UInt32) {
            let table: String
            switch value {
            case 0x2500...0x2503: table = ["l.l.", "h.h.", ".l.l", ".h.h"][Int(value - 0x2500)]
            case 0x250C...0x254B: table = Self.junctions[Int(value - 0x250C)]
            case 0x2550...0x256C: table = Self.doubles[Int(value - 0x2550)]
            case 0x2574...0x257F: table = Self.halves[Int(value - 0x2574)]
            default: return nil
            }
            let weights = table.map { Weight(rawValue: $0) ?? .none }
            (left, up, right, down) = (weights[0], weights[1], weights[2], weights[3])
        }

        static let junctions = [
            "..ll", "..hl", "..lh", "..hh", "l..l", "h..l", "l..h", "h..h", // ┌ ┍ ┎ ┏ ┐ ┑ ┒ ┓
            ".ll.", ".lh.", ".hl.", ".hh.", "ll..", "hl..", "lh..", "hh..", // └ ┕ ┖ ┗ ┘ ┙ ┚ ┛
            ".lll", ".lhl", ".hll", ".llh", ".hlh", ".hhl", ".lhh", ".hhh", // ├ ┝ ┞ ┟ ┠ ┡ ┢ ┣
            "ll.l", "hl.l", "lh.l", "ll.h", "lh.h", "hh.l", "hl.h", "hh.h", // ┤ ┥ ┦ ┧ ┨ ┩ ┪ ┫
            "l.ll", "h.ll", "l.hl", "h.hl", "l.lh", "h.lh", "l.hh", "h.hh", // ┬ ┭ ┮ ┯ ┰ ┱ ┲ ┳
            "lll.", "hll.", "llh.", "hlh.", "lhl.", "hhl.", "lhh.", "hhh.", // ┴ ┵ ┶ ┷ ┸ ┹ ┺ ┻
            "llll", "hlll", "llhl", "hlhl", "lhll", "lllh", "lhlh", "hhll", // ┼ ┽ ┾ ┿ ╀ ╁ ╂ ╃
            "lhhl", "hllh", "llhh", "hhhl", "hlhh", "hhlh", "lhhh", "hhhh", // ╄ ╅ ╆ ╇ ╈ ╉ ╊ ╋
        ]

        static let doubles = [
            "d.d.", ".d.d", "..dl", "..ld", "..dd", "d..l", "l..d", "d..d", // ═ ║ ╒ ╓ ╔ ╕ ╖ ╗
            ".ld.", ".dl.", ".dd.", "dl..", "ld..", "dd..", ".ldl", ".dld", // ╘ ╙ ╚ ╛ ╜ ╝ ╞ ╟
            ".ddd", "dl.l", "ld.d", "dd.d", "d.dl", "l.ld", "d.dd", "dld.", // ╠ ╡ ╢ ╣ ╤ ╥ ╦ ╧
            "ldl.", "ddd.", "dldl", "ldld", "dddd",                          // ╨ ╩ ╪ ╫ ╬
        ]

        static let halves = [
            "l...", ".l..", "..l.", "...l", "h...", ".h..", "..h.", "...h", // ╴ ╵ ╶ ╷ ╸ ╹ ╺ ╻
            "l.h.", ".l.h", "h.l.", ".h.l",                                  // ╼ ╽ ╾ ╿
        ]
    }

    private static func lines(_ arms: Arms, _ m: Metrics) -> [CellShape] {
        var shapes: [CellShape] = []
        let (cx, cy, s, g) = (m.centerX, m.centerY, m.strand, m.gap)
        let verticalDouble = arms.up == .double || arms.down == .double
        let horizontalDouble = arms.left == .double || arms.right == .double
        func thickness(_ weight: Weight) -> Double { weight == .heavy ? m.heavy : m.light }
        // Where a strand of a double arm starts, measured from the centre towards the arm: it stops at the
        // inner strand of a double perpendicular arm, meets a single one, or turns the outer corner.
        func strandStart(facing perpendicular: Weight) -> Double {
            switch perpendicular {
            case .double: return g - s
            case .light, .heavy: return -m.light / 2
            case .none: return -g
            }
        }
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            shapes.append(.rectangle(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0),
                                     opacity: 1))
        }
        // Horizontal arms.
        for (weight, towardsRight) in [(arms.left, false), (arms.right, true)] where weight != .none {
            let edge = towardsRight ? m.width : 0
            let direction: Double = towardsRight ? 1 : -1
            if weight == .double {
                rect(cx + direction * strandStart(facing: arms.up), cy - g, edge, cy - g + s)
                rect(cx + direction * strandStart(facing: arms.down), cy + g - s, edge, cy + g)
            } else {
                let half = thickness(weight) / 2
                let reach = verticalDouble ? g : max(half, thickness(max(arms.up, arms.down)) / 2)
                rect(cx - direction * reach, cy - half, edge, cy + half)
            }
        }
        // Vertical arms.
        for (weight, towardsBottom) in [(arms.up, false), (arms.down, true)] where weight != .none {
            let edge = towardsBottom ? m.height : 0
            let direction: Double = towardsBottom ? 1 : -1
            if weight == .double {
                rect(cx - g, cy + direction * strandStart(facing: arms.left), cx - g + s, edge)
                rect(cx + g - s, cy + direction * strandStart(facing: arms.right), cx + g, edge)
            } else {
                let half = thickness(weight) / 2
                let reach = horizontalDouble ? g : max(half, thickness(max(arms.left, arms.right)) / 2)
                rect(cx - half, cy - direction * reach, cx + half, edge)
            }
        }
        return shapes
    }

    private static func dashes(_ value: UInt32, _ m: Metrics) -> [CellShape] {
        // ┄ ┅ ┆ ┇ (three dashes), ┈ ┉ ┊ ┋ (four), ╌ ╍ ╎ ╏ (two); even offsets are horizontal, odd ones heavy.
        let (count, offset): (Int, UInt32) = switch value {
        case 0x2504...0x2507: (3, value - 0x2504)
        case 0x2508...0x250B: (4, value - 0x2508)
        default: (2, value - 0x254C)
        }
        let horizontal = offset < 2
        let weight = offset % 2 == 0 ? m.light : m.heavy
        let length = horizontal ? m.width : m.height
        let step = length / Double(count)
        let dash = step * 0.6
        return (0..<count).map { index in
            let start = Double(index) * step + (step - dash) / 2
            return horizontal
                ? .rectangle(x: start, y: m.centerY - weight / 2, width: dash, height: weight, opacity: 1)
                : .rectangle(x: m.centerX - weight / 2, y: start, width: weight, height: dash, opacity: 1)
        }
    }

    private static func arc(_ value: UInt32, _ m: Metrics) -> CellShape {
        // ╭ ╮ ╯ ╰: a quarter circle joining the centre lines of two edges.
        let (cx, cy) = (m.centerX, m.centerY)
        let radius = min(m.width - cx, cx, m.height - cy, cy)
        let towardsRight = value == 0x256D || value == 0x2570
        let towardsBottom = value == 0x256D || value == 0x256E
        let horizontalEdge = towardsRight ? m.width : 0
        let verticalEdge = towardsBottom ? m.height : 0
        let sweep = (towardsRight == towardsBottom) ? 0 : 1
        let startX = cx + (towardsRight ? radius : -radius)
        let endY = cy + (towardsBottom ? radius : -radius)
        let path = "M\(format(horizontalEdge)) \(format(cy))H\(format(startX))"
            + "A\(format(radius)) \(format(radius)) 0 0 \(sweep) \(format(cx)) \(format(endY))V\(format(verticalEdge))"
        return .stroke(path: path, width: m.light)
    }

    private static func diagonals(_ value: UInt32, _ m: Metrics) -> [CellShape] {
        var shapes: [CellShape] = []
        let (w, h) = (format(m.width), format(m.height))
        if value != 0x2572 { shapes.append(.stroke(path: "M0 \(h)L\(w) 0", width: m.light)) }
        if value != 0x2571 { shapes.append(.stroke(path: "M0 0L\(w) \(h)", width: m.light)) }
        return shapes
    }

    private static func block(_ value: UInt32, _ m: Metrics) -> [CellShape] {
        let (w, h) = (m.width, m.height)
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, opacity: Double = 1) -> CellShape {
            .rectangle(x: x, y: y, width: width, height: height, opacity: opacity)
        }
        let (halfW, halfH) = ((w / 2).rounded(.down), (h / 2).rounded(.down))
        // Quadrants of ▖ ▗ ▘ ▙ ▚ ▛ ▜ ▝ ▞ ▟ as bits: upper left 1, upper right 2, lower left 4, lower right 8.
        let quadrants: [UInt32: Int] = [
            0x2596: 4, 0x2597: 8, 0x2598: 1, 0x2599: 1 | 4 | 8, 0x259A: 1 | 8, 0x259B: 1 | 2 | 4, 0x259C: 1 | 2 | 8,
            0x259D: 2, 0x259E: 2 | 4, 0x259F: 2 | 4 | 8,
        ]
        switch value {
        case 0x2580: return [rect(0, 0, w, halfH)]
        case 0x2581...0x2588:
            let eighths = Double(value - 0x2580)
            let top = (h * (8 - eighths) / 8).rounded()
            return [rect(0, top, w, h - top)]
        case 0x2589...0x258F:
            let eighths = Double(0x2590 - value)
            return [rect(0, 0, (w * eighths / 8).rounded(), h)]
        case 0x2590: return [rect(halfW, 0, w - halfW, h)]
        case 0x2591...0x2593: return [rect(0, 0, w, h, opacity: Double(value - 0x2590) / 4)]
        case 0x2594: return [rect(0, 0, w, (h / 8).rounded())]
        case 0x2595:
            let width = (w / 8).rounded()
            return [rect(w - width, 0, width, h)]
        default:
            let bits = quadrants[value] ?? 0
            var shapes: [CellShape] = []
            if bits & 1 != 0 { shapes.append(rect(0, 0, halfW, halfH)) }
            if bits & 2 != 0 { shapes.append(rect(halfW, 0, w - halfW, halfH)) }
            if bits & 4 != 0 { shapes.append(rect(0, halfH, halfW, h - halfH)) }
            if bits & 8 != 0 { shapes.append(rect(halfW, halfH, w - halfW, h - halfH)) }
            return shapes
        }
    }

    /// A number for SVG: whole numbers without a fraction, others with at most two decimals.
    static func format(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }
}

extension CellShape.Weight: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .none: return 0
        case .light: return 1
        case .double: return 2
        case .heavy: return 3
        }
    }
}
