/// The children whose changes raised a box's revision lately, each with the revision it raised it to: what lets
/// layout lay out again the one field a key changed in a column of 10,000 texts rather than visit them all
/// (`BoxDescription.childrenChanged(since:)`).
///
/// Complete from `since` on: every raise of the box's revision after `since` came from a child and is here. A
/// change of the box itself starts the list again; so does a list grown past `limit`, keeping its newer half.
struct ChildChanges {
    /// How many changes are kept.
    static let limit = 32

    /// The revision from which on every change is listed.
    private(set) var since = Int.max
    private var changes: [(revision: Int, child: BoxDescription)] = []

    /// The box changed itself, reaching `revision`: no change of a child before it is known.
    mutating func restart(at revision: Int) {
        since = revision
        changes.removeAll(keepingCapacity: true)
    }

    /// `child` changed, raising the box's revision to `revision`.
    mutating func note(_ child: BoxDescription, raising revision: Int) {
        if changes.count == Self.limit {
            let dropped = Self.limit / 2
            since = changes[dropped - 1].revision
            changes.removeFirst(dropped)
        }
        changes.append((revision, child))
    }

    /// The children that changed after `revision`, each once, in the order they changed; nil when some change
    /// after it is not listed.
    func children(since revision: Int) -> [BoxDescription]? {
        guard since <= revision else { return nil }
        var children: [BoxDescription] = []
        for change in changes where change.revision > revision && !children.contains(where: { $0 === change.child }) {
            children.append(change.child)
        }
        return children
    }
}
