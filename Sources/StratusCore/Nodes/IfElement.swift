/// The `if` structural component (nimbus-spec 5.1): renders the children of its first `then` child when the
/// condition is `true`, of its first `else` child when `false`, and nothing (plus an error log) otherwise.
///
/// Both branches are built up front, so a hidden branch keeps its local state. It reacts to condition changes.
@MainActor
final class IfElement: StructuralElement, ChildContainer, BindingOwner {
    private var thenSlots: [ChildSlot] = []
    private var elseSlots: [ChildSlot] = []
    private var condition: JSONValue = .null

    func build(_ description: NodeDescription, suffix: String, parent: Node?) {
        let template = description.properties
        var conditionValue = template.raw["condition"] ?? .null
        for case .expression(let path, let expression) in template.dynamicParts where path == [.key("condition")] {
            let binding = Binding(expression, path: path, scope: scope, engine: engine)
            conditionValue = binding.value
            if !binding.isConstant {
                binding.owner = self
                bindings.append(binding)
            }
        }
        let thenDescription = description.children.first { $0.component == .thenComponent }
        let elseDescription = description.children.first { $0.component == .elseComponent }
        thenSlots = branchSlots(thenDescription, suffix: suffix, parent: parent)
        elseSlots = branchSlots(elseDescription, suffix: suffix, parent: parent)
        apply(conditionValue)
    }

    private func branchSlots(_ branch: NodeDescription?, suffix: String, parent: Node?) -> [ChildSlot] {
        guard let branch else { return [] }
        // `then`/`else` may declare states of their own, like any node.
        let (branchScope, _) = engine.makeScope(for: branch, suffix: suffix, parent: scope)
        return branch.children.map {
            engine.instantiate($0, suffix: suffix, scope: branchScope, parent: parent, container: self)
        }
    }

    private func apply(_ value: JSONValue) {
        condition = value
        if case .bool = value { return }
        engine.log(.error, "Unexpected value type at \"condition\". Expected \"Boolean\", found \""
            + "\(PropertyReader.kotlinTypeName(of: value))\".\nAt: if \(id)")
    }

    override func appendNodes(to list: inout [Node]) {
        switch condition {
        case .bool(true): for slot in thenSlots { slot.appendNodes(to: &list) }
        case .bool(false): for slot in elseSlots { slot.appendNodes(to: &list) }
        default: break
        }
    }

    override func dispose() {
        super.dispose()
        for slot in thenSlots + elseSlots { slot.dispose() }
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
