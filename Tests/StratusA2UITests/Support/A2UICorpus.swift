import Foundation
import Testing

/// The A2UI specification of every version, read through the relative path from the package root.
enum A2UICorpus {
    static let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("../shared/external-corpora/a2ui").standardizedFileURL

    /// `true` when the specification is on this machine; the tests that read it are skipped otherwise.
    static let isAvailable = FileManager.default.fileExists(atPath: root.appendingPathComponent("v0_9").path)

    /// Why those tests are skipped when they are.
    static let skipMessage: Comment = "../shared/external-corpora/a2ui is absent: specification tests skipped"

    /// The version folders, oldest first.
    static let versions = ["v0_8", "v0_9", "v0_9_1", "v0_10", "v1_0"]

    /// Every example stream of the basic and minimal catalogs of `version`, sorted by path.
    static func examples(of version: String) -> [URL] {
        let catalogs = version == "v0_8"
            ? root.appendingPathComponent("v0_8/json/catalogs")
            : root.appendingPathComponent("\(version)/catalogs")
        return ["basic", "minimal"].flatMap { catalog -> [URL] in
            let folder = catalogs.appendingPathComponent("\(catalog)/examples")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    /// The text of a file of the specification.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
