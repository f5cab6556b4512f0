import ArgumentParser
import Testing
@testable import StratusApp

/// `stratus serve --ssh`'s options: what they accept together, and what each session's `stratus run` is given.
@Suite struct SSHServeOptionsTests {
    @Test func sshOnlyOptionsWithoutSSHAreRefusedInWords() {
        for arguments in [["--open"], ["--base-url", "http://127.0.0.1:3000"], ["--host-key", "key"], ["--proxy-protocol"]] {
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

    @Test func throttlingAndProxyOptionsAreCheckedInWords() throws {
        let bad: [([String], String)] = [
            (["--max-startups", "10:130:100"], "--max-startups takes start:rate:full"),
            (["--max-startups", "100:30:10"], "--max-startups takes start:rate:full"),
            (["--per-source-rate=-1"], "--per-source-max-startups and --per-source-rate"),
            (["--max-auth-tries", "0"], "--max-auth-tries must be 1 or more"),
            (["--login-grace-time", "0"], "--login-grace-time must be 1 second or more"),
            (["--proxy-protocol-from", "127.0.0.1"], "--proxy-protocol-from needs --proxy-protocol"),
            (["--proxy-protocol", "--proxy-protocol-from", "10.0.0.0/40"], "--proxy-protocol-from 10.0.0.0/40: not an address"),
        ]
        for (arguments, message) in bad {
            do {
                _ = try ServeCommand.parse(["Screens", "--ssh", "--open"] + arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(ServeCommand.message(for: error).contains(message), "\(arguments): \(ServeCommand.message(for: error))")
            }
        }
        let command = try ServeCommand.parse(["Screens", "--ssh", "--open", "--max-startups", "5:50:20", "--proxy-protocol",
                                              "--proxy-protocol-from", "10.0.0.2/32", "--proxy-protocol-from", "fd00::/8"])
        #expect(command.ssh.maxStartups == "5:50:20" && command.ssh.proxyProtocolFrom == ["10.0.0.2/32", "fd00::/8"])
    }
}
