import StratusCore
import StratusFormats

extension ScreenChecker {
    /// The implicit states of `sendRequest`'s events (Docs/Errors.md): the keys a path into them may use.
    static let requestEventStates: [String: JSONValue] = [
        "onSuccess": ["status": nil, "statusText": nil, "data": nil],
        "onError": ["status": nil, "statusText": nil, "message": nil, "httpStatus": nil],
    ]

    /// The expressions and events of the properties of the node or action at `owner`. Each event's actions reach
    /// the event's implicit state (named after it) besides `states`.
    /// - Parameter action: the action the properties belong to, if any (its events' implicit states may be
    ///   known).
    func checkProperties(_ template: PropertyTemplate, of owner: String, states: ReachableStates,
                         action: String? = nil, into report: inout CheckReport) {
        for (propertyPath, expression) in template.expressions {
            checkExpression(expression, at: propertyJSONPath(propertyPath, of: owner), states: states, into: &report)
        }
        for (_, event) in template.events {
            var implicit = ReachableStates.Shape.unknown
            if action == "sendRequest", let known = Self.requestEventStates[event.name] { implicit = .anyOf([known]) }
            let eventStates = states.adding([event.name: implicit])
            for (action, raw) in zip(event.actions, event.raw) {
                checkAction(action, raw: raw, states: eventStates, into: &report)
            }
        }
    }

    private func checkAction(_ action: ActionDescription, raw: JSONValue, states: ReachableStates,
                             into report: inout CheckReport) {
        if let problem = action.problem {
            report.add(.error, problem, at: action.jsonPath)
            return
        }
        let schema = engine.actionSchema(named: action.name)
        for key in raw.objectValue?.keys ?? [] where !Self.actionKeys.contains(key) {
            // The spec's own examples put `path` and `value` beside "_:action": say where they go.
            let hint = schema?.property(named: key) != nil
                ? "; it belongs inside \"properties\""
                : ScreenProblem.didYouMean(SpellingSuggestion.closest(to: key, among: Self.actionKeys))
            report.add(.warning, "unknown key \"\(key)\" in an action (expected \(Self.actionKeysList)); it is ignored"
                       + hint, at: SourcePositionMap.member(key, of: action.jsonPath), onKey: true)
        }
        if engine.actionHandler(named: action.name) == nil {
            let suggestion = SpellingSuggestion.closest(to: action.name, among: engine.actionNames.map(\.identifier))
            report.add(.error, "unknown action \"\(action.name)\"" + ScreenProblem.didYouMean(suggestion),
                       at: action.jsonPath + "._:action")
        }
        let propertiesPath = action.jsonPath + ".properties"
        if let schema {
            for problem in schema.problems(in: .object(action.properties.raw), isUnresolved: Self.holdsExpression) {
                let missing = problem.found == "nothing"
                let message = missing
                    ? "action \(action.name) needs \"\(problem.path.dropFirst())\" (\(problem.expected))"
                    : "\"\(problem.path.dropFirst())\" of action \(action.name): \(problem.message)"
                report.add(.error, message, at: missing ? action.jsonPath : propertiesPath + problem.path,
                           expected: problem.expected, found: problem.found)
            }
            checkNames(of: action.properties.raw, against: schema, owner: "action \(action.name)", at: propertiesPath,
                       into: &report)
            checkEventLists(schema, .object(action.properties.raw), at: propertiesPath, into: &report)
        }
        if action.name == "setState" { checkStatePath(of: action, states: states, into: &report) }
        checkProperties(action.properties, of: action.jsonPath, states: states, action: action.name, into: &report)
        // A push's fallback is a whole node: check it as a screen of its own.
        if let fallback = action.properties.raw["fallback"], fallback.objectValue?["_:component"] != nil {
            checkScreen(fallback, at: propertiesPath + ".fallback", states: states, into: &report)
        }
    }

    /// `setState`'s `path` (a state's name, then keys separated by dots) follows the rules of a reference: a
    /// name that no reachable state has is an error, a key its initial value lacks a warning.
    private func checkStatePath(of action: ActionDescription, states: ReachableStates, into report: inout CheckReport) {
        guard case .string(let path)? = action.properties.raw["path"], !path.contains("@{") else { return }
        let at = action.jsonPath + ".properties.path"
        guard let reference = StateReference(statePath: path) else {
            // The words the engine throws at run time.
            report.add(.error, "The path \"\(path)\" is not a valid state path.", at: at)
            return
        }
        checkReference(reference, at: at, states: states, into: &report)
    }
}
