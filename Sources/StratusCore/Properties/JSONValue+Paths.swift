/// Reading and writing inside JSON values by path: expressions read state paths, `setState` and bindings write.
extension JSONValue {
    /// The value found by following `path`, or `null` when a key or index is missing or the value is no container.
    ///
    /// Docs/Nimbus.md §3.2: a missing key or index, or a path into a non-container, gives null without an error.
    public func value(at path: [PathComponent]) -> JSONValue {
        var current = self
        for component in path {
            switch (component, current) {
            case (.key(let key), .object(let object)):
                guard let next = object[key] else { return .null }
                current = next
            case (.index(let index), .array(let array)):
                guard array.indices.contains(index) else { return .null }
                current = array[index]
            case (.key(let key), .array(let array)):
                // Kotlin's path walker accepts a numeric key on a list as an index.
                guard let index = Int(key), array.indices.contains(index) else { return .null }
                current = array[index]
            default:
                return .null
            }
        }
        return current
    }
}

extension JSONValue {
    /// This value with `newValue` at `path`. A key on a non-map turns it into a map (creating missing maps on the
    /// way, the core's `setState` semantics); an index writes into an existing element and is ignored otherwise.
    func setting(_ newValue: JSONValue, at path: ArraySlice<PathComponent>) -> JSONValue {
        guard let component = path.first else { return newValue }
        switch (component, self) {
        case (.key(let key), .object(var object)):
            let child = object[key] ?? .null
            object[key] = .null
            object[key] = child.setting(newValue, at: path.dropFirst())
            return .object(object)
        case (.key(let key), _):
            return .object([key: JSONValue.null.setting(newValue, at: path.dropFirst())])
        case (.index(let index), .array(var array)) where array.indices.contains(index):
            let child = array[index]
            array[index] = .null
            array[index] = child.setting(newValue, at: path.dropFirst())
            return .array(array)
        default:
            return self
        }
    }
}

extension JSONObject {
    /// Writes `newValue` at `path` (its first component must be a key).
    mutating func set(_ newValue: JSONValue, at path: [PathComponent]) {
        guard case .key(let key)? = path.first else { return }
        let child = self[key] ?? .null
        self[key] = .null
        self[key] = child.setting(newValue, at: path.dropFirst())
    }
}
