import Foundation
import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// The Adaptive Cards samples, host configs, templates and schemas, read through the relative path from the
/// package root.
enum AdaptiveCardsCorpus {
    static let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("../shared/external-corpora/adaptivecards").standardizedFileURL

    /// `true` when the corpus is on this machine; the tests that read it are skipped otherwise.
    static let isAvailable = FileManager.default.fileExists(atPath: root.appendingPathComponent("Templates").path)

    /// Why those tests are skipped when they are.
    static let skipMessage: Comment = "../shared/external-corpora/adaptivecards is absent: corpus tests skipped"

    /// The `.json` files of a folder of the corpus, sorted by name.
    static func files(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// A file's JSON.
    static func json(_ url: URL) throws -> JSONValue {
        try JSONValue(parsing: try Data(contentsOf: url), options: Template.parsingOptions)
    }
}
