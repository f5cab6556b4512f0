import ArgumentParser
import Foundation
import Logging
import StratusSSH
import StratusStore

/// `stratus serve`: serve a folder of screens over HTTP, or the app itself over SSH.
public struct ServeCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a folder of screens over HTTP, or the app over SSH.",
        discussion: """
            Serves JSON and YAML screens with their content types, ETag and Last-Modified, so that \
            `stratus run http://HOST:PORT/` reloads a screen when its file changes. Requests for a folder \
            give its index.json (or index.yaml); '/name' also finds name.json. POST, PUT, PATCH and DELETE \
            on \(ScreenServer.echoPath) answer with the request body. One log line per request goes to \
            standard error.

            With --store, serves the backend of Nimbus's store sample instead (its screens and its \
            /data APIs, on port 3000 by default); open it with `stratus run Screens/apps/store.yaml`.

            With --ssh, serves the app itself over SSH (port 2222 by default): every session runs \
            `stratus run TARGET` on a pseudo-terminal of its own, with the client's terminal size, TERM and \
            LANG. Clients log in with a key listed in --authorized-keys (default ~/.ssh/authorized_keys), or \
            with no authentication at all with --open (a public demo). Sessions can only run the app: no \
            shell, commands, SFTP or forwarding. The Ed25519 host key is created on first start (--host-key). \
            One log line per session start and end goes to standard error; SIGTERM, SIGINT and SIGHUP end \
            every session with a message. See Docs/Serving.md. With --ssh and --bot URL, every session is a \
            conversation of its own with that Bot Framework bot (`stratus run --bot URL`; Docs/Bots.md).
            """
    )

    /// The folder to serve, or with `--ssh` what each session opens.
    @Argument(help: "The folder of screens to serve; with --ssh, anything `stratus run` opens.", completion: .file())
    public var folder: String = "Screens"

    /// The TCP port (8080, or 3000 with `--store`).
    @Option(help: "The TCP port to listen on (0 picks a free one; default 8080, 3000 with --store).")
    public var port: Int?

    /// Whether to serve the store sample's backend rather than a folder.
    @Flag(help: "Serve the backend of Nimbus's store sample (screens and /data APIs) instead of a folder.")
    public var store = false

    /// The store's delays.
    @Option(help: ArgumentHelp("With --store, multiply the sample's delays on /data routes (0: none).",
                               valueName: "factor"))
    public var storeDelay: Double = 1

    /// The interface to listen on.
    @Option(help: "The interface to listen on (0.0.0.0 for every interface).")
    public var host: String = "127.0.0.1"

    /// The SSH options.
    @OptionGroup(title: "Serving over SSH") public var ssh: SSHServeOptions

    /// With `--ssh`, the bot each session talks to instead of a screen.
    @OptionGroup(title: "Serving a bot conversation over SSH") public var bot: BotOptions

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks the options before running.
    public func validate() throws {
        try ssh.check(store: store, port: port)
        if bot.bot != nil, !ssh.ssh {
            throw ValidationError("--bot serves a conversation with the bot over SSH: give --ssh with it")
        }
        guard (0...65_535).contains(port ?? 0) else { throw ValidationError("--port must be between 0 and 65535") }
        guard storeDelay >= 0, storeDelay.isFinite else { throw ValidationError("--store-delay must be 0 or more") }
    }

    /// Serves until interrupted.
    public func run() async throws {
        var logger = Logger(label: "stratus.serve", factory: { label in StreamLogHandler.standardError(label: label) })
        logger.logLevel = .info
        let host = self.host
        if ssh.ssh {
            return try await ssh.serve(target: folder, host: host, bot: bot)
        }
        if store {
            let port = self.port ?? StoreServer.defaultPort
            let server = StoreServer(host: host, port: port, delayScale: storeDelay, logger: logger)
            do {
                try await server.run { boundPort in
                    StandardError.write("Serving the store sample at http://\(host):\(boundPort)/ (Ctrl+C to stop)")
                }
            } catch {
                throw StandardError.fail(ServerStartFailure.describe(error, host: host, port: port))
            }
            return
        }
        let screens: ScreenFolder
        do {
            screens = try ScreenFolder(path: folder)
        } catch {
            throw StandardError.fail(error)
        }
        let port = self.port ?? 8080
        let server = ScreenServer(folder: screens, host: host, port: port, logger: logger)
        let folder = self.folder
        do {
            try await server.run { boundPort in
                StandardError.write("Serving \(folder) at http://\(host):\(boundPort)/ (Ctrl+C to stop)")
            }
        } catch {
            throw StandardError.fail(ServerStartFailure.describe(error, host: host, port: port))
        }
    }
}
