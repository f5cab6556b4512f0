import StratusAdaptiveCards
import StratusBotChannel
import StratusCodable

/// A conversation with a bot as one screen of the engine (Docs/Bots.md, "On screen"): the lines in order inside a
/// scroll view, each message's text, its Adaptive Cards drawn by ``CardScreen`` where they stand, hero and thumbnail
/// cards as simple framed cards, the suggested actions of the last message as buttons, a line saying the bot is
/// typing, and the line the user types in, last, so that keeping it in view keeps the newest lines in view.
///
/// Every text is escaped, so the engine shows it as written. Each card's inputs live in states declared on its own
/// node, whose id names the card's line and content: a card replaced by an Action.Execute's answer starts afresh,
/// the others keep what was typed in them whatever arrives meanwhile.
struct ConversationScreen {
    /// The namespace of the screen's actions: `bot:connect`, `bot:say`, `bot:restart`.
    static let namespace = "bot"
    /// The key that starts the conversation again.
    static let restartKey = "ctrl+r"
    /// The property of a card's submit action that names its line (``CardActivities`` hands it back).
    static let entryProperty = "conversationEntry"

    /// The conversation shown.
    var conversation: Conversation
    /// The bot's name in its lines.
    var botName = "Bot"
    /// How many messages the user sent from the line at the bottom: the line's id changes with each, so that it
    /// starts empty, and it asks for the focus back.
    var sentCount = 0
    /// What is said above the line when nothing has arrived yet.
    var waitingText: String?

    /// The screen.
    var value: JSONValue {
        var lines: [JSONValue] = []
        var usedIDs = Set<String>()
        // The newest card keeps its elements' ids (what `click:ID` reaches); an older card with the same ids has
        // them prefixed with its line's id.
        var cards: [String: JSONValue] = [:]
        for entry in conversation.entries.reversed() {
            guard let activity = entry.activity else { continue }
            for (index, attachment) in activity.attachments.enumerated() where attachment.kind == .adaptiveCard {
                cards["\(entry.id)#\(index)"] = Self.card(attachment.content ?? .null, entry: entry.id, index: index,
                                                         usedIDs: &usedIDs)
            }
        }
        if conversation.entries.isEmpty, let waitingText { lines.append(Self.text(waitingText, id: "bot-waiting", dim: true)) }
        // Suggested actions belong to the bot's last message, until the user says something after it.
        let lastMessage = conversation.entries.lastIndex { $0.sender == .bot && $0.activity != nil }
        let suggesting = lastMessage.flatMap { index in
            conversation.entries[(index + 1)...].contains { $0.sender == .user } ? nil : index
        }
        for (position, entry) in conversation.entries.enumerated() {
            lines += self.lines(of: entry, cards: cards, showsSuggestions: position == suggesting)
        }
        if conversation.botIsTyping { lines.append(Self.text(botName + " is typing…", id: "bot-typing", dim: true)) }
        lines.append(inputLine)
        return Self.node("layout:lifecycle", id: "bot-conversation", properties: [
            "onInit": [["_:action": .string(Self.namespace + ":connect")]],
        ], children: [
            Self.node("terminal:keyBinding", id: "bot-restart", properties: [
                "key": .string(Self.restartKey), "description": "Restart conversation",
                "onPress": [["_:action": .string(Self.namespace + ":restart")]],
            ]),
            Self.node("layout:scrollView", id: "bot-lines", properties: ["height": "expand", "width": "expand"],
                      children: [Self.node("layout:column", properties: ["paddingHorizontal": 8], children: lines)]),
        ])
    }

    /// The line the user types in: Enter says its text.
    private var inputLine: JSONValue {
        // An id of its own: the field keeps, whatever lines come before it, which request it served, so that only a
        // message sent brings the focus back to it.
        Self.node("adaptive:Field", id: "bot-message-field", properties: [
            "error": "", "focusRequest": .integer(Int64(sentCount)),
        ], children: [
            Self.node("terminal:textInput", id: "bot-message-\(sentCount)", properties: [
                "label": "Say", "placeholder": "a message to the bot (Enter sends)",
                "onSubmit": [["_:action": .string(Self.namespace + ":say"), "properties": ["text": "@{onSubmit}"]]],
            ]),
        ])
    }

    /// The nodes of one line.
    private func lines(of entry: ConversationEntry, cards: [String: JSONValue], showsSuggestions: Bool) -> [JSONValue] {
        switch entry.content {
        case .problem(let problem):
            return [Self.node("layout:text", id: "bot-line-" + entry.id, properties: [
                "text": ExpressionEscaping.escaped(.string("! " + problem.description + " (Ctrl+R starts again)")),
                "weight": "bold", "color": "#C00000",
            ])]
        case .activity(let activity):
            var nodes: [JSONValue] = []
            let sender = entry.sender == .user ? "You" : botName
            if let text = activity.text, !text.isEmpty {
                nodes.append(Self.message(text, format: activity.textFormat, from: sender, id: "bot-line-" + entry.id,
                                          dim: entry.sender == .user))
            }
            for (index, attachment) in activity.attachments.enumerated() {
                switch attachment.kind {
                case .adaptiveCard:
                    if let card = cards["\(entry.id)#\(index)"] { nodes.append(card) }
                case .heroCard, .thumbnailCard:
                    nodes.append(Self.simpleCard(attachment.content ?? .null, id: "bot-hero-\(entry.id)-\(index)"))
                default:
                    break
                }
            }
            if showsSuggestions, !activity.suggestedActions.isEmpty {
                nodes.append(Self.buttons(activity.suggestedActions, id: "bot-suggested"))
            }
            return nodes
        }
    }
}

