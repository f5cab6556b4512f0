import StratusCodable

/// Checks an Adaptive Card (1.0 to 1.6) against the declarations of its types: unknown types and properties
/// (with the closest known name), values of the wrong type or outside their enumeration, missing required
/// properties, ids used twice, Action.ToggleVisibility targets that do not exist, types newer than the card's
/// version, and `${...}` expressions that do not parse. A pure function of the card's JSON.
public struct CardChecker {
    private var diagnostics: [CardDiagnostic] = []
    private var ids: [String: [JSONPathComponent]] = [:]
    private var toggleTargets: [(id: String, path: [JSONPathComponent])] = []
    private var cardVersion: (Int, Int)?
    /// How many objects being checked have a `fallback`: an unknown type below one of them makes that one fall
    /// back (as the JS renderer does), rather than being an error.
    private var fallbackAncestors = 0

    /// The newest version of the format Stratus reads.
    public static let newestVersion = (1, 6)

    /// The diagnostics of `card`, in document order (ids and targets last).
    public static func check(_ card: JSONValue) -> [CardDiagnostic] {
        var checker = CardChecker()
        checker.checkRoot(card)
        return checker.diagnostics
    }

    private mutating func report(_ severity: CardDiagnostic.Severity, _ message: String, at path: [JSONPathComponent],
                                 pointsAtKey: Bool = false, offset: Int? = nil) {
        diagnostics.append(CardDiagnostic(severity, message, at: path, pointsAtKey: pointsAtKey, offset: offset))
    }

    /// `1.5` as (1, 5); nil for anything else.
    static func version(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return (major, minor)
    }

    private mutating func checkRoot(_ card: JSONValue) {
        guard case .object(let object) = card else {
            report(.error, "a card is an object with \"type\": \"AdaptiveCard\", not \(card.kindDescription)", at: [])
            return
        }
        guard object["type"]?.stringValue == "AdaptiveCard" else {
            report(.error, "the root's type must be \"AdaptiveCard\"", at: [.key("type")])
            return
        }
        if let text = object["version"]?.stringValue, !text.contains("${") {
            if let parsed = Self.version(text) {
                cardVersion = parsed
                if parsed > Self.newestVersion {
                    report(.warning, "version \(text) is newer than 1.6: a host shows its fallbackText instead",
                           at: [.key("version")])
                }
            } else {
                report(.error, "version \"\(text)\" is not a version like \"1.5\"", at: [.key("version")])
            }
        } else if object["version"] == nil {
            report(.warning, "the card declares no version (\"version\": \"1.5\")", at: [])
        }
        checkObject(object, as: "AdaptiveCard", at: [], inFallback: false)
        checkReferences()
    }

    /// Checks an element or an action found where `role` is expected.
    private mutating func checkTyped(_ value: JSONValue, role: CardTypeDeclaration.Role, at path: [JSONPathComponent],
                                     inFallback: Bool) {
        guard case .object(let object) = value else {
            if case .string(let text) = value, text.contains("${") { return checkTemplate(text, at: path) }
            report(.error, "expected an \(role == .action ? "action" : "element") object, found \(value.kindDescription)", at: path)
            return
        }
        guard let type = object["type"]?.stringValue else {
            report(.error, "an \(role == .action ? "action" : "element") needs a \"type\"", at: path)
            return
        }
        guard let declaration = CardDeclarations.all[type], declaration.role == role else {
            if type.contains("${") { return checkTemplate(type, at: path + [.key("type")]) }
            let candidates = CardDeclarations.names(of: role)
            let suggestion = SpellingSuggestion.closest(to: type, among: candidates)
            let hint = suggestion.map { ", did you mean \"\($0)\"?" } ?? ""
            if object["fallback"] != nil {
                report(.warning, "unknown \(role == .action ? "action" : "element") type \"\(type)\": its fallback is shown\(hint)",
                       at: path + [.key("type")])
                if let fallback = object["fallback"] { checkFallback(fallback, role: role, at: path + [.key("fallback")]) }
            } else if inFallback || fallbackAncestors > 0 {
                report(.warning, "unknown \(role == .action ? "action" : "element") type \"\(type)\": the nearest fallback above is shown\(hint)",
                       at: path + [.key("type")])
            } else {
                report(.error, "unknown \(role == .action ? "action" : "element") type \"\(type)\"\(hint)", at: path + [.key("type")])
            }
            return
        }
        if let cardVersion, let needed = Self.version(declaration.version), needed > cardVersion, object["fallback"] == nil {
            report(.warning, "\(type) needs version \(declaration.version), the card declares \(cardVersion.0).\(cardVersion.1)",
                   at: path + [.key("type")])
        }
        checkObject(object, as: type, at: path, inFallback: inFallback)
    }

    /// Checks a `fallback`: `"drop"`, or an object of the same role (a Column's fallback is a Column).
    private mutating func checkFallback(_ value: JSONValue, role: CardTypeDeclaration.Role, partType: String? = nil,
                                        at path: [JSONPathComponent]) {
        let what = partType.map { "a \($0)" } ?? (role == .action ? "an action" : "an element")
        if case .string(let text) = value {
            if text.lowercased() != "drop" { report(.error, "fallback is \"drop\" or \(what)", at: path) }
            return
        }
        if let partType {
            checkPart(value, as: partType, at: path, inFallback: true)
        } else {
            checkTyped(value, role: role, at: path, inFallback: true)
        }
    }

