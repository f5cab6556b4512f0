import Foundation
import StratusCodable
import Testing

/// One of the test bots of Agents/ (Docs/Bots.md, "The test bots"), run from the virtual environment `make bot-venv`
/// makes, on a free port of 127.0.0.1, for the duration of a test; its log (one JSON object per line) in a
/// temporary folder.
final class TestBot: @unchecked Sendable {
    /// Which SDK serves the bot.
    enum SDK: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// botbuilder-core 4.17 (Agents/botbuilder_bot.py).
        case botbuilder = "botbuilder_bot.py"
        /// Microsoft 365 Agents SDK 1.9 (Agents/agents_sdk_bot.py).
        case agentsSDK = "agents_sdk_bot.py"

        var testDescription: String { self == .botbuilder ? "botbuilder 4.17" : "Microsoft 365 Agents SDK 1.9" }

        /// The option that turns authentication on, so that anonymous requests get 401.
        var requireAuthentication: [String] {
            self == .botbuilder ? ["--app-id", "00000000-0000-0000-0000-000000000001"]
                : ["--client-id", "00000000-0000-0000-0000-000000000001"]
        }
    }

    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/StratusBotChannelTests/Support/TestBot.swift: four levels up.
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let python = root + "/.build/bot-venv/bin/python"

    let process: Process
    let folder: String
    let port: Int

    /// The bot's messaging endpoint.
    var endpoint: String { "http://127.0.0.1:\(port)/api/messages" }

    /// Starts the bot with `arguments` and waits until it listens; cancels the test when the virtual environment
    /// is missing.
    init(_ sdk: SDK, _ arguments: [String] = []) async throws {
        try Self.requireEnvironment()
        folder = NSTemporaryDirectory() + "stratus-bot-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.root + "/Agents/" + sdk.rawValue, "--port", "0", "--ready", folder + "/port",
                             "--log", folder + "/log.jsonl", "--proactive-delay", "0.2"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Importing an SDK takes seconds on a busy machine.
        let deadline = ContinuousClock.now + .seconds(120)
        var found: Int?
        while found == nil, ContinuousClock.now < deadline, process.isRunning {
            found = (try? String(contentsOfFile: folder + "/port", encoding: .utf8))
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if found == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        guard let found else {
            process.terminate()
            throw BotFailure(description: "\(sdk.rawValue) did not listen (status \(process.isRunning ? "running" : "\(process.terminationStatus)"))")
        }
        port = found
    }

    /// Cancels the test when the virtual environment is missing.
    static func requireEnvironment() throws {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            try Test.cancel(".build/bot-venv is missing: `make bot-venv` (part of make deps-test) installs botbuilder and the Microsoft 365 Agents SDK there")
        }
    }

    /// Stops the bot: told to (SIGTERM), then made to (SIGKILL) if it is still there 5 s later.
    deinit {
        if process.isRunning {
            process.terminate()
            let deadline = ContinuousClock.now + .seconds(5)
            while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The log's entries so far, oldest first.
    func log() -> [JSONValue] {
        let text = (try? String(contentsOfFile: folder + "/log.jsonl", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONValue(parsing: String($0)) }
    }

    /// The log's entries that have `key`, their values.
    func logged(_ key: String) -> [JSONValue] { log().compactMap { $0[key] } }

    /// Waits (up to 10 s) until the log has an entry with `key` satisfying `predicate`.
    func waitForLog(_ key: String, where predicate: (JSONValue) -> Bool = { _ in true }) async -> JSONValue? {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let entry = logged(key).first(where: predicate) { return entry }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    struct BotFailure: Error, CustomStringConvertible {
        let description: String
    }
}
