import Foundation
import StratusCore
import StratusFormats
import Testing
@testable import StratusApp

/// A document no format recognises gets one message, naming the formats tried, from `stratus check`, `render`,
/// `run` and `test`: a large JSON array of data, a lone `[`, an empty array, an array of numbers.
@MainActor
@Suite struct UnrecognisedDocumentTests {
    nonisolated static let message = #"not a screen of any format: Nimbus reads a node with "_:component" (or a bundle of screens), "#
        + #"in JSON or YAML; A2UI reads messages (a JSON array of them, JSON Lines, or an example bundle) or a catalog ("catalogId" and "components"); "#
        + #"Adaptive Cards reads a JSON object with "type": "AdaptiveCard""#

    /// The small documents no format reads, by file name.
    static let small: [(name: String, text: String)] = [
        ("bracket.json", "["), ("empty.json", "[]"), ("numbers.json", "[1,2,3]"),
    ]

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// A JSON array of records of at least 50 MB, written into the test's folder.
    func largeArray() throws -> String {
        let row = #"{"id": 123456, "name": "a row of data for requests", "tags": ["x", "y"], "price": 12.5}"#
        let count = 50 * 1_024 * 1_024 / (row.utf8.count + 2) + 1
        var text = "["
        text.reserveCapacity(count * (row.utf8.count + 2) + 2)
        for index in 0..<count { text += index == 0 ? row : ",\n" + row }
        text += "]"
        let path = try folder.write("large.json", text)
        #expect(text.utf8.count >= 50 * 1_024 * 1_024)
        return path
    }

    /// What `stratus check` says of `path`, in process.
    func checked(_ path: String) async -> [String] {
        let outcome = await CheckCommand.check([path], streams: CheckCommand.StreamOptions())
        return outcome.diagnostics.map(\.description) + outcome.failures
    }

    /// The error of the screen `path` opens headless, as `stratus render` and `stratus run` open it.
    func openingError(_ path: String) async throws -> ScreenLoadError? {
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 60, height: 8)
        return session.engine.navigator.currentScreen?.error
    }

    @Test func theSmallDocumentsNoFormatReadsGetOneMessageInCheckRenderRunAndTest() async throws {
        for (name, text) in Self.small {
            let path = try folder.write(name, text)
            #expect(await checked(path) == ["\(path):1:1: error: \(Self.message) [$]"], "\(name)")
            let error = try #require(try await openingError(path), "\(name)")
            #expect(error.message == Self.message, "\(name)")
            #expect(error.location.describing(error.message) == "\(path):1:1: \(Self.message) [$]", "\(name)")
            let test = try folder.write(name + ".test.yaml", "screen: \(name)\nsize: 60x8\nsteps:\n  - keys: tab\n")
            let results = await ScreenTestRunner().run(file: test)
            let failures = results.flatMap(\.failures).map(\.message)
            #expect(failures.contains { $0.contains("\(name):1:1: \(Self.message) [$]") }, "\(name): \(failures)")
        }
    }

    @Test func aDocumentFoundInAFolderThatNoFormatReadsIsSkippedAsData() async throws {
        for (name, text) in Self.small { try folder.write("data/" + name, text) }
        let outcome = await CheckCommand.check([folder.path + "/data"], streams: CheckCommand.StreamOptions())
        #expect(outcome.diagnostics.isEmpty && outcome.failures.isEmpty)
        #expect(outcome.checked == 0)
        #expect(outcome.skipped == Self.small.count)
    }

    @Test func aFiftyMegabyteArrayOfDataGetsTheSameMessageFromCheckAndRender() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let path = try largeArray()
        let expected = "\(path):1:1: \(Self.message) [$]"
        let check = try await Subprocess.run(binary, ["check", "--quiet", path])
        #expect(check.status == 1)
        #expect(check.standardOutput == "\(path):1:1: error: \(Self.message) [$]\n", "\(check.standardError)")
        let render = try await Subprocess.run(binary, ["render", path, "--size", "60x8"])
        #expect(render.status == 1)
        #expect(render.standardError.contains(expected), "\(render.standardError)")
        let error = try #require(try await openingError(path))
        #expect(error.location.describing(error.message) == expected)
    }
}
