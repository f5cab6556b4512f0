import Foundation
import StratusA2UI
import StratusCore
import StratusFormats

/// `stratus check` of an A2UI stream file: StratusA2UI's ``StreamCheck`` with the version's JSON schemas, when the
/// specification's folder is given, and the component types the `a2ui:` library draws, its findings written as
/// check writes every problem (`file:line:column: error|warning: message [json path]`).
///
/// The schemas are not part of Stratus: they are read from the specification's folder as google/A2UI lays it out,
/// `specification/` with a folder per version (`v0_9`, `v0_9_1`, `v0_10`, `v1_0`, each with `json/` and
/// `catalogs/basic/catalog.json`), or one version's folder. Without it, a stream is checked by decoding: every
/// message's members, references, cycles, component types, reachability (Docs/Checking.md, "A2UI streams").
struct StreamChecker {
    /// The check, with the schemas loaded.
    private(set) var check: StreamCheck

    /// The folder names of each version's specification, preferred first (v0.9.1 changed documents, not schemas).
    static let versionFolders: [(A2UIVersion, [String])] = [
        (.v0_9, ["v0_9_1", "v0_9"]), (.v0_10, ["v0_10"]), (.v1_0, ["v1_0"]),
    ]

    /// Creates the checker.
    ///
    /// - Parameters:
    ///   - engine: whose `a2ui:` components are the types a stream may use.
    ///   - specification: the specification's folder (of every version, or of one); nil checks without schemas.
    ///   - catalog: a catalog document to validate components against instead of each version's basic catalog.
    ///   - sender: who sends the messages; nil tells it from each message.
    /// - Throws: `A2UIError` when the folder holds no version's schemas or a schema cannot be read.
    @MainActor
    init(engine: ServerDrivenEngine, specification: URL?, catalog: URL?, sender: StreamCheck.Sender? = nil)
        throws(A2UIError) {
        let types = Set(engine.componentNames.filter { $0.namespace == SurfaceScreen.namespace }.map(\.name))
        var schemas: [A2UIVersion: StreamCheck.Schemas] = [:]
        if let specification {
            for (version, folder) in try Self.versionFolders(in: specification) {
                schemas[version] = try Self.schemas(in: folder, catalog: catalog)
            }
        }
        check = StreamCheck(schemas: schemas, componentTypes: types, sender: sender)
        if let catalog {
            // Its functions' callers and its composition rules are checked with or without the specification.
            guard let data = FileManager.default.contents(atPath: catalog.path) else {
                throw A2UIError(.unreadableFile, "cannot read the catalog \(catalog.path)")
            }
            do {
                check.catalogs = [try Catalog(decoding: try JSONValue(parsing: data))]
            } catch let error as A2UIError {
                throw error.inFile(catalog.path)
            } catch {
                throw A2UIError(.unreadableFile, "the catalog \(catalog.path) is not JSON: \(error)")
            }
        }
    }

    /// The folder of each version found in `specification`: its version folders, or the folder itself when it is
    /// one version's.
    static func versionFolders(in specification: URL) throws(A2UIError) -> [(A2UIVersion, URL)] {
        func hasSchemas(_ folder: URL) -> Bool {
            let json = folder.appendingPathComponent("json")
            return FileManager.default.fileExists(atPath: json.appendingPathComponent(
                JSONSchemaValidator.messageSchemaNames(in: folder).fromAgent).path)
                && FileManager.default.fileExists(atPath: json.appendingPathComponent("common_types.json").path)
        }
        let name = specification.standardizedFileURL.lastPathComponent
        // A dated folder of a version (`v1_0-2026-08`, the August revision of v1.0) is that version.
        let versionName = String(name.split(separator: "-", maxSplits: 1).first ?? "")
        if let (version, _) = versionFolders.first(where: { $0.1.contains(versionName) }), hasSchemas(specification) {
            return [(version, specification)]
        }
        var found: [(A2UIVersion, URL)] = []
        for (version, names) in versionFolders {
            if let folder = names.map(specification.appendingPathComponent).first(where: hasSchemas) {
                found.append((version, folder))
            }
        }
        guard !found.isEmpty else {
            throw A2UIError(.unreadableFile,
                "no A2UI schemas in \(specification.path): expected version folders (v0_9, v0_10, v1_0) with json/server_to_client.json")
        }
        return found
    }

    /// The validators of one version's folder: with `catalog` for every surface when given, else with each of the
    /// folder's catalogs (`catalogs/*/catalog.json`) for the surfaces created with its `catalogId`, and the basic
    /// catalog for the others.
    static func schemas(in folder: URL, catalog: URL?) throws(A2UIError) -> StreamCheck.Schemas {
        do {
            let fallback = try JSONSchemaValidator(specificationFolder: folder, catalog: catalog)
            guard catalog == nil else { return StreamCheck.Schemas(fallback: fallback) }
            var byId: [String: JSONSchemaValidator] = [:]
            let catalogs = folder.appendingPathComponent("catalogs")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: catalogs.path)) ?? [] {
                let file = catalogs.appendingPathComponent(name).appendingPathComponent("catalog.json")
                guard let data = FileManager.default.contents(atPath: file.path),
                      let id = (try? JSONValue(parsing: data))?["catalogId"]?.stringValue else { continue }
                byId[id] = try JSONSchemaValidator(specificationFolder: folder, catalog: file)
            }
            return StreamCheck.Schemas(fallback: fallback, catalogs: byId)
        } catch {
            throw A2UIError(.unreadableFile, error.description)
        }
    }

    /// The problems of the stream `text`, as check reports them.
    func diagnostics(in text: String, file: String) -> [Diagnostic] {
        Self.diagnostics(check.findings(in: text, file: nil), file: file)
    }

    /// The problems of the catalog document `text` (``CatalogCheck``), against the newest version's
    /// `catalog_definition.json` when the specification is given.
    func catalogDiagnostics(in text: String, file: String) -> [Diagnostic] {
        let validator = check.schemas.sorted { $0.key > $1.key }.map(\.value.fallback)
            .first { $0.schemas[CatalogCheck.definition] != nil }
        return Self.diagnostics(CatalogCheck.findings(in: text, file: nil, validator: validator), file: file)
    }

    private static func diagnostics(_ findings: [StreamCheck.Finding], file: String) -> [Diagnostic] {
        findings.map { finding in
            let location = finding.error.location
            return Diagnostic(finding.severity == .error ? .error : .warning, finding.error.message, file: file,
                              line: location.line ?? 1, column: location.column ?? 1, jsonPath: location.path ?? "$")
        }
    }
}
