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
}

extension BoxDescription {
    /// True for a box the interaction index reads even when it is not on screen: it takes focus (its place in the
    /// focus order), declares keys (they work from anywhere), scrolls its content (a lazy list is a focus stop;
    /// scroll positions decide the placement), is presented over the screen, or raises its list above it.
    var isReachableOffScreen: Bool {
        focusable || handledEvents.contains(.keyBindings) || isScrolling || isPresented || opensUpwardWhenCut
    }
}