extension ConversationScreen {
    /// A node of the engine.
    static func node(_ component: String, id: String? = nil, properties: JSONObject = [:],
                     children: [JSONValue] = []) -> JSONValue {
        NodeJSON.node(component, id: id, properties: properties, children: children)
    }

    /// A line of text, shown as written.
    static func text(_ text: String, id: String? = nil, dim: Bool = false, bold: Bool = false) -> JSONValue {
        var properties: JSONObject = ["text": ExpressionEscaping.escaped(.string(text))]
        if dim { properties["weight"] = "light" }
        if bold { properties["weight"] = "bold" }
        return node("layout:text", id: id, properties: properties)
    }

    /// A message's text after its sender's name: its Markdown shown as a card's TextBlock shows it (bold, italic,
    /// lists, links; Docs/AdaptiveCards.md), as Bot Framework channels read a text whose `textFormat` is
    /// `markdown` or absent; a `plain` or `xml` text as written. One text, so that a screen reader says the name
    /// and the message together; a text that starts with a block of its own (a heading, a list) starts on the line
    /// after the name.
    static func message(_ text: String, format: String?, from sender: String, id: String, dim: Bool) -> JSONValue {
        guard format == nil || format == "markdown" else { return self.text(sender + ": " + text, id: id, dim: dim) }
        let firstLine = text.prefix { $0 != "\n" }.drop { $0 == " " }
        let startsBlock = firstLine.prefixMatch(of: #/#|[-*+>] |\||```|~~~|[0-9]+[.)] /#) != nil
        var properties: JSONObject = [
            "text": ExpressionEscaping.escaped(.string(sender + (startsBlock ? ":\n" : ": ") + text)), "wrap": true,
        ]
        if dim { properties["isSubtle"] = true }
        return node("adaptive:TextBlock", id: id, properties: properties)
    }

    /// An Adaptive Card of line `entry` drawn by ``CardScreen``, in a frame, its inputs' states declared on its own
    /// node; its submit actions name the line; ids already taken by a newer card are prefixed with the line's id.
    static func card(_ content: JSONValue, entry: String, index: Int, usedIDs: inout Set<String>) -> JSONValue {
        guard case .object(let root) = CardScreen(card: content).value else { return .null }
        var frame: JSONObject = [
            "_:component": "layout:column",
            "id": .string("bot-card-\(entry)-\(index)-\(fingerprint(content.jsonString()))"),
            "properties": ["borderWidth": 1, "cornerRadius": 1],
        ]
        if let state = root["state"] { frame["state"] = state }
        var taken: Set<String> = []
        frame["children"] = claimingIDs(root["children"] ?? [], entry: entry, usedIDs: usedIDs, taken: &taken)
        usedIDs.formUnion(taken)
        return .object(frame)
    }

    /// `value` with its submit actions naming `entry`, and each node id in `usedIDs` prefixed with `entry`; the ids
    /// kept go to `taken`.
    private static func claimingIDs(_ value: JSONValue, entry: String, usedIDs: Set<String>,
                                    taken: inout Set<String>) -> JSONValue {
        switch value {
        case .object(var members):
            if members["_:component"] != nil, let id = members["id"]?.stringValue {
                if usedIDs.contains(id) {
                    members["id"] = .string(entry + "." + id)
                } else {
                    taken.insert(id)
                }
            }
            if members["_:action"]?.stringValue == CardScreen.submitAction, case .object(var properties)? = members["properties"] {
                properties[entryProperty] = .string(entry)
                members["properties"] = .object(properties)
            }
            for (key, member) in members where key != "properties" || members["_:action"] == nil {
                members[key] = claimingIDs(member, entry: entry, usedIDs: usedIDs, taken: &taken)
            }
            return .object(members)
        case .array(let items):
            return .array(items.map { claimingIDs($0, entry: entry, usedIDs: usedIDs, taken: &taken) })
        default:
            return value
        }
    }

    /// A hero or thumbnail card: its title bold, subtitle dim, text, and its buttons, in a frame.
    static func simpleCard(_ content: JSONValue, id: String) -> JSONValue {
        var children: [JSONValue] = []
        if let title = content["title"]?.stringValue { children.append(text(title, bold: true)) }
        if let subtitle = content["subtitle"]?.stringValue { children.append(text(subtitle, dim: true)) }
        if let body = content["text"]?.stringValue { children.append(text(body)) }
        let buttons = (content["buttons"]?.arrayValue ?? []).map { CardAction(fields: $0.objectValue ?? [:]) }
        if !buttons.isEmpty { children.append(self.buttons(buttons, id: id + "-buttons")) }
        return node("layout:column", id: id, properties: ["borderWidth": 1, "paddingHorizontal": 8], children: children)
    }

    /// A row of buttons for card actions (`imBack`, `postBack`, `messageBack`): each says its value (or its title).
    static func buttons(_ actions: [CardAction], id: String) -> JSONValue {
        node("layout:flowRow", id: id, children: actions.enumerated().map { index, action in
            let title = action.title ?? action.value?.stringValue ?? "?"
            let said = action.value?.stringValue ?? title
            return node("terminal:button", id: "\(id)-\(index)", properties: [
                "text": ExpressionEscaping.escaped(.string(title)),
                "onPress": [["_:action": .string(namespace + ":say"),
                             "properties": ["text": ExpressionEscaping.escaped(.string(said))]]],
            ])
        })
    }

    /// A short, stable fingerprint of a text (FNV-1a), for ids that change when a card's content does.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 36)
    }
}
