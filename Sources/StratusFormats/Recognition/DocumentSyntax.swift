/// The syntax of a document's text: what parses it, before any format reads what it says.
public enum DocumentSyntax: String, Sendable, Equatable {
    /// JSON (RFC 8259), and JSON Lines (one JSON value a line).
    case json
    /// YAML, read by StratusCodable's `YAMLDocument` rules (the YAML 1.2 core schema, duplicate keys refused).
    case yaml

    /// The syntax a file name implies: `.yaml` and `.yml` are YAML, everything else JSON.
    public init(path: String) {
        let lowercased = path.lowercased()
        self = lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") ? .yaml : .json
    }

    /// The syntax of an HTTP response, from its content type, else from the URL's path.
    public init(contentType: String?, path: String) {
        if let contentType = contentType?.lowercased(), contentType.contains("yaml") {
            self = .yaml
        } else if let contentType = contentType?.lowercased(), contentType.contains("json") {
            self = .json
        } else {
            self.init(path: path)
        }
    }
}
