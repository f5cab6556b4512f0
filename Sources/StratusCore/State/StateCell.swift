/// A mutable state: its id, its current value, and the expressions that depend on it.
///
/// Cells live in scopes (the engine's global and app states, a screen's navigation states, a node's `state`
/// map, a forEach iteration's `item`/`index`, an event's implicit state). Writing a cell through the engine
/// marks its dependents for re-evaluation; the change reaches the UI when the current batch ends.
@MainActor
public final class StateCell {
    /// The state id, as written in the screen (`counter`, `global`, `item`, `onChange`...).
    public let id: String
    /// The current value.
    public internal(set) var value: JSONValue

    /// Expressions that read this cell, and what of it. Held weakly: a binding belongs to its node.
    private var dependents: [WeakDependent] = []
    /// The dependents filed by the paths they read, made when a write at a path first needs it among many.
    private var readIndex: StateReadIndex?
    /// Set when this cell is a forEach `item`: where a sub-path write must also go in the source list.
    /// Docs/Nimbus.md §3.1: `setState item.title` changes the source list's element too, silently.
    var writeBack: ((_ path: [PathComponent], _ value: JSONValue) -> Void)?

    /// Creates a cell holding `value`.
    public init(id: String, value: JSONValue) {
        self.id = id
        self.value = value
    }

    /// Writes `newValue` at the dotted `path` (empty for the whole value), with the core's semantics.
    ///
    /// Docs/Nimbus.md §2.1, §3.3: the value is written only when it differs; when the current value is not a map
    /// and a sub-path is given, it is replaced by a map, and missing intermediate maps are created.
    /// - Returns: what changed, for ``dependents(concernedBy:)``: `path`, or the part of it whose value was replaced
    ///   by a map (a key written into something that was not one); nil when nothing changed.
    func write(_ newValue: JSONValue, at path: [String]) -> [String]? {
        let components = path.map(PathComponent.key)
        if value.value(at: components) == newValue { return nil }
        let changed = Self.changedPath(writing: path, into: value)
        value = value.setting(newValue, at: components[...])
        if !path.isEmpty { writeBack?(components, newValue) }
        return changed
    }

    /// The part of `path` a write at it changes in `value`: the keys along which `value` holds maps, each keeping
    /// its other members, up to the first that is no map (replaced whole by one) or to the end.
    private static func changedPath(writing path: [String], into value: JSONValue) -> [String] {
        var current = value
        for (depth, key) in path.enumerated() {
            guard case .object(let object) = current else { return Array(path[..<depth]) }
            current = object[key] ?? .null
        }
        return path
    }

    /// Replaces the value with `newValue`, which differs from it only at `paths` (the caller knows: a data model
    /// written at these pointers).
    /// - Returns: what changed, for ``dependents(concernedBy:)``: each path, or the part of it where the old and
    ///   new values stop being maps or arrays of one length; empty when nothing changed.
    func replace(with newValue: JSONValue, changedAt paths: [[String]]) -> [[String]] {
        var changed: [[String]] = []
        for path in paths {
            var old = value
            var new = newValue
            var depth = 0
            while depth < path.count, let next = Self.steps(into: old, and: new, at: path[depth]) {
                (old, new) = next
                depth += 1
            }
            if old != new { changed.append(Array(path[..<depth])) }
        }
        value = newValue
        return changed
    }