    /// Checks the members of an object of a known type.
    private mutating func checkObject(_ object: JSONObject, as type: String, at path: [JSONPathComponent], inFallback: Bool) {
        guard let declaration = CardDeclarations.all[type] else { return }
        for name in declaration.required.sorted() where object[name] == nil {
            report(.error, "\(type) needs \"\(name)\"", at: path)
        }
        if let id = object["id"]?.stringValue, !id.contains("${"), !inFallback {
            if ids[id] != nil {
                report(.error, "the id \"\(id)\" is used twice (first at \(JSONPathComponent.pathString(ids[id]!)))",
                       at: path + [.key("id")])
            } else {
                ids[id] = path + [.key("id")]
            }
        }
        let hasFallback = object["fallback"] != nil
        if hasFallback { fallbackAncestors += 1 }
        defer { if hasFallback { fallbackAncestors -= 1 } }
        for (key, member) in object {
            let memberPath = path + [.key(key)]
            if key.hasPrefix("$") {
                if case .string(let text) = member, text.contains("${") { checkTemplate(text, at: memberPath) }
                continue
            }
            guard let content = declaration.properties[key] else {
                let suggestion = SpellingSuggestion.closest(to: key, among: declaration.properties.keys)
                report(.warning, "\(type) has no property \"\(key)\"" + (suggestion.map { ", did you mean \"\($0)\"?" } ?? ""),
                       at: memberPath, pointsAtKey: true)
                checkTemplates(in: member, at: memberPath)
                continue
            }
            if type == "Action.ToggleVisibility", key == "targetElements" { collectTargets(member, at: memberPath) }
            check(member, as: content, at: memberPath, inFallback: inFallback, owner: declaration)
        }
    }

    private mutating func check(_ value: JSONValue, as content: CardTypeDeclaration.Content, at path: [JSONPathComponent],
                                inFallback: Bool, owner: CardTypeDeclaration) {
        if case .string(let text) = value, text.contains("${") {
            checkTemplate(text, at: path)
            return
        }
        switch content {
        case .value(let schema):
            for problem in schema.problems(in: value) {
                // A value outside an enumeration is read as the default by the renderers (a warning); a value of
                // the wrong kind is an error.
                if case .enumeration = schema, case .string = value {
                    report(.warning, problem.message + ": a host uses the default", at: path)
                } else {
                    report(.error, problem.message, at: path)
                }
            }
        case .any:
            checkTemplates(in: value, at: path)
        case .elements, .actions:
            guard case .array(let array) = value else {
                report(.error, "expected a list of \(content == .elements ? "elements" : "actions"), found \(value.kindDescription)", at: path)
                return
            }
            for (index, item) in array.enumerated() {
                checkTyped(item, role: content == .elements ? .element : .action, at: path + [.index(index)], inFallback: inFallback)
            }
        case .action:
            checkTyped(value, role: .action, at: path, inFallback: inFallback)
        case .card:
            guard case .object(let object) = value else {
                report(.error, "expected a card object, found \(value.kindDescription)", at: path)
                return
            }
            checkObject(object, as: "AdaptiveCard", at: path, inFallback: inFallback)
        case .fallback:
            checkFallback(value, role: owner.role, partType: owner.role == .part ? owner.name : nil, at: path)
        case .parts(let type):
            guard case .array(let array) = value else {
                report(.error, "expected a list of \(type), found \(value.kindDescription)", at: path)
                return
            }
            for (index, item) in array.enumerated() { checkPart(item, as: type, at: path + [.index(index)], inFallback: inFallback) }
        case .part(let type):
            if case .string = value, type == "BackgroundImage" { return }
            checkPart(value, as: type, at: path, inFallback: inFallback)
        }
    }

    private mutating func checkPart(_ value: JSONValue, as type: String, at path: [JSONPathComponent], inFallback: Bool) {
        if case .string = value, type == "TextRun" { return }
        guard case .object(let object) = value else {
            report(.error, "expected a \(type) object, found \(value.kindDescription)", at: path)
            return
        }
        if let written = object["type"]?.stringValue, written != type, !written.contains("${") {
            report(.error, "expected a \(type) here, found type \"\(written)\"", at: path + [.key("type")])
            return
        }
        checkObject(object, as: type, at: path, inFallback: inFallback)
    }

    /// Every `${...}` of strings inside `value` must parse.
    private mutating func checkTemplates(in value: JSONValue, at path: [JSONPathComponent]) {
        switch value {
        case .string(let text) where text.contains("${"): checkTemplate(text, at: path)
        case .array(let array): for (index, item) in array.enumerated() { checkTemplates(in: item, at: path + [.index(index)]) }
        case .object(let object): for (key, member) in object { checkTemplates(in: member, at: path + [.key(key)]) }
        default: break
        }
    }

    private mutating func checkTemplate(_ text: String, at path: [JSONPathComponent]) {
        do {
            _ = try Template(.string(text))
        } catch {
            report(.error, "template expression: \(error.message)", at: path, offset: error.offset)
        }
    }

    private mutating func collectTargets(_ value: JSONValue, at path: [JSONPathComponent]) {
        guard case .array(let targets) = value else {
            report(.error, "targetElements is a list of element ids", at: path)
            return
        }
        for (index, target) in targets.enumerated() {
            let id = target.stringValue ?? target["elementId"]?.stringValue
            guard let id else {
                report(.error, "a target is an element id or {\"elementId\": ...}", at: path + [.index(index)])
                continue
            }
            if !id.contains("${") { toggleTargets.append((id, path + [.index(index)])) }
        }
    }

    private mutating func checkReferences() {
        for (id, path) in toggleTargets where ids[id] == nil {
            let suggestion = SpellingSuggestion.closest(to: id, among: ids.keys)
            report(.error, "Action.ToggleVisibility targets \"\(id)\", which no element has as its id"
                   + (suggestion.map { ", did you mean \"\($0)\"?" } ?? ""), at: path)
        }
    }
}
