/// The `if` structural component (Docs/Nimbus.md §5.1): renders the children of its first `then` child when the
/// condition is `true`, of its first `else` child when `false`, and nothing (plus an error log) otherwise.
///
/// Both branches are built up front, as in the core, so a hidden branch's local states start from their initial
/// values at screen build. The nodes of a hidden branch are then released, keeping only its local states
/// (`KeptStates`); the branch is built again with them when it shows. It reacts to condition changes.
///
/// Two shortcuts leave out work no one can observe: a branch hidden at build that declares no states anywhere in
/// it is not built only to be released (it has nothing to keep); and an `if` that is a row of a virtual forEach
/// (Docs/LazyLists.md) builds a branch that a condition change shows only when its row is asked for, so typing
/// into a search that filters a long list builds the rows on screen, not every row the list ever looked at.
@MainActor
final class IfElement: StructuralElement, ChildContainer, BindingOwner {
    /// One branch: its description, and either its nodes (while shown) or its kept states (while hidden).
    private struct Branch {
        var description: NodeDescription?
        var slots: [ChildSlot] = []
        /// The branch's own states (`then`/`else` may declare some, like any node).
        var cells: [StateCell] = []
        var scopeLabel = ""
        var kept: KeptStates = [:]
        var isBuilt = false
    }

    private var thenBranch = Branch()
    private var elseBranch = Branch()
    private var condition: JSONValue = .null
    private var suffix = ""
    private weak var parent: Node?

    func build(_ description: NodeDescription, suffix: String, parent: Node?) {
        self.suffix = suffix
        self.parent = parent
        let template = description.properties
        var conditionValue = template.raw["condition"] ?? .null
        for case .expression(let path, let expression) in template.dynamicParts where path == [.key("condition")] {
            let binding = Binding(expression, path: path, scope: scope, engine: engine, owner: self,
                                  at: { [owner = description.path] in propertyJSONPath(path, of: owner.text) })
            conditionValue = binding.value
            if !binding.isConstant { bindings.append(binding) }
        }
        thenBranch.description = description.children.first { $0.component == .thenComponent }
        elseBranch.description = description.children.first { $0.component == .elseComponent }
        if conditionValue != .bool(false) || thenBranch.description?.declaresStates == true { buildBranch(&thenBranch) }
        if conditionValue != .bool(true) || elseBranch.description?.declaresStates == true { buildBranch(&elseBranch) }
        apply(conditionValue)
    }

    /// True for the `if` that makes a row of a virtual forEach: its row's nodes are asked for through
    /// `appendNodes(to:)` when the list needs them, and `appendBuiltNodes(to:)` otherwise.
    private var isVirtualRow: Bool { (container as? ForEachElement)?.isVirtual == true }

    /// Instantiates a branch's children, with its kept states when it was shown before.
    private func buildBranch(_ branch: inout Branch) {
        guard !branch.isBuilt, let description = branch.description else { return }
        branch.isBuilt = true
        let kept = branch.kept
        branch.kept = [:]
        let outer = engine.propagation.restoringStates
        if !kept.isEmpty {
            engine.propagation.restoringStates = outer.isEmpty ? kept : outer.merging(kept) { _, restored in restored }
        }
        defer { engine.propagation.restoringStates = outer }
        let (branchScope, cells) = engine.makeScope(for: description, suffix: suffix, parent: scope)
        branch.cells = cells
        branch.scopeLabel = branchScope.label
        branch.slots = engine.instantiate(description.children, suffix: suffix, scope: branchScope, parent: parent,
                                          container: self)
    }

    /// Releases a branch's nodes, keeping its local states.
    private func releaseBranch(_ branch: inout Branch) {
        guard branch.isBuilt else { return }
        branch.kept = Self.states(of: branch)
        branch.isBuilt = false
        for slot in branch.slots { slot.dispose() }
        branch.slots = []
        branch.cells = []
    }

    private static func states(of branch: Branch) -> KeptStates {
        guard branch.isBuilt else { return branch.kept }
        var kept: KeptStates = [:]
        if !branch.cells.isEmpty { kept[branch.scopeLabel] = KeptStates.record(of: branch.cells) }
        for slot in branch.slots { slot.collectStates(into: &kept) }
        return kept
    }

    private func apply(_ value: JSONValue) {
        condition = value
        // A virtual row's shown branch is built when the row is asked for (see the type's summary).
        let buildsNow = !isVirtualRow
        switch value {
        case .bool(true):
            if buildsNow { buildBranch(&thenBranch) }
            releaseBranch(&elseBranch)
        case .bool(false):
            if buildsNow { buildBranch(&elseBranch) }
            releaseBranch(&thenBranch)
        default:
            releaseBranch(&thenBranch)
            releaseBranch(&elseBranch)
            engine.log(.error, "Unexpected value type at \"condition\". Expected \"Boolean\", found \""
                + "\(PropertyReader.kotlinTypeName(of: value))\".\nAt: if \(id)")
        }
    }

    override func appendNodes(to list: inout [Node]) {
        switch condition {
        case .bool(true):
            buildBranch(&thenBranch)
            for slot in thenBranch.slots { slot.appendNodes(to: &list) }
        case .bool(false):
            buildBranch(&elseBranch)
            for slot in elseBranch.slots { slot.appendNodes(to: &list) }
        default: break
        }
    }

    override func appendBuiltNodes(to list: inout [Node]) {
        switch condition {
        case .bool(true): for slot in thenBranch.slots { slot.appendBuiltNodes(to: &list) }
        case .bool(false): for slot in elseBranch.slots { slot.appendBuiltNodes(to: &list) }
        default: break
        }
    }

    override func dispose() {
        super.dispose()
        for slot in thenBranch.slots + elseBranch.slots { slot.dispose() }
    }

    override func collectStates(into kept: inout KeptStates) {
        super.collectStates(into: &kept)
        kept.merge(Self.states(of: thenBranch)) { _, branch in branch }
        kept.merge(Self.states(of: elseBranch)) { _, branch in branch }
    }

    override var heldNodeCount: Int {
        (thenBranch.slots + elseBranch.slots).reduce(0) { $0 + $1.heldNodeCount }
    }

    func binding(_ binding: Binding, didChangeTo value: JSONValue) {
        apply(value)
        container?.childStructureDidChange()
    }

    func childStructureDidChange() {
        // Only the visible branch matters, but a hidden branch may become visible later: always pass it up.
        container?.childStructureDidChange()
    }
}
