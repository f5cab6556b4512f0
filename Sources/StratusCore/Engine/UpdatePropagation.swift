/// What one batch changed: sent to `ServerDrivenEngine.onUpdate` once per event, load or request callback.
public struct UpdateReport: Sendable, Hashable {
    /// Ids of the visible nodes whose properties or children changed.
    public var changedNodeIDs: Set<String>
    /// How many visible nodes were updated (properties or children); what Nimbus's PerformanceTest counts.
    public var updatedNodeCount: Int
    /// `true` when the navigation stacks or a screen's phase changed (a new screen to draw).
    public var navigationChanged: Bool

    /// Creates a report.
    public init(changedNodeIDs: Set<String> = [], updatedNodeCount: Int = 0, navigationChanged: Bool = false) {
        self.changedNodeIDs = changedNodeIDs
        self.updatedNodeCount = updatedNodeCount
        self.navigationChanged = navigationChanged
    }

    /// `true` when nothing changed.
    public var isEmpty: Bool { updatedNodeCount == 0 && !navigationChanged }
}

/// The engine's part for state and propagation: the bookkeeping between a state change and the end of its batch,
/// how deep events run inside events, and the local states a rebuilt subtree takes back.
@MainActor
struct PropagationState {
    /// Bindings to re-evaluate, in the order they were scheduled, without repetition (each one's `isScheduled`
    /// says whether it is here, which is cheaper than hashing its identity into a set).
    var scheduled: [Binding] = []
    /// Nodes whose properties changed, in the order they changed, each once (its `isNotedChanged` says whether it
    /// is here, as `isScheduled` does for bindings).
    var changedNodes: [Node] = []
    /// Nodes whose child list must be recomputed, each once (`awaitsChildren`).
    var childrenPending: [Node] = []
    var navigationChanged = false
    /// Nesting depth of batches (events inside events); the outermost one flushes.
    var batchDepth = 0
    var isFlushing = false
    /// How deep events run inside events now (cut off at `EngineLimits.maximumEventDepth`).
    var eventDepth = 0
    /// The kept local states of a released subtree being built again (see `KeptStates`).
    var restoringStates: KeptStates = [:]
    /// How many bindings were re-evaluated since the engine started (for tests: what a write asked).
    var bindingsRefreshed = 0
}

extension ServerDrivenEngine {
    /// Queues a binding whose cells changed; it is re-evaluated when the batch ends.
    func schedule(_ binding: Binding) {
        guard !binding.isScheduled else { return }
        binding.isScheduled = true
        propagation.scheduled.append(binding)
    }

    /// Notes that a node's properties changed in this batch.
    func noteChanged(_ node: Node) {
        guard !node.isNotedChanged else { return }
        node.isNotedChanged = true
        propagation.changedNodes.append(node)
    }

    /// Notes that a node's child list must be recomputed (an `if` or `forEach` below it changed its output).
    func noteChildrenChanged(_ node: Node) {
        guard !node.awaitsChildren else { return }
        node.awaitsChildren = true
        propagation.childrenPending.append(node)
    }

    /// Notes that the navigation stacks or a screen's phase changed.
    func noteNavigationChanged() {
        propagation.navigationChanged = true
        if propagation.batchDepth == 0 { flush() }
    }

    /// Writes a state cell and schedules what reads the part that changed (the UI updates when the batch ends).
    /// - Returns: `true` when the value changed.
    @discardableResult
    public func write(_ value: JSONValue, to cell: StateCell, at path: [String] = []) -> Bool {
        guard let changed = cell.write(value, at: path) else { return false }
        tell(cell.dependents(concernedBy: changed))
        return true
    }

    /// Replaces a state cell's value with `value`, which differs from it only at `paths` (each a list of member
    /// names or array indices), and schedules only what reads there: a data model written at a few pointers
    /// updates the bindings of those, not every binding of the model.
    /// - Returns: `true` when the value changed at one of the paths.
    @discardableResult
    public func write(_ value: JSONValue, to cell: StateCell, changedAt paths: [[String]]) -> Bool {
        let changed = cell.replace(with: value, changedAt: paths)
        guard !changed.isEmpty else { return false }
        tell(cell.dependents(concernedBy: changed))
        return true
    }

    private func tell(_ dependents: [any StateDependent]) {
        for dependent in dependents { dependent.stateDidChange() }
        if propagation.batchDepth == 0 && !propagation.isFlushing { flush() }
    }

    /// Runs `body` as one batch: changes made inside reach the UI once, at the end.
    public func batch<T>(_ body: () throws -> T) rethrows -> T {
        propagation.batchDepth += 1
        defer {
            propagation.batchDepth -= 1
            if propagation.batchDepth == 0 { flush() }
        }
        return try body()
    }

    /// Re-evaluates scheduled bindings until nothing changes, recomputes child lists, then reports.
    func flush() {
        guard !propagation.isFlushing else { return }
        propagation.isFlushing = true
        propagate()
        var report = UpdateReport(navigationChanged: propagation.navigationChanged)
        for node in propagation.changedNodes {
            node.isNotedChanged = false
            guard node.isAttached else { continue }
            report.changedNodeIDs.insert(node.id)
            report.updatedNodeCount += 1
        }
        propagation.changedNodes.removeAll(keepingCapacity: true)
        propagation.navigationChanged = false
        propagation.isFlushing = false
        // Reported after the flush is over, so that `onUpdate` may run events of its own.
        guard !report.isEmpty else { return }
        lastUpdate = report
        onUpdate?(report)
    }

    private func propagate() {
        var rounds = 0
        while !propagation.scheduled.isEmpty || !propagation.childrenPending.isEmpty {
            rounds += 1
            if rounds > limits.maximumPropagationRounds {
                log(.error, "Update cut off after \(limits.maximumPropagationRounds) rounds: the screen's states "
                    + "keep changing each other.")
                for binding in propagation.scheduled { binding.isScheduled = false }
                propagation.scheduled.removeAll()
                for node in propagation.childrenPending { node.awaitsChildren = false }
                propagation.childrenPending.removeAll()
                return
            }
            let bindings = propagation.scheduled
            propagation.scheduled.removeAll(keepingCapacity: true)
            // Every binding of the round may be scheduled again before it refreshes, as a set emptied here allowed.
            for binding in bindings { binding.isScheduled = false }
            propagation.bindingsRefreshed += bindings.count
            for binding in bindings { binding.refresh() }
            if propagation.scheduled.isEmpty {
                let pending = propagation.childrenPending
                propagation.childrenPending.removeAll(keepingCapacity: true)
                for node in pending { node.awaitsChildren = false }
                for node in pending where node.recomputeChildren() { noteChanged(node) }
            }
        }
    }
}
