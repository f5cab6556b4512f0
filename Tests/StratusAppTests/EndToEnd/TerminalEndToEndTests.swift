import Foundation
import Testing

/// The real `stratus` binary in a real terminal (tmux): keys in, screen out, and the terminal as it was
/// after quitting.
@Suite("stratus in a real terminal (tmux)", .serialized)
struct TerminalEndToEndTests {
    /// The binary and tmux; when one is missing the test is cancelled, saying which (a skip `make test` lists).
    static func requirements() throws -> (binary: String, tmux: String) {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        guard let tmux = Subprocess.which("tmux") else {
            try Test.cancel("tmux is not installed (make test installs it with apt-get when it may)")
        }
        return (binary, tmux)
    }

    @Test func browsesTheGalleryAndLeavesTheTerminalAsItWas() async throws {
        let (binary, tmux) = try Self.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let before = try #require(await session.terminalSettings(), "the shell did not answer")

        try await session.type(line: "\(binary) run \(PackageRoot.screen("index.json")); echo EXIT\"\"=$?")
        let opened = try await session.waitFor("Stratus gallery")
        #expect(opened.found, "the gallery did not show:\n\(opened.screen)")
        #expect(try await session.isAlternateScreenOn())

        // Tab moves to the second entry of the menu, Enter opens it (focus starts in its text field), Escape
        // leaves the field and a second one comes back.
        try await session.send("Tab")
        try await session.send("Enter")
        let demo = try await session.waitFor("Back")
        #expect(demo.found, "the first demo did not open:\n\(demo.screen)")
        try await session.send("Escape")
        let left = try await session.waitFor("Enter  Type")
        #expect(left.found, "Esc did not leave the to-do's text field:\n\(left.screen)")
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)

        try await session.send("q")
        let exited = try await session.waitFor("EXIT=0")
        #expect(exited.found, "stratus did not exit cleanly:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())

        let after = try await session.terminalSettings()
        #expect(!before.isEmpty)
        #expect(before == after, "the terminal settings changed")
    }

    @Test func restoresTheTerminalAfterControlC() async throws {
        let (binary, tmux) = try Self.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let before = try #require(await session.terminalSettings(), "the shell did not answer")
        try await session.type(line: "\(binary) run \(PackageRoot.screen("index.json")); echo EXIT\"\"=$?")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await session.send("C-c")
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.found, "stratus did not stop on ctrl+c:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())
        let after = try await session.terminalSettings()
        #expect(before == after, "the terminal settings changed")
    }

    @Test func noColorInTheEnvironmentTurnsColorsOffInRun() async throws {
        let (binary, tmux) = try Self.requirements()
        // A color is an SGR parameter 30-38 or 90-97 (foreground), 40-48 or 100-107 (background).
        func hasColor(_ screen: String) -> Bool {
            screen.split(separator: "\u{1B}[").contains { sequence in
                guard let end = sequence.firstIndex(of: "m") else { return false }
                return sequence[..<end].split(separator: ";").compactMap { Int($0) }.contains {
                    (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0)
                }
            }
        }
        for noColor in [false, true] {
            let session = try await TmuxSession(tmux: tmux)
            let prefix = noColor ? "NO_COLOR=1 " : ""
            try await session.type(line: "\(prefix)\(binary) run \(PackageRoot.screen("dashboard.json")); echo EXIT\"\"=$?")
            let opened = try await session.waitFor("Services")
            #expect(opened.found, "the dashboard did not show:\n\(opened.screen)")
            let styled = try await session.captureWithStyles()
            #expect(hasColor(styled) != noColor,
                    noColor ? "colors drawn with NO_COLOR=1:\n\(styled)" : "no colors drawn without NO_COLOR:\n\(styled)")
            try await session.send("q")
            #expect(try await session.waitFor("EXIT=0").found)
        }
    }

    @Test func renderPrintsExactlyTheRowsAsked() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing")
        }
        let result = try await Subprocess.run(binary, ["render", PackageRoot.screen("index.json"), "--size", "60x12"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") && $0.count <= 60 })
        #expect(result.standardOutput.contains("Stratus gallery"))
    }

    @Test func renderFailsWithStatusOneWhenTheScreenCannotLoad() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing")
        }
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.json", "{\"_:component\": ")
        let result = try await Subprocess.run(binary, ["render", broken, "--size", "40x5"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("broken.json"))
        #expect(result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 5)
    }

    @Test func renderSaysAScreenThatCannotLoadOnce() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing")
        }
        let folder = try TemporaryFolder()
        let empty = try folder.write("empty.yaml", "")
        let result = try await Subprocess.run(binary, ["render", empty, "--size", "40x5"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").filter { $0.contains("empty.yaml:1:1") }
        #expect(lines.count == 1, "\(result.standardError)")
    }

    /// The problems `render` meets in the issue's screen are `check`'s errors, line for line: the same words at
    /// the same place (`check` adds the severity after the place, `render` before it).
    @Test func renderReportsWhatItMeetsAsCheckDoes() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing")
        }
        let folder = try TemporaryFolder()
        let screen = try folder.write("screen.json", """
            {"_:component": "layout:column", "state": {"count": 0}, "children": [
              {"_:component": "layout:text", "properties": {"txt": "Hello", "colour": "#FF0000"}},
              {"_:component": "layout:text", "properties": {"text": "@{nope.missing} and @{cont}", "size": "big"}}]}
            """)
        let checked = try await Subprocess.run(binary, ["check", screen])
        let errors = checked.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": error: ") else { return nil }
            return "stratus: error: " + line[..<range.lowerBound] + ": " + line[range.upperBound...]
        }
        #expect(errors.count == 3, "\(checked.standardOutput)")
        let rendered = try await Subprocess.run(binary, ["render", screen, "--size", "60x6"])
        #expect(rendered.status == 0)
        #expect(rendered.standardError.split(separator: "\n").map(String.init).sorted() == errors.sorted(),
                "\(rendered.standardError)")
    }

    @Test func checkReportsTheLineAndColumnOfABrokenScreen() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing")
        }
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.json", """
            {
              "_:component": "layout:column",
              "children": [
                {"_:component": "layout:txt", "properties": {"text": "hi"}}
              ]
            }
            """)
        let result = try await Subprocess.run(binary, ["check", broken])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("\(broken):4:21: error: unknown component \"layout:txt\""))
    }
}
