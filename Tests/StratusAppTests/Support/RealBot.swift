import Foundation
import StratusCore
import Testing

/// One of the test bots of Agents/ (Docs/Bots.md, "The test bots"), served from the virtual environment
/// `make bot-venv` makes, for the duration of a test.
final class RealBot {
    /// Which SDK serves the bot.
    enum SDK: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// botbuilder-core 4.17 (Agents/botbuilder_bot.py).
        case botbuilder = "Agents/botbuilder_bot.py"
        /// Microsoft 365 Agents SDK 1.9 (Agents/agents_sdk_bot.py).
        case agentsSDK = "Agents/agents_sdk_bot.py"

        var testDescription: String { self == .botbuilder ? "botbuilder 4.17" : "Microsoft 365 Agents SDK 1.9" }
    }

    let peer: PythonPeer

    /// The bot's messaging endpoint.
    var endpoint: String { "http://127.0.0.1:\(peer.port)/api/messages" }

    /// Starts the bot (`arguments` after the common ones; the proactive message 1 s after "later" unless given),
    /// and waits until it listens.
    init(_ sdk: SDK, _ arguments: [String] = [], in folder: TemporaryFolder) async throws {
        let delay = arguments.contains("--proactive-delay") ? [] : ["--proactive-delay", "1"]
        peer = try await PythonPeer(
            venv: "bot-venv", script: sdk.rawValue, delay + arguments, in: folder,
            missing: Self.missing.rawValue)
    }

    /// Cancels the test when the virtual environment is missing.
    static func requireEnvironment() throws {
        guard FileManager.default.isExecutableFile(atPath: PackageRoot.path + "/.build/bot-venv/bin/python") else {
            try Test.cancel(missing)
        }
    }

    static let missing: Comment = ".build/bot-venv is missing: `make bot-venv` (part of make deps-test) installs botbuilder and the Microsoft 365 Agents SDK there"

    /// The values of the log's entries that have `key`, oldest first.
    func logged(_ key: String) -> [JSONValue] {
        ((try? peer.log()) ?? []).compactMap { $0[key] }
    }
}
