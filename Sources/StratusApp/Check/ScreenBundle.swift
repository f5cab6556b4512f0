import StratusCore

/// A bundle file: one JSON object holding several screens by name, as nimbus-core's test bundles do
/// (`{"SCREEN1": {"_:component": ...}, "SCREEN2": {...}, "_note": "..."}`).
public enum ScreenBundle {
    /// What the root of a document is.
    public enum Contents: Equatable, Sendable {
        /// A single screen (the root is a node).
        case screen
        /// A bundle: the keys of its members that are nodes, in order.
        case bundle([String])
        /// Neither: data, not a screen.
        case notAScreen
    }

    /// Tells a screen from a bundle from data.
    public static func screens(in value: JSONValue) -> Contents {
        guard case .object(let object) = value else { return .notAScreen }
        if object["_:component"] != nil { return .screen }
        let keys = object.keys.filter { key in object[key]?.objectValue?["_:component"] != nil }
        return keys.isEmpty ? .notAScreen : .bundle(Array(keys))
    }

    /// The member of a bundle a route names: the key itself, or the key written as a route
    /// (`/screen2` → `SCREEN2`, `/stateful-navigation-2` → `STATEFUL_NAVIGATION_2`), so that a bundle's
    /// screens can push one another. A key followed by a description (`IF_TOGGLE (createIf...)`) matches by its
    /// first word.
    public static func key(forRoute route: String, in object: JSONObject) -> String? {
        var name = route
        while name.hasPrefix("/") { name.removeFirst() }
        if let query = name.firstIndex(of: "?") { name = String(name[..<query]) }
        if object[name]?.objectValue != nil { return name }
        let wanted = normalized(name)
        return object.keys.first { key in
            object[key]?.objectValue != nil
                && (normalized(key) == wanted || normalized(String(key.split(separator: " ").first ?? "")) == wanted)
        }
    }

    private static func normalized(_ name: String) -> String {
        String(name.uppercased().map { $0 == "-" || $0 == "." ? "_" : $0 })
    }
}
