import Foundation
import StratusCodable

extension JSONSchemaValidator {
    /// The message schemas of one version of the A2UI specification, read from its folder (`…/a2ui/v1_0`, as
    /// google/A2UI's `specification/<version>` lays it out), with `catalog.json` standing for `catalog` (the
    /// version's basic catalog by default): what `server_to_client.json` and `client_to_server.json` validate
    /// messages against, or from v1.0 of August 2026 on `agent_to_renderer.json` and `renderer_to_agent.json`
    /// (``messageSchemaNames(in:)``), beside `catalog_definition.json` for catalogs.
    ///
    /// - Throws: ``A2UIError`` (`unreadableFile`, or `malformedJSON` with the file's line and column).
    public init(specificationFolder folder: URL, catalog: URL? = nil) throws(A2UIError) {
        var schemas: [String: JSONValue] = [:]
        let json = folder.appendingPathComponent("json")
        let names = Self.messageSchemaNames(in: folder)
        var files = [names.fromAgent, names.fromRenderer, "common_types.json"]
        let definition = json.appendingPathComponent("catalog_definition.json")
        if FileManager.default.fileExists(atPath: definition.path) {
            files.append("catalog_definition.json")
            // A catalog's component and function schemas are any JSON Schema (draft 2020-12's meta-schema, which a
            // `$ref` names by URL): the definition's own keywords are checked, the schemas inside them are not.
            schemas["schema"] = [:]
        }
        for name in files {
            schemas[name] = try Self.read(json.appendingPathComponent(name))
        }
        schemas["catalog.json"] = try Self.read(catalog ?? folder.appendingPathComponent("catalogs/basic/catalog.json"))
        self.init(schemas: schemas)
    }

    /// The names of the schemas of the messages an agent sends and of those a renderer sends, in the version whose
    /// folder is `folder`: v1.0 of August 2026 renamed `server_to_client.json` and `client_to_server.json`.
    public static func messageSchemaNames(in folder: URL) -> (fromAgent: String, fromRenderer: String) {
        let renamed = folder.appendingPathComponent("json/agent_to_renderer.json")
        return FileManager.default.fileExists(atPath: renamed.path)
            ? ("agent_to_renderer.json", "renderer_to_agent.json") : ("server_to_client.json", "client_to_server.json")
    }

    /// The schema a message is validated against: an agent's (`server_to_client.json`, from v1.0 of August 2026
    /// `agent_to_renderer.json`) or a renderer's (`client_to_server.json`, `renderer_to_agent.json`), whichever
    /// this validator holds.
    public func messageSchema(fromRenderer: Bool) -> String {
        if fromRenderer { return schemas["renderer_to_agent.json"] != nil ? "renderer_to_agent.json" : "client_to_server.json" }
        return schemas["agent_to_renderer.json"] != nil ? "agent_to_renderer.json" : "server_to_client.json"
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
