import Foundation
import StratusCodable

/// A card as one screen of the engine that renders Nimbus (Docs/AdaptiveCards.md, "What maps to what"): a tree of
/// `{"_:component", "id", "state", "properties", "children"}` nodes naming the terminal's components.
///
/// The renderer builds its live node tree from this screen as from any other, so nothing past this point knows the
/// nodes came from a card. What the user enters lives in the engine's state, declared on the root: each input's
/// value, its validation message and its focus requests; each ShowCard's openness; the visibility of each element an
/// Action.ToggleVisibility targets. Submit and Execute run ``submitAction``, OpenUrl ``openURLAction``, which
/// ``CardActivities`` answers; ShowCard and ToggleVisibility change the state. Every text of the card is escaped, so
/// the engine shows it as written.
public struct CardScreen: Sendable {
    /// The action Action.Submit and Action.Execute run: `{"activity": "message"|"invoke", "action", "inputs"}`.
    public static let submitAction = "adaptive:submit"
    /// The action Action.OpenUrl runs before the engine's `openUrl`: `{"url"}`.
    public static let openURLAction = "adaptive:openUrl"
    /// The newest schema version Stratus draws.
    public static let newestVersion = (major: 1, minor: 6)

    /// The screen.
    public var value: JSONValue
    /// What was left out, one sentence each: elements of unknown types without a fallback.
    public var notes: [String]

    /// The screen of `card`, an expanded card (a template is expanded first, with ``Template``), in the colours and
    /// spacing of `hostConfig`.
    public init(card: JSONValue, hostConfig: HostConfig = HostConfig()) {
        var writer = CardScreenWriter(inputs: CardInputs(card: card), hostConfig: hostConfig)
        let body = writer.card(card, path: "$", cards: ["$"])
        var root: JSONObject = ["_:component": "layout:screen", "id": "adaptive-card"]
        if !writer.state.isEmpty { root["state"] = .object(writer.state) }
        root["children"] = [CardScreenWriter.node("layout:column", properties: ["paddingHorizontal": 8], children: body)]
        value = .object(root)
        notes = writer.notes
    }

    /// Whether `version` (`"1.6"`) is newer than ``newestVersion``.
    public static func isNewer(_ version: String) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        let major = parts.first ?? 0, minor = parts.count > 1 ? parts[1] : 0
        return (major, minor) > (newestVersion.major, newestVersion.minor)
    }
}

/// The inputs of a card and the targets of its Action.ToggleVisibility, found before the card is written: an action
/// names the inputs it submits, wherever they are, and an element needs to know whether its visibility changes.
struct CardInputs {
    /// One input: its card id, the state names its value, message and focus requests are kept under, and the cards
    /// (by JSON path, the root card `$` first) it is inside.
    struct Input {
        var id: String
        var number: Int
        var cards: [String]
        /// The input's members as the card writes them (its rules).
        var members: JSONObject
        var valueState: String { "v\(number)" }
        var errorState: String { "e\(number)" }
        var focusState: String { "f\(number)" }
    }

    /// The inputs by card id, in document order.
    var inputs: [Input] = []
    /// The ids Action.ToggleVisibility targets.
    var toggled: Set<String> = []
    /// Whether each element with an id is shown at first (its `isVisible`).
    var shownAtFirst: [String: Bool] = [:]

    init(card: JSONValue) {
        collect(card, path: "$", cards: ["$"])
    }

    private mutating func collect(_ value: JSONValue, path: String, cards: [String]) {
        switch value {
        case .object(let members):
            var cards = cards
            let type = members["type"]?.stringValue ?? ""
            if type == "AdaptiveCard", path != "$" { cards.append(path) }
            if let id = members["id"]?.stringValue, shownAtFirst[id] == nil {
                shownAtFirst[id] = members["isVisible"]?.boolValue ?? true
            }
            if type.hasPrefix("Input."), let id = members["id"]?.stringValue, !inputs.contains(where: { $0.id == id }) {
                inputs.append(Input(id: id, number: inputs.count, cards: cards, members: members))
            }
            if type == "Action.ToggleVisibility", let targets = members["targetElements"]?.arrayValue {
                for target in targets {
                    if let id = target.stringValue ?? target["elementId"]?.stringValue { toggled.insert(id) }
                }
            }
            for (key, member) in members where key != "fallback" { collect(member, path: path + "." + key, cards: cards) }
        case .array(let items):
            for (index, item) in items.enumerated() { collect(item, path: path + "[\(index)]", cards: cards) }
        default:
            break
        }
    }

    /// The input with card id `id`.
    func input(_ id: String) -> Input? { inputs.first { $0.id == id } }

    /// The inputs an action inside `cards` submits: those of its card and of the cards around it.
    func inputs(submittedFrom cards: [String]) -> [Input] {
        inputs.filter { input in input.cards.allSatisfy(cards.contains) }
    }
}
