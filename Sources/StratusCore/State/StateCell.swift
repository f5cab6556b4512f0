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

    /// Expressions that read this cell. Held weakly: a binding belongs to its node.
    private var dependents: [WeakDependent] = []
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
    /// - Returns: `true` when the value changed.
    @discardableResult
    func write(_ newValue: JSONValue, at path: [String]) -> Bool {
        let components = path.map(PathComponent.key)
        if value.value(at: components) == newValue { return false }
        value = value.setting(newValue, at: components[...])
        if !path.isEmpty { writeBack?(components, newValue) }
        return true
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

    func addDependent(_ dependent: any StateDependent) {
        // Swept when it doubled, not every few additions: a screen binding 10,000 nodes to one state subscribes
        // them in linear time.
        if dependents.count >= 2 * max(sweptCount, 16) { sweep() }
        dependents.append(WeakDependent(value: dependent))
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
    }

    /// The live dependents, in the order they subscribed.
    var liveDependents: [any StateDependent] {
        // None departed since the last sweep: every dependent still held is live, and none is asked.
        guard departedCount > 0 else { return dependents.compactMap(\.value) }
        return dependents.compactMap { entry in entry.value.flatMap { $0.hasDeparted ? nil : $0 } }
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
}
