import Foundation
import StratusCodable
import StratusCore

/// What the actions of the cards shown would send: the Bot Framework activities a host sends for Action.Submit and
/// Action.Execute, and the `openUrl` a host handles itself (Docs/AdaptiveCards.md, "Actions out").
///
/// Its ``library`` answers ``CardScreen/submitAction`` and ``CardScreen/openURLAction``. A submit first validates
/// the inputs it carries (``CardInputRules``): with one invalid, nothing is sent, each input's message is shown under
/// it and focus goes to the first invalid one. `stratus render --dump-actions` prints ``sent``.
public final class CardActivities: @unchecked Sendable {
    private let lock = NSLock()
    private var activities: [JSONValue] = []
    private var delivery: (@MainActor (JSONValue, ActionTriggeredEvent) -> Void)?

    /// An empty record.
    public init() {}

    /// Hands each activity recorded from now on to `deliver` as well, with the event of the action that sent it (a
    /// Bot Framework channel sends it to its bot; the event's properties name the card).
    public func deliver(to deliver: @escaping @MainActor (JSONValue, ActionTriggeredEvent) -> Void) {
        lock.withLock { delivery = deliver }
    }

    /// The activities sent so far, oldest first.
    public var sent: [JSONValue] { lock.withLock { activities } }

    /// The actions `adaptive:submit` and `adaptive:openUrl`.
    public var library: UILibrary {
        UILibrary("adaptive")
            .addAction("submit") { [self] event in try submit(event) }
            .addAction("openUrl") { [self] event in
                let url = event.properties["url"]?.stringValue ?? ""
                record(["type": "openUrl", "url": .string(url)], event: event)
            }
    }

    @MainActor
    private func record(_ activity: JSONValue, event: ActionTriggeredEvent) {
        let deliver = lock.withLock {
            activities.append(activity)
            return delivery
        }
        event.log(.info, "Adaptive Card activity: " + activity.jsonString())
        deliver?(activity, event)
    }

    /// Validates the inputs; when all are valid, records the activity of the action.
    @MainActor
    private func submit(_ event: ActionTriggeredEvent) throws {
        let action = event.properties["action"]?.objectValue ?? [:]
        var values = JSONObject()
        var firstInvalid: CardInputRules?
        for item in event.properties["inputs"]?.arrayValue ?? [] {
            let input = CardInputRules(item.objectValue ?? [:])
            let problem = input.problem
            try event.setState(path: input.errorState, value: .string(problem ?? ""))
            if problem != nil, firstInvalid == nil { firstInvalid = input }
            values[input.id] = .string(input.submittedValue)
        }
        if let firstInvalid {
            try event.setState(path: firstInvalid.focusState, value: .integer(firstInvalid.focusRequests + 1))
            return
        }
        record(Self.activity(of: action, inputs: values), event: event)
    }

    /// The activity of an Action.Submit (a message) or an Action.Execute (an `adaptiveCard/action` invoke): the
    /// action's `data` with every input's value added, as the JS renderer merges them (a `data` that is not an
    /// object is sent as it is).
    static func activity(of action: JSONObject, inputs: JSONObject) -> JSONValue {
        var data: JSONValue
        switch action["data"] {
        case .object(var members)?:
            for (id, value) in inputs { members[id] = value }
            data = .object(members)
        case let value? where value != .null:
            data = value
        default:
            data = .object(inputs)
        }
        guard action["type"]?.stringValue == "Action.Execute" else { return ["type": "message", "value": data] }
        var described: JSONObject = ["type": "Action.Execute"]
        if let id = action["id"] { described["id"] = id }
        if let verb = action["verb"] { described["verb"] = verb }
        described["data"] = data
        return ["type": "invoke", "name": "adaptiveCard/action",
                "value": ["action": .object(described), "trigger": "manual"]]
    }
}
