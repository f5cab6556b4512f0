import OrderedCollections
import StratusCodable

/// A value inside a message, with the JSON path that leads to it: what the decoders read members through, so
/// every problem they report says where it is.
///
/// The path is written out only when asked for (an error): a reader keeps the path of a value above it and the
/// last one or two steps from there, so that reading the members of the elements of a list (the components of an
/// `updateComponents`, tens of thousands of them) makes no array per member read.
struct MessageReader {
    /// The value read.
    let value: JSONValue
    /// The path of a value above this one, or this one's when `steps` is empty.
    private let base: [JSONPathComponent]
    /// The steps from `base` to ``value``.
    private let steps: Steps

    /// At most two steps, kept without an array.
    private enum Steps {
        case none
        case one(JSONPathComponent)
        case two(JSONPathComponent, JSONPathComponent)
    }

    init(_ value: JSONValue, at path: [JSONPathComponent] = []) {
        self.init(value, base: path, steps: .none)
    }

    /// A reader of `value`, the member `key` of a message's root.
    init(_ value: JSONValue, atMember key: String) {
        self.init(value, base: [], steps: .one(.key(key)))
    }

    private init(_ value: JSONValue, base: [JSONPathComponent], steps: Steps) {
        self.value = value
        self.base = base
        self.steps = steps
    }

    /// The steps from the message's root to ``value``.
    var path: [JSONPathComponent] {
        switch steps {
        case .none: base
        case .one(let step): base + [step]
        case .two(let first, let second): base + [first, second]
        }
    }

    /// A reader of `value`, found one `step` below this one's value.
    private func reader(of value: JSONValue, at step: JSONPathComponent) -> MessageReader {
        switch steps {
        case .none: MessageReader(value, base: base, steps: .one(step))
        case .one(let first): MessageReader(value, base: base, steps: .two(first, step))
        case .two: MessageReader(value, base: path, steps: .one(step))
        }
    }

    /// An error about this value.
    func error(_ message: String, kind: A2UIError.Kind = .invalidMessage) -> A2UIError {
        A2UIError(kind, message, at: path)
    }

    /// The members, or an error naming `what` this was meant to be.
    func object(_ what: String) throws(A2UIError) -> JSONObject {
        guard case .object(let object) = value else {
            throw error("\(what) must be an object, found \(value.kindDescription)")
        }
        return object
    }

    /// The member `key`, when this is an object that has it.
    func member(_ key: String) -> MessageReader? {
        guard let member = value[key] else { return nil }
        return reader(of: member, at: .key(key))
    }

    /// The member `key` of the object `owner` names; an error when it is absent.
    func required(_ key: String, in owner: String) throws(A2UIError) -> MessageReader {
        guard let member = member(key) else { throw error("\(owner) needs \"\(key)\"") }
        return member
    }

    /// The string, or an error naming the member.
    func string() throws(A2UIError) -> String {
        guard case .string(let string) = value else {
            throw error("\(name) must be a string, found \(value.kindDescription)")
        }
        return string
    }

    /// The boolean, or an error naming the member.
    func bool() throws(A2UIError) -> Bool {
        guard case .bool(let bool) = value else {
            throw error("\(name) must be a boolean, found \(value.kindDescription)")
        }
        return bool
    }

    /// The number, or an error naming the member.
    func number() throws(A2UIError) -> Double {
        guard let number = value.doubleValue else {
            throw error("\(name) must be a number, found \(value.kindDescription)")
        }
        return number
    }

    /// The elements, each with its path, or an error naming the member.
    func elements() throws(A2UIError) -> [MessageReader] {
        guard case .array(let array) = value else {
            throw error("\(name) must be an array, found \(value.kindDescription)")
        }
        // Each element one step below this value's path, written out once for them all.
        let parentPath = path
        return array.enumerated().map { MessageReader($0.element, base: parentPath, steps: .one(.index($0.offset))) }
    }

    /// What `read` makes of each element, in order, or an error naming the member: as ``elements()`` and a map,
    /// without keeping a reader for each element (a list of tens of thousands of components or child ids).
    func mapElements<Element>(_ read: (MessageReader) throws(A2UIError) -> Element) throws(A2UIError) -> [Element] {
        guard case .array(let array) = value else {
            throw error("\(name) must be an array, found \(value.kindDescription)")
        }
        let parentPath = path
        var mapped: [Element] = []
        mapped.reserveCapacity(array.count)
        for index in array.indices {
            mapped.append(try read(MessageReader(array[index], base: parentPath, steps: .one(.index(index)))))
        }
        return mapped
    }

    /// Fails on the first member that `allowed` does not list (the schemas' `additionalProperties: false`).
    func rejectMembers(otherThan allowed: Set<String>, in owner: String) throws(A2UIError) {
        guard case .object(let object) = value else { return }
        for key in object.keys where !allowed.contains(key) {
            throw A2UIError(.invalidMessage, "\(owner) has no member \"\(key)\"", at: path + [.key(key)])
        }
    }

    /// The last member name on the path, quoted, for messages ("\"surfaceId\"").
    private var name: String {
        for component in path.reversed() {
            if let key = component.key { return "\"\(key)\"" }
        }
        return "the value"
    }
}
