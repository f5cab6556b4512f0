import ArgumentParser
import Foundation
import Testing
@testable import StratusApp

/// `stratus`'s own command line: `run` is the command when no other is named, as it was when swift-argument-parser
/// chose it as the default subcommand.
@Suite struct StratusCommandTests {
    @Test func aCommandLineNamingNoSubcommandIsRuns() throws {
        #expect(StratusCommand.choosingSubcommand([]) == ["run"])
        #expect(StratusCommand.choosingSubcommand(["Screens/apps/store.yaml"]) == ["run", "Screens/apps/store.yaml"])
        #expect(StratusCommand.choosingSubcommand(["--color", "never", "x.json"]) == ["run", "--color", "never", "x.json"])
        let command = try StratusCommand.parseAsRoot(StratusCommand.choosingSubcommand(["x.json", "--log", "a.log"]))
        let run = try #require(command as? RunCommand)
        #expect(run.target == "x.json")
        #expect(run.log == "a.log")
        #expect(try StratusCommand.parseAsRoot(StratusCommand.choosingSubcommand([])) is RunCommand)
    }

    @Test func subcommandsAndStratussOwnOptionsAreLeftAsTheyAre() throws {
        for arguments in [["check", "x.json"], ["render", "x.json", "--size", "40x12"], ["serve", "Screens"], ["help", "run"],
                          ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"],
                          ["--generate-completion-script=zsh"], ["keys"], ["schema"], ["test", "t.yaml"], ["template", "t.json"]] {
            #expect(StratusCommand.choosingSubcommand(arguments) == arguments, "\(arguments)")
        }
        #expect(try StratusCommand.parseAsRoot(StratusCommand.choosingSubcommand(["check", "x.json"])) is CheckCommand)
    }

    @Test func everySubcommandIsReachedByItsName() throws {
        for subcommand in StratusCommand.configuration.subcommands {
            let name = try #require(subcommand.configuration.commandName)
            #expect(StratusCommand.choosingSubcommand([name, "--help"]).first == name)
        }
    }

    @Test func theVersionIsPrintedAloneAndOnlyForVersionAlone() async throws {
        #expect(!StratusCommand.printedVersion(asked: []))
        #expect(!StratusCommand.printedVersion(asked: ["--version", "x.json"]))
        #expect(!StratusCommand.printedVersion(asked: ["check", "--version"]))
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let result = try await Subprocess.run(binary, ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == StratusVersion.current + "\n")
    }

    @Test func anUnknownOptionIsRefusedAsRunsWithItsName() {
        do {
            _ = try StratusCommand.parseAsRoot(StratusCommand.choosingSubcommand(["--no-such-option"]))
            Issue.record("an unknown option was accepted")
        } catch {
            #expect(StratusCommand.message(for: error).contains("--no-such-option"))
        }
    }
}
