/// Which boxes placement keeps when they are not on screen (`PlacedBoxes`): those the interaction index reads for
/// a box it does not show (one that takes focus, declares keys, scrolls its content, is presented over the
/// screen or raises a list), and the boxes around them. The others, a column's texts scrolled away, are left out.
extension FrameTable {
    /// True when `box` or a box inside it is one placement keeps off screen. Kept in the box's frame for its
    /// revision; for a long stack where only some children changed since, only they are asked again. O(1) for an
    /// unchanged box.
    func holdsReachable(_ box: BoxDescription) -> Bool {
        let frame = self.frame(of: box)
        if frame.reachRevision == box.revision { return frame.holdsReachable }
        var holds = box.isReachableOffScreen
        if !holds {
            // Nothing inside was reachable: only the children that changed since may be.
            let unchangedNone = frame.reachRevision >= 0 && !frame.holdsReachable
            let children = unchangedNone ? box.childrenChanged(since: frame.reachRevision) ?? box.children : box.children
            for child in children where holdsReachable(child) {
                holds = true
                break
            }
        }
        frame.holdsReachable = holds
        frame.reachRevision = box.revision
        return holds
    }

    /// The indices of the children a placement of `box` visits, in order, when `box` is a long stack whose
    /// children were last placed in order along its axis (`StackPass.inOrder`): those across the part of `clip`
    /// its children could be shown in (none unless `shown`), found by bisection, and those holding a box placed when
    /// not on screen. Nil for any other box: every child is visited. So a frame of a column of 10,000 texts with a
    /// field above them visits the screenful shown and the field, not each text.
    func childrenToPlace(of box: BoxDescription, at origin: Point, in clip: Rect, shown: Bool) -> [Int]? {
        let children = box.children
        guard children.count >= StackPass.minimumChildren, let axis = box.stackAxis,
              let pass = frame(of: box).stackPass, pass.inOrder else { return nil }
        let reachable = reachableChildren(of: box, pass)
        guard shown else { return reachable }
        let vertical = axis == .vertical
        // The span of the clip along the axis, from the stack's origin.
        let low = vertical ? clip.y - origin.y : clip.x - origin.x
        let high = low + (vertical ? clip.height : clip.width)
        func span(_ index: Int) -> (start: Int, end: Int) {
            let rect = self.rect(of: children[index])
            return vertical ? (rect.y, rect.y + rect.height) : (rect.x, rect.x + rect.width)
        }
        // The first child ending past the clip's start (ends grow with the index: the children are in order)...
        var first = 0, past = children.count
        while first < past {
            let middle = (first + past) / 2
            if span(middle).end > low { past = middle } else { first = middle + 1 }
        }
        // ...to the last one starting before its end.
        var end = first
        while end < children.count, span(end).start < high { end += 1 }
        guard !reachable.isEmpty else { return Array(first..<end) }
        var visited: [Int] = []
        visited.reserveCapacity(end - first + reachable.count)
        var next = reachable.startIndex
        for index in first..<end {
            while next < reachable.endIndex, reachable[next] < index {
                visited.append(reachable[next])
                next += 1
            }
            if next < reachable.endIndex, reachable[next] == index { next += 1 }
            visited.append(index)
        }
        visited += reachable[next...]
        return visited
    }

    /// The indices of the children of `box`, a long stack whose last layout is `pass`, holding a box placed when
    /// not on screen (`holdsReachable(_:)`), in order. Kept in `pass` for the stack's revision; when only some
    /// children changed since and none of them started or stopped holding one, the indices still hold.
    private func reachableChildren(of box: BoxDescription, _ pass: StackPass) -> [Int] {
        if pass.reachableRevision == box.revision { return pass.reachableChildren }
        let children = box.children
        if pass.reachableRevision >= 0, let changed = box.childrenChanged(since: pass.reachableRevision),
           changed.allSatisfy({ child in
               holdsReachable(child) == pass.reachableChildren.contains { children.indices.contains($0) && children[$0] === child }
           }) {
            pass.reachableRevision = box.revision
            return pass.reachableChildren
        }
        pass.reachableChildren = children.indices.filter { holdsReachable(children[$0]) }
        pass.reachableRevision = box.revision
        return pass.reachableChildren
    }
}

extension BoxDescription {
    /// True for a box the interaction index reads even when it is not on screen: it takes focus (its place in the
    /// focus order), declares keys (they work from anywhere), scrolls its content (a lazy list is a focus stop;
    /// scroll positions decide the placement), is presented over the screen, or raises its list above it.
    var isReachableOffScreen: Bool {
        focusable || handledEvents.contains(.keyBindings) || isScrolling || isPresented || opensUpwardWhenCut
    }
}
