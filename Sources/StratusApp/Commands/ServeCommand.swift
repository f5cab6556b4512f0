import ArgumentParser
import Foundation
import Logging

/// `stratus serve`: serve a folder of screens over HTTP.
public struct ServeCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a folder of screens over HTTP.",
        discussion: """
            Serves JSON and YAML screens with their content types, ETag and Last-Modified, so that \
            `stratus run http://HOST:PORT/` reloads a screen when its file changes. Requests for a folder \
            give its index.json (or index.yaml); '/name' also finds name.json. POST, PUT, PATCH and DELETE \
            on \(ScreenServer.echoPath) answer with the request body. One log line per request goes to \
            standard error.
            """
    )

    /// The folder to serve.
    @Argument(help: "The folder of screens to serve.", completion: .directory)
    public var folder: String = "Screens"

    /// The TCP port.
    @Option(help: "The TCP port to listen on (0 picks a free one).")
    public var port: Int = 8080

    /// The interface to listen on.
    @Option(help: "The interface to listen on (0.0.0.0 for every interface).")
    public var host: String = "127.0.0.1"

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks the options before running.
    public func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    /// Serves until interrupted.
    public func run() async throws {
        let screens: ScreenFolder
        do {
            screens = try ScreenFolder(path: folder)
        } catch {
            throw StandardError.fail(error)
        }
        var logger = Logger(label: "stratus.serve", factory: { label in StreamLogHandler.standardError(label: label) })
        logger.logLevel = .info
        let server = ScreenServer(folder: screens, host: host, port: port, logger: logger)
        let host = self.host
        let folder = self.folder
        try await server.run { boundPort in
            StandardError.write("Serving \(folder) at http://\(host):\(boundPort)/ (Ctrl+C to stop)")
        }
    }
}
