import StratusCodable

/// `stratus check` of an A2UI catalog document (the file `--a2ui-catalog` names): what its reader refuses
/// (``Catalog/problems(in:)``), and with the specification's `catalog_definition.json` what that schema refuses
/// besides, each at the line, column and JSON path of the value in the file.
public enum CatalogCheck {
    /// Whether `document` is a catalog rather than a stream: an object with `catalogId` and `components`.
    public static func isCatalog(_ document: JSONValue) -> Bool {
        guard case .object(let members) = document else { return false }
        return members["catalogId"] != nil && members["components"] != nil
    }

    /// The problems of the catalog `text`, in the order of the text; a schema violation at, inside or around a value
    /// the reader already refused is not reported again.
    ///
    /// - Parameters:
    ///   - validator: a validator holding `catalog_definition.json`; nil (or one without it) checks only what the
    ///     reader checks.
    public static func findings(in text: String, file: String?, validator: JSONSchemaValidator?) -> [StreamCheck.Finding] {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: text)
        } catch {
            let malformed = A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column)
            return [StreamCheck.Finding(severity: .error, error: malformed.inFile(file))]
        }
        var errors = Catalog.problems(in: document)
        if let validator, validator.schemas[definition] != nil {
            let refused = errors.map(\.pathComponents)
            for violation in validator.validate(document, against: definition)
            where !refused.contains(where: { violation.path.starts(with: $0) || $0.starts(with: violation.path) }) {
                errors.append(A2UIError(.invalidMessage, violation.message, at: violation.path))
            }
        }
        return errors.map { A2UIStream.located($0, in: text, lineOffset: 0) }.enumerated().sorted {
            let (left, right) = ($0.element.location, $1.element.location)
            return (left.line ?? 0, left.column ?? 0, $0.offset) < (right.line ?? 0, right.column ?? 0, $1.offset)
        }.map { StreamCheck.Finding(severity: .error, error: $0.element.inFile(file)) }
    }

    /// The schema of catalog documents in the specification's `json` folder.
    public static let definition = "catalog_definition.json"
}
