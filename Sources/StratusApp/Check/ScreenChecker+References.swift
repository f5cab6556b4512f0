import StratusCore

extension ScreenChecker {
    /// Unknown operations, malformed expressions and state references, in every part of an expression.
    func checkExpression(_ expression: StratusCore.Expression, at path: String, states: ReachableStates,
                         into report: inout CheckReport) {
        switch expression {
        case .invalid(let message):
            report.add(.malformedExpression(message, at: path))
        case .operation(let call):
            if engine.operation(named: call.name) == nil {
                report.add(.unknownOperation(call.name, among: engine.operationNames, at: path))
            }
            for argument in call.arguments { checkExpression(argument, at: path, states: states, into: &report) }
        case .template(let parts):
            for part in parts { checkExpression(part, at: path, states: states, into: &report) }
        case .state(let reference):
            checkReference(reference, at: path, states: states, into: &report)
        case .literal:
            break
        }
    }

    /// A reference whose state no scope around it declares is an error (at run time it is null and logged);
    /// a key that the state's initial value does not have is a warning (states can grow at run time).
    func checkReference(_ reference: StateReference, at path: String, states: ReachableStates,
                        into report: inout CheckReport) {
        guard var shape = states.shape(of: reference.stateID) else {
            report.add(.unknownState(reference.stateID, among: states.names, at: path))
            return
        }
        var walked = reference.stateID
        for step in reference.path {
            switch shape.following(step) {
            case .success(let next):
                shape = next
                walked += step.isIndex ? step.description : "." + step.description
            case .failure(let missing):
                report.add(.warning, Self.describe(missing, after: walked), at: path)
                return
            }
        }
    }

    /// `"count" has no key "x" in its initial value`, `"count" starts as a number, which has no key "x"`.
    private static func describe(_ missing: ReachableStates.Shape.MissingStep, after walked: String) -> String {
        switch missing.step {
        case .key(let key) where !missing.keys.isEmpty:
            return "\"\(walked)\" has no key \"\(key)\" in its initial value"
                + ScreenProblem.didYouMean(SpellingSuggestion.closest(to: key, among: missing.keys))
        case .key(let key):
            return "\"\(walked)\" starts as \(missing.kinds.joined(separator: " or ")), which has no key \"\(key)\""
        case .index(let index):
            return "\"\(walked)\" starts as \(missing.kinds.joined(separator: " or ")), which has no element [\(index)]"
        }
    }

    /// The `item` and `index` of a forEach's iterations (renamed by `iteratorName` and `indexName`): an item is
    /// one element of the items, when they are a list written in the screen or a state whose initial value is.
    func iterationStates(of node: NodeDescription, in states: ReachableStates) -> [String: ReachableStates.Shape] {
        let properties = node.properties.raw
        let itemName = properties["iteratorName"]?.stringValue ?? "item"
        let indexName = properties["indexName"]?.stringValue ?? "index"
        var items = ReachableStates.Shape.unknown
        if case .array(let list)? = properties["items"] {
            items = .anyOf(list)
        } else if let expression = node.properties.expressions.first(where: { $0.path == [.key("items")] })?.expression,
                  case .state(let reference) = expression, var shape = states.shape(of: reference.stateID) {
            for step in reference.path {
                guard case .success(let next) = shape.following(step) else { shape = .unknown; break }
                shape = next
            }
            if case .anyOf(let values) = shape, values.count == 1, case .array(let list) = values[0] {
                items = .anyOf(list)
            }
        }
        return [itemName: items, indexName: .anyOf([.integer(0)])]
    }

    /// The keys of every `state` map of the `push` and `present` actions in a document's nodes (their
    /// properties and children; states are not searched): the navigation states its screens open others with.
    static func navigationStates(in value: JSONValue) -> Set<String> {
        var names: Set<String> = []
        collectNavigationStates(in: value, into: &names)
        return names
    }

    private static func collectNavigationStates(in value: JSONValue, into names: inout Set<String>) {
        switch value {
        case .object(let object):
            if case .string(let action)? = object["_:action"], action == "push" || action == "present",
               case .object(let state)? = object["properties"]?.objectValue?["state"] {
                names.formUnion(state.keys)
            }
            for (key, member) in object where key != "state" {
                collectNavigationStates(in: member, into: &names)
            }
        case .array(let elements):
            for element in elements { collectNavigationStates(in: element, into: &names) }
        default:
            return
        }
    }
}

extension PathComponent {
    /// Whether this is an index (`[2]`) rather than a key.
    var isIndex: Bool {
        if case .index = self { return true }
        return false
    }
}