    /// The members or elements named `step` of two maps, or of two arrays of one length; nil otherwise (the
    /// container itself changed).
    private static func steps(into old: JSONValue, and new: JSONValue, at step: String) -> (JSONValue, JSONValue)? {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            return (before[step] ?? .null, after[step] ?? .null)
        case (.array(let before), .array(let after)) where before.count == after.count:
            guard let index = Int(step), before.indices.contains(index) else { return (.null, .null) }
            return (before[index], after[index])
        default:
            return nil
        }
    }

    /// Writes into the value without comparing and without telling dependents: mirrors a forEach item
    /// write into the source list (Docs/Nimbus.md §3.1, shared objects; the core notifies nothing either).
    func writeSilently(_ newValue: JSONValue, at path: [PathComponent]) {
        value = value.setting(newValue, at: path[...])
        writeBack?(path, newValue)
    }

    // MARK: - Dependents

    /// How many dependents the list held after it was last swept of those gone.
    private var sweptCount = 0
    /// How many dependents stopped listening since then.
    private var departedCount = 0

    func addDependent(_ dependent: any StateDependent, reading reads: CellReads) {
        // Swept when it doubled, not every few additions: a screen binding 10,000 nodes to one state subscribes
        // them in linear time.
        if dependents.count >= 2 * max(sweptCount, 16) { sweep() }
        readIndex?.insert(dependents.count, reading: reads)
        dependents.append(WeakDependent(value: dependent, reads: reads))
    }

    /// Notes that `dependent` stopped listening for good (``StateDependent/hasDeparted`` is true): it is dropped
    /// from the list with the others gone once they are as many as those left, so that letting go of a screen of
    /// 10,000 nodes bound to one state takes linear time, not quadratic.
    func removeDependent(_ dependent: any StateDependent) {
        departedCount += 1
        if departedCount * 2 > dependents.count { sweep() }
    }

    /// Drops the dependents released or departed.
    private func sweep() {
        dependents.removeAll { entry in entry.value?.hasDeparted ?? true }
        sweptCount = dependents.count
        departedCount = 0
        readIndex = nil
    }

    /// The live dependents, in the order they subscribed.
    var liveDependents: [any StateDependent] {
        // Room for them all made at once: `compactMap` grows its result as it goes, a copy each time it doubles.
        live(reserving: dependents.count) { _ in true }
    }

    /// The live dependents whose reads `isConcerned` accepts, in the order they subscribed, in storage made for
    /// `expected` of them to begin with.
    @inline(__always)
    private func live(reserving expected: Int, where isConcerned: (CellReads) -> Bool) -> [any StateDependent] {
        var live: [any StateDependent] = []
        live.reserveCapacity(expected)
        // None departed since the last sweep: every dependent still held is live, and none is asked.
        let asksDeparture = departedCount > 0
        for entry in dependents {
            guard let dependent = entry.value, !(asksDeparture && dependent.hasDeparted), isConcerned(entry.reads) else {
                continue
            }
            live.append(dependent)
        }
        return live
    }

    /// Below this many dependents, those a write concerns are found by asking each; above, through the index, once
    /// this many writes at a path have asked (a state written once or twice, as a press of a button does, is not
    /// worth filing 10,000 dependents for; one typed into is).
    private static let indexedDependents = 64
    private static let writesBeforeIndexing = 3
    /// How many writes at a path asked for the dependents they concern.
    private var pathWrites = 0

    /// The live dependents that a change at `path` concerns, as for changes at several paths.
    func dependents(concernedBy path: [String]) -> [any StateDependent] {
        dependents(concernedBy: CollectionOfOne(path))
    }

    /// The live dependents that changes at `paths` (steps as ``StateReadIndex/step(_:)`` names them) concern, in
    /// the order they subscribed: those reading a path on the way to one of them or inside it.
    func dependents<Paths: Collection<[String]>>(concernedBy paths: Paths) -> [any StateDependent] {
        if paths.contains(where: { $0.isEmpty }) { return liveDependents }
        pathWrites += 1
        guard dependents.count >= Self.indexedDependents, readIndex != nil || pathWrites > Self.writesBeforeIndexing else {
            // Few of many, as a rule: room for a handful to begin with.
            return live(reserving: min(dependents.count, 8)) { reads in paths.contains(where: reads.overlap) }
        }
        let index = readIndex ?? makeReadIndex()
        var positions: [Int] = []
        for path in paths { index.collect(changedAt: path, into: &positions) }
        positions.sort()
        var concerned: [any StateDependent] = []
        var last = -1
        for position in positions where position != last {
            last = position
            guard let dependent = dependents[position].value, !dependent.hasDeparted else { continue }
            concerned.append(dependent)
        }
        return concerned
    }

    private func makeReadIndex() -> StateReadIndex {
        let index = StateReadIndex()
        for (position, entry) in dependents.enumerated() { index.insert(position, reading: entry.reads) }
        readIndex = index
        return index
    }
}

/// Something that must be re-evaluated when a state it reads changes.
@MainActor
protocol StateDependent: AnyObject {
    /// Called once per propagation round in which one of the cells it reads changed.
    func stateDidChange()
    /// Whether it stopped listening for good: the cells it read no longer tell it anything.
    var hasDeparted: Bool { get }
}

private struct WeakDependent {
    weak var value: (any StateDependent)?
    let reads: CellReads
}
