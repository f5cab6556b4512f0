import StratusCodable

/// A path into memory that an expression reads (`user.lists[0]`, `bag['name']`), when its steps are all known
/// without evaluating anything but literal indexes.
struct ExpressionPath: Sendable, Hashable {
    /// One step: a member name or an array index.
    enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    var steps: [Step]

    init(steps: [Step]) {
        self.steps = steps
    }

    /// The path of `expression` when it is a name followed by members and literal indexes, else nil.
    init?(_ expression: Expression) {
        switch expression.kind {
        case .name(let name):
            steps = [.key(name)]
        case .member(let left, let member):
            guard let path = ExpressionPath(left) else { return nil }
            steps = path.steps + [.key(member)]
        case .index(let left, let index):
            guard let path = ExpressionPath(left) else { return nil }
            switch index.kind {
            case .constant(.integer(let position)): steps = path.steps + [.index(Int(clamping: position))]
            case .constant(.string(let key)): steps = path.steps + [.key(key)]
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The path as botbuilder-js writes it: `a.b[0]`, a string index as `a['b c']` when it is not a plain name.
    var text: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key):
                if text.isEmpty {
                    text = key
                } else if key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" }) {
                    text += "." + key
                } else {
                    text += "['" + key + "']"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// The value at these steps below `root`, nil (undefined) when a step leads nowhere. Member names are looked
    /// up without regard to case, the first member in order that matches (as botbuilder-js's accessProperty).
    static func value(at steps: some Collection<Step>, in root: JSONValue?) -> JSONValue? {
        var current = root
        for step in steps {
            guard let value = current else { return nil }
            switch (step, value) {
            case (.index(let index), .array(let array)):
                current = array.indices.contains(index) ? array[index] : nil
            case (.index(let index), .object):
                current = member(String(index), of: value)
            case (.key(let key), .array(let array)):
                current = Int(key).flatMap { array.indices.contains($0) ? array[$0] : nil }
            case (.key(let key), .object):
                current = member(key, of: value)
            default:
                return nil
            }
        }
        return current
    }

    /// The member `key` of an object, the exact name first then without regard to case.
    static func member(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        if let exact = object[key] { return exact }
        let lowered = key.lowercased()
        for (name, member) in object where name.lowercased() == lowered { return member }
        return nil
    }
}
