import Foundation
import StratusCore

/// Generates broken screens: every document here is wrong on purpose, in one way each.
enum BrokenScreens {
    /// A realistic, valid screen to break: states, expressions, events, nested children.
    static let valid = """
        {"_:component": "layout:column", "id": "root", "state": {"count": 0, "user": {"name": "Ana", "tags": ["a", "b"]}},
         "properties": {"padding": 2},
         "children": [
          {"_:component": "layout:text", "id": "title", "properties": {"text": "Hello @{user.name}, @{count} clicks"}},
          {"_:component": "layout:button", "id": "press", "properties": {"text": "+1", "onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}},
            {"_:action": "log", "properties": {"message": "pressed", "level": "Info"}}]}},
          {"_:component": "if", "properties": {"condition": "@{gt(count, 2)}"}, "children": [
            {"_:component": "then", "children": [{"_:component": "layout:text", "properties": {"text": "many"}}]},
            {"_:component": "else", "children": [{"_:component": "layout:text", "properties": {"text": "few"}}]}]},
          {"_:component": "forEach", "properties": {"items": "@{user.tags}", "key": "", "iteratorName": "tag"},
           "children": [{"_:component": "layout:text", "properties": {"text": "@{tag}"}}]}]}
        """

    /// Every strict prefix of the valid screen.
    static var truncations: [String] {
        let bytes = Array(valid.utf8)
        return (0..<bytes.count).map { String(decoding: bytes[..<$0], as: UTF8.self) }
    }

    /// The valid screen with every value, at every depth, replaced by values of every other type, one at a time.
    static var wrongTypes: [JSONValue] {
        guard let screen = try? JSONValue(parsing: valid) else { return [] }
        var results: [JSONValue] = []
        for path in paths(in: screen) {
            for replacement in replacements(for: screen[path]) { results.append(screen.replacing(at: path, with: replacement)) }
        }
        return results
    }

    /// Unknown components, actions, operations, keys and expression forms everywhere.
    static let unknownEverything = """
        {"_:component": "nowhere:thing", "id": "root", "unknownKey": {"x": 1}, "state": {"s": 1},
         "properties": {"who": "@{nobody.knows}", "op": "@{frobnicate(1, 2)}", "bad": "@{sum(}", "x": "@{s.a.b[9]}"},
         "children": [
          {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
            {"_:action": "teleport", "properties": {"where": "mars"}},
            {"_:action": "nimbus:alsoUnknown"},
            {"_:action": "setState", "properties": {"path": "missing.deep", "value": 1}},
            {"_:action": "setState", "properties": {"path": "not a path!", "value": 1}},
            {"_:action": "push", "properties": {"url": 42}}]}},
          {"_:component": "forEach", "properties": {"items": 7}, "children": []},
          {"_:component": "if", "properties": {"condition": "yes"}, "children": [{"_:component": "then"}]},
          {"_:component": ""}, {"_:component": ":"}, {"_:component": "a:b:c"}]}
        """

    /// `depth` columns nested in one another, as a value (the parser's depth limit is not what is tested here).
    static func nested(depth: Int) -> JSONValue {
        var node: JSONValue = ["_:component": "layout:text", "id": "leaf", "properties": ["text": "deepest"]]
        for _ in 0..<depth { node = ["_:component": "layout:column", "children": [node]] }
        return node
    }

    /// The same, as JSON text.
    static func nestedText(depth: Int) -> String {
        String(repeating: #"{"_:component": "layout:column", "children": ["#, count: depth)
            + #"{"_:component": "layout:text", "id": "leaf"}"# + String(repeating: "]}", count: depth)
    }

    /// A column with `count` text children.
    static func siblings(_ count: Int) -> JSONValue {
        let child: JSONValue = ["_:component": "layout:text", "properties": ["text": "@{n}"]]
        return ["_:component": "layout:column", "state": ["n": 1], "children": .array(Array(repeating: child, count: count))]
    }

    /// Texts carrying terminal escape sequences and control characters.
    static let hostileTexts: [String] = [
        "\u{1B}[2J\u{1B}[H cleared?", "\u{1B}]0;title\u{07}", "\u{1B}[31mred\u{1B}[0m", "bell\u{07}\u{07}",
        "back\u{08}\u{08}space", "carriage\rreturn", "new\nline\ttab", "nul\u{0}byte", "\u{9B}31m C1 CSI",
        "\u{202E}right-to-left", "zero\u{200B}width", "\u{1B}P+q544e\u{1B}\\ DCS", String(repeating: "\u{1B}[", count: 1_000),
    ]

    // MARK: - Walking JSON

    /// One step into a JSON value.
    enum Step: Hashable { case key(String), index(Int) }

    /// Every path to a value inside `value` (not the root itself).
    static func paths(in value: JSONValue, prefix: [Step] = []) -> [[Step]] {
        switch value {
        case .object(let object):
            return object.flatMap { key, child in [prefix + [.key(key)]] + paths(in: child, prefix: prefix + [.key(key)]) }
        case .array(let array):
            return array.enumerated().flatMap { index, child in
                [prefix + [.index(index)]] + paths(in: child, prefix: prefix + [.index(index)])
            }
        default:
            return []
        }
    }

    /// Values of every type but the one of `value`.
    static func replacements(for value: JSONValue?) -> [JSONValue] {
        let all: [JSONValue] = [.null, .bool(true), .integer(-1), .double(1e308), .string("@{"), .array([.null]), .object(["": .null])]
        return all.filter { candidate in
            guard let value else { return true }
            return kind(of: candidate) != kind(of: value)
        }
    }

    static func kind(of value: JSONValue) -> Int {
        switch value {
        case .null: 0
        case .bool: 1
        case .integer: 2
        case .double: 3
        case .string: 4
        case .array: 5
        case .object: 6
        }
    }
}

extension JSONValue {
    /// The value at `path`, or nil.
    subscript(path: [BrokenScreens.Step]) -> JSONValue? {
        var current: JSONValue? = self
        for step in path {
            switch (step, current) {
            case (.key(let key), .object(let object)?): current = object[key]
            case (.index(let index), .array(let array)?) where array.indices.contains(index): current = array[index]
            default: return nil
            }
        }
        return current
    }

    /// A copy with the value at `path` replaced.
    func replacing(at path: [BrokenScreens.Step], with replacement: JSONValue) -> JSONValue {
        guard let step = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch (step, self) {
        case (.key(let key), .object(var object)):
            object[key] = object[key]?.replacing(at: rest, with: replacement)
            return .object(object)
        case (.index(let index), .array(var array)) where array.indices.contains(index):
            array[index] = array[index].replacing(at: rest, with: replacement)
            return .array(array)
        default:
            return self
        }
    }
}
