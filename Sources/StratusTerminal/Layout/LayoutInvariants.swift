/// What a correct layout never does, checked in debug builds on every frame (by the placement pass, which
/// already visits every box with its frame): a child in the flow of a stack, flow or plain box lies inside its
/// parent (children of overlays and scroll views are positioned, and may lie outside), and two focusable boxes on
/// the same layer never overlap on screen (boxes inside another focusable box, and boxes on different overlay
/// layers, may).
struct LayoutInvariants {
    /// What went wrong on the last frame, one sentence each; empty when the layout is sound.
    private(set) var problems: [String] = []
    private var focusAreas: [(frame: Rect, layer: Int, node: BoxDescription)] = []

    /// Checks that `child`, laid out at `frame`, lies inside its parent's `parentFrame`.
    mutating func check(child: BoxDescription, frame: Rect, isInside parent: BoxDescription, parentFrame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        if frame.x < parentFrame.x || frame.y < parentFrame.y || frame.maxX > parentFrame.maxX || frame.maxY > parentFrame.maxY {
            problems.append("\(Self.name(of: child)) at \(frame) lies outside its parent \(Self.name(of: parent)) at \(parentFrame)")
        }
    }

    /// Records a focusable box shown at `frame` on overlay layer `layer`.
    mutating func record(focusable node: BoxDescription, frame: Rect, layer: Int) {
        guard !frame.isEmpty else { return }
        for other in focusAreas where other.layer == layer && !other.frame.intersection(frame).isEmpty {
            if Self.isAncestor(other.node, of: node) { continue }
            problems.append("focusable \(Self.name(of: node)) at \(frame) overlaps focusable \(Self.name(of: other.node)) at \(other.frame)")
        }
        focusAreas.append((frame, layer, node))
    }

    private static func isAncestor(_ ancestor: BoxDescription, of node: BoxDescription) -> Bool {
        var current = node.parent
        while let box = current {
            if box === ancestor { return true }
            current = box.parent
        }
        return false
    }

    private static func name(of node: BoxDescription) -> String {
        if let identity = node.identity { return "box \"\(identity)\"" }
        if let nodeID = node.nodeID { return "node \"\(nodeID)\"" }
        return "a \(node.content.kindName) box"
    }
}

extension BoxDescription.Content {
    /// The kind of content, in words, for messages.
    var kindName: String {
        switch self {
        case .none: return "plain"
        case .text: return "text"
        case .stack(let axis): return axis == .vertical ? "column" : "row"
        case .flow: return "flow"
        case .overlay: return "overlay"
        case .scroll: return "scroll"
        case .lazy: return "lazy list"
        case .spacer: return "spacer"
        case .rule: return "divider"
        case .canvas: return "canvas"
        case .host: return "host"
        }
    }
}
