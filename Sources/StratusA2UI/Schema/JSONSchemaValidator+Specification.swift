import Foundation
import StratusCodable

extension JSONSchemaValidator {
    /// The message schemas of one version of the A2UI specification, read from its folder (`…/a2ui/v1_0`, as
    /// google/A2UI's `specification/<version>` lays it out), with `catalog.json` standing for `catalog` (the
    /// version's basic catalog by default): what `server_to_client.json` and `client_to_server.json` validate
    /// messages against.
    ///
    /// - Throws: ``A2UIError`` (`unreadableFile`, or `malformedJSON` with the file's line and column).
    public init(specificationFolder folder: URL, catalog: URL? = nil) throws(A2UIError) {
        var schemas: [String: JSONValue] = [:]
        let json = folder.appendingPathComponent("json")
        for name in ["server_to_client.json", "client_to_server.json", "common_types.json"] {
            schemas[name] = try Self.read(json.appendingPathComponent(name))
        }
        schemas["catalog.json"] = try Self.read(catalog ?? folder.appendingPathComponent("catalogs/basic/catalog.json"))
        self.init(schemas: schemas)
    }

    private static func read(_ file: URL) throws(A2UIError) -> JSONValue {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw A2UIError(.unreadableFile, "cannot read \(file.lastPathComponent): \(error.localizedDescription)").inFile(file.path)
        }
        do {
            return try JSONValue(parsing: data)
        } catch {
            throw A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column).inFile(file.path)
        }
    }
}
