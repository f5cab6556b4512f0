import Foundation
import Testing
import StratusCodable

/// nst/JSONTestSuite's parsing cases (https://github.com/nst/JSONTestSuite, folder `test_parsing`): every `y_` file
/// must parse, every `n_` file must be rejected with a line and column, and no `i_` file may crash the parser.
///
/// The suite is not part of this repository: the test reads a checkout's `test_parsing` folder named by the
/// `JSON_TEST_SUITE` environment variable, or `JSONTestSuite/test_parsing` in the shared corpora, and is skipped with
/// a message when neither is present. Docs/Evidence.md gives the counts and the command.
@Suite struct JSONTestSuiteTests {
    static let folder: URL? = {
        if let named = ProcessInfo.processInfo.environment["JSON_TEST_SUITE"] {
            let url = URL(fileURLWithPath: named)
            let nested = url.appendingPathComponent("test_parsing")
            return FileManager.default.fileExists(atPath: nested.path) ? nested : url
        }
        return Corpus.url("JSONTestSuite/test_parsing")
    }()

    /// The suite's files whose names start with `prefix`, sorted by name.
    static func files(_ prefix: String) throws -> [URL] {
        guard let folder else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(prefix) && $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// JSON allows repeated names in an object; Stratus rejects them unless asked (Docs/StratusCodable.md), so the
    /// accepting cases are read with the last value winning, as most parsers do.
    static let lenient = JSONParsingOptions(duplicateKeys: .keepLast)

    @Test(.enabled(if: folder != nil, "no JSONTestSuite checkout: set JSON_TEST_SUITE to its test_parsing folder"))
    func acceptsEveryYFile() throws {
        let files = try Self.files("y_")
        #expect(files.count > 90, "expected the suite's 95 y_ files, found \(files.count)")
        var rejected: [String] = []
        for file in files {
            do { _ = try JSONValue(parsing: [UInt8](try Data(contentsOf: file)), options: Self.lenient) } catch {
                rejected.append("\(file.lastPathComponent): \(error)")
            }
        }
        print("JSONTestSuite y_: \(files.count - rejected.count) of \(files.count) accepted")
        #expect(rejected.isEmpty, "\(rejected.joined(separator: "\n"))")
    }

    @Test(.enabled(if: folder != nil, "no JSONTestSuite checkout: set JSON_TEST_SUITE to its test_parsing folder"))
    func rejectsEveryNFileWithAPosition() throws {
        let files = try Self.files("n_")
        #expect(files.count > 180, "expected the suite's 188 n_ files, found \(files.count)")
        var accepted: [String] = []
        var unplaced: [String] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            do {
                _ = try JSONValue(parsing: bytes)
                accepted.append(file.lastPathComponent)
            } catch {
                if error.position == nil { unplaced.append("\(file.lastPathComponent): \(error)") }
            }
        }
        print("JSONTestSuite n_: \(files.count - accepted.count) of \(files.count) rejected")
        #expect(accepted.isEmpty, "accepted: \(accepted)")
        #expect(unplaced.isEmpty, "errors with no line and column: \(unplaced)")
    }

    @Test(.enabled(if: folder != nil, "no JSONTestSuite checkout: set JSON_TEST_SUITE to its test_parsing folder"))
    func decidesEveryIFileWithoutCrashing() throws {
        let files = try Self.files("i_")
        var accepted = 0
        for file in files {
            if (try? JSONValue(parsing: [UInt8](try Data(contentsOf: file)))) != nil { accepted += 1 }
        }
        print("JSONTestSuite i_: \(accepted) of \(files.count) accepted, \(files.count - accepted) rejected")
        #expect(files.count > 30, "expected the suite's 35 i_ files, found \(files.count)")
    }
}
