/// Focus moved by where boxes are drawn: Up and Down go to the next line of controls, Left and Right along the
/// line, and the page keys find the controls a screenful shows (Docs/Keys.md, "Moving and acting").
///
/// Two boxes are on one line when the rows they take overlap. A lazy-list row that is not placed has no frame;
/// it counts as a line of its own, so the arrows walk a long list row by row.
extension InteractionIndex {
    /// How many boxes of the focus order one arrow looks at before it gives up (a line is rarely that long).
    static let lineSearchLimit = 256

    /// True when `a` and `b` take at least one row in common.
    static func shareALine(_ a: Rect, _ b: Rect) -> Bool {
        a.y < b.maxY && b.y < a.maxY && !a.isEmpty && !b.isEmpty
    }

    /// The control Down (or Up) moves to from `identity`: on the next line of controls below (above) it in reading
    /// order, the one nearest its column; nil at the last (first) line, where the focus order would wrap.
    func identity(onNextLineFrom identity: String, downward: Bool) -> String? {
        guard let start = focusables[identity]?.frame else { return self.identity(after: identity, forward: downward) }
        var line: Rect?
        var best: (identity: String, distance: Int)?
        var current = identity
        for _ in 0..<Self.lineSearchLimit {
            guard let next = self.identity(after: current, forward: downward), next != identity else { break }
            current = next
            guard let frame = focusables[next]?.frame else {
                // A lazy-list row not placed: the next line, unless a line was found already.
                if line == nil { return next }
                break
            }
            if let line {
                guard Self.shareALine(frame, line) else { break }
            } else {
                if Self.shareALine(frame, start) { continue }
                // Reading order went round to the other end of the screen.
                if downward ? frame.y < start.y : frame.y > start.y { return nil }
                line = frame
            }
            let distance = abs((frame.x + frame.maxX) - (start.x + start.maxX))
            if best.map({ distance < $0.distance }) ?? true { best = (next, distance) }
        }
        return best?.identity
    }

    /// The control Right (or Left) moves to from `identity`: the next (previous) one in reading order when it is
    /// on the same line, to the right (left); nil at either end of the line.
    ///
    /// Asked for the focused control on every frame (whether Left and Right do anything): when no control sits on
    /// its line on that side, the answer is nil without the walk in reading order, which goes through the rows of a
    /// lazy list (a catalogue of 1,000 items spent 87,000 instructions a call there, Docs/Evidence.md).
    func identity(alongLineFrom identity: String, forward: Bool) -> String? {
        guard let start = focusables[identity]?.frame else { return nil }
        func isAlong(_ frame: Rect) -> Bool {
            Self.shareALine(frame, start) && (forward ? frame.x >= start.maxX : frame.maxX <= start.x)
        }
        // The focused control's own frame is never along its line (it ends where it would have to start).
        guard focusableFrames.contains(where: isAlong),
              let next = self.identity(after: identity, forward: forward), next != identity,
              let frame = focusables[next]?.frame, isAlong(frame) else { return nil }
        return next
    }

    /// The controls wholly on screen, in reading order (lazy-list rows on screen included).
    var identitiesWhollyOnScreen: [String] {
        func whole(_ identity: String) -> Bool {
            guard let focusable = focusables[identity] else { return false }
            return !focusable.visible.isEmpty && focusable.visible == focusable.frame
        }
        var identities: [String] = []
        for stop in stops {
            switch stop {
            case .box(let node):
                if let identity = node.identity, whole(identity) { identities.append(identity) }
            case .rows(let source):
                for row in source.rowsOnScreen { identities += source.focusableIdentities(ofRow: row).filter(whole) }
            }
        }
        return identities
    }

    /// True when the box with `identity` is wholly on screen.
    func isWhollyOnScreen(_ identity: String?) -> Bool {
        guard let identity, let focusable = focusables[identity] else { return false }
        return !focusable.visible.isEmpty && focusable.visible == focusable.frame
    }
}
