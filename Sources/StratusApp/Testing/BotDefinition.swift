import Foundation
import StratusCore

/// The bot of a screen test (`bot:` in a `*.test.yaml` file, Docs/ScreenTests.md): the command that starts it, run
/// with `sh -c` in the test file's folder, and its messaging endpoint. `{port}` in either is a free port of
/// 127.0.0.1 the runner chooses, so that tests run side by side.
public struct BotDefinition: Sendable, Equatable {
    /// The command that starts the bot.
    public var command: String
    /// The bot's messaging endpoint (`http://127.0.0.1:{port}/api/messages`).
    public var url: String

    /// Reads `{command, url}`.
    init(_ value: JSONValue, at path: String, reader: ScreenTestFile.Reader) throws(StratusAppError) {
        guard case .object(let object) = value else {
            throw reader.error("`bot` is a map with the `command` that starts the bot and its `url`", at: path)
        }
        for key in object.keys where !["command", "url"].contains(key) {
            throw reader.error("unknown key `\(key)`; expected command, url", at: "\(path).\(key)", key: true)
        }
        guard case .string(let command)? = object["command"], !command.isEmpty else {
            throw reader.error("`bot.command` must be the command that starts the bot", at: path + ".command")
        }
        guard case .string(let url)? = object["url"], url.hasPrefix("http://") || url.hasPrefix("https://") else {
            throw reader.error("`bot.url` must be the bot's http(s) messaging endpoint", at: path + ".url")
        }
        self.command = command
        self.url = url
    }
}

/// A bot a screen test started, stopped when the test ends.
final class BotProcess: @unchecked Sendable {
    let child: ChildProcess
    /// The endpoint, `{port}` replaced.
    let url: String

    /// Starts `definition`'s command in `folder` (with a clean signal mask, so that it can be stopped) and waits (at
    /// most `limit`) until its port takes connections.
    /// - Throws: `StratusAppError` when it cannot start, exits, or does not listen in time.
    init(_ definition: BotDefinition, in folder: String, limit: Duration = .seconds(120)) async throws(StratusAppError) {
        let port = Self.freePort()
        url = definition.url.replacingOccurrences(of: "{port}", with: String(port))
        let quoted = "'" + (folder.isEmpty ? "." : folder).replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        let command = "cd \(quoted) && exec " + definition.command.replacingOccurrences(of: "{port}", with: String(port))
        do {
            child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", command], input: .nullDevice,
                                     output: .nullDevice, errors: .nullDevice)
        } catch {
            throw StratusAppError(.invalidTest, "the bot's command could not start: \(error.message)")
        }
        let listening = URLComponents(string: url)?.port ?? port
        let deadline = ContinuousClock.now + limit
        while !Self.accepts(port: listening) {
            if let ended = child.exit {
                throw StratusAppError(.invalidTest, "the bot's command exited with status \(ended.shellStatus) before it listened")
            }
            guard ContinuousClock.now < deadline else {
                stop()
                throw StratusAppError(.invalidTest, "the bot did not listen on port \(listening) within \(limit.components.seconds) s")
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Stops the bot: SIGTERM, then SIGKILL if it still runs a second later.
    func stop() {
        if child.isRunning { child.terminate(grace: .seconds(1)) }
    }

    deinit { stop() }

    /// A port of 127.0.0.1 nothing listens on now (the system's choice for port 0).
    static func freePort() -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something on 127.0.0.1 takes connections on `port`.
    static func accepts(port: Int) -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
