import ArgumentParser
import Testing
@testable import StratusApp

/// `stratus serve --ssh`'s options: what they accept together, and what each session's `stratus run` is given.
@Suite struct SSHServeOptionsTests {
    @Test func sshOnlyOptionsWithoutSSHAreRefusedInWords() {
        for arguments in [["--open"], ["--base-url", "http://127.0.0.1:3000"], ["--host-key", "key"]] {
            do {
                _ = try ServeCommand.parse(["Screens"] + arguments)
                Issue.record("\(arguments) without --ssh was accepted")
            } catch {
                #expect(ServeCommand.message(for: error).contains("need --ssh"), "\(arguments)")
            }
        }
    }

    @Test func theStoreBackendAndTheSSHServerAreTwoCommands() throws {
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--store", "--ssh"]) }
        #expect(throws: (any Error).self) { try ServeCommand.parse(["Screens", "--ssh", "--open", "--authorized-keys", "k"]) }
        let command = try ServeCommand.parse(["Screens/apps/store.yaml", "--ssh", "--open", "--base-url", "http://127.0.0.1:3001"])
        #expect(command.ssh.baseURL == "http://127.0.0.1:3001")
        #expect(command.folder == "Screens/apps/store.yaml")
    }
}
