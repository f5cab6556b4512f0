import Foundation
import Testing

/// `stratus test` as CI runs it: the real binary, its exit status, its coloured diff, JUnit XML and the report.
@Suite struct TestCommandTests {
    @Test func aChangedFrameFailsTheRunWithAColouredDiffJUnitAndAReport() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let folder = try TemporaryFolder()
        try folder.write("hello.yaml", String(contentsOfFile: PackageRoot.screen("hello.yaml"), encoding: .utf8))
        try folder.write("hello.test.yaml", "screen: hello.yaml\nsize: 60x10\nsteps:\n  - keys: click:click-me\n  - frame: clicked\n")
        try folder.write("again.test.yaml", "screen: hello.yaml\nsize: 60x10\nsteps:\n  - frame: start\n")
        let recorded = try await Subprocess.run(binary, ["test", "--update", "--color", "never", folder.path])
        #expect(recorded.status == 0, "\(recorded.standardOutput)\(recorded.standardError)")
        #expect(recorded.standardOutput.contains("2 tests: 2 passed, 0 failed"))
        let framePath = folder.path + "/hello.frames/clicked.frame"
        let frame = try String(contentsOfFile: framePath, encoding: .utf8)
        #expect(frame.contains("Clicks: 1"))
        try folder.write("hello.frames/clicked.frame", frame.replacingOccurrences(of: "Clicks: 1", with: "Clicks: 2"))

        let junit = folder.path + "/junit.xml"
        let report = folder.path + "/report.html"
        let failed = try await Subprocess.run(binary, ["test", "--color", "always", "--junit", junit, "--report", report,
                                                 "--jobs", "2", folder.path])
        #expect(failed.status == 1)
        let output = failed.standardOutput
        #expect(output.contains("\u{1B}[32m✓\u{1B}[0m \(folder.path)/again.test.yaml › again"), "\(output)")
        #expect(output.contains("\u{1B}[31;1m✗\u{1B}[0m"), "\(output)")
        let removed = output.split(separator: "\n").first { $0.contains("\u{1B}[31m-") && $0.contains("Clicks: 2") }
        let added = output.split(separator: "\n").first { $0.contains("\u{1B}[32m+") && $0.contains("Clicks: 1") }
        #expect(removed != nil && added != nil, "\(output)")
        #expect(output.contains("2 tests: 1 passed, 1 failed"))

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"stratus test\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains("<failure message=\"\(folder.path)/hello.test.yaml:5: frame &quot;clicked&quot; differs"))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("1 of 2 tests failed"))
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3, "expected, drawn and diff pictures")
    }

    /// A test file named without its folder (`stratus test hello.test.yaml`, run where it is) keeps its frames beside
    /// it: its folder was an empty string, and the frames went to `/hello.frames`.
    @Test func aTestFileNamedWithoutItsFolderKeepsItsFramesBesideIt() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let folder = try TemporaryFolder()
        let name = "bare-" + UUID().uuidString.prefix(8)
        try folder.write("hello.yaml", String(contentsOfFile: PackageRoot.screen("hello.yaml"), encoding: .utf8))
        try folder.write("\(name).test.yaml", "screen: hello.yaml\nsize: 60x10\nsteps:\n  - frame: start\n")
        let recorded = try await Subprocess.run("/bin/sh", ["-c", "cd '\(folder.path)' && '\(binary)' test --update --color never \(name).test.yaml"])
        #expect(recorded.status == 0, "\(recorded.standardOutput)\(recorded.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/\(name).frames/start.frame"))
        #expect(!FileManager.default.fileExists(atPath: "/\(name).frames"))
        let again = try await Subprocess.run("/bin/sh", ["-c", "cd '\(folder.path)' && '\(binary)' test --color never \(name).test.yaml"])
        #expect(again.status == 0 && again.standardOutput.contains("1 test: 1 passed"), "\(again.standardOutput)\(again.standardError)")
    }
}
