import ArgumentParser
import StratusTerminal

/// The `stratus` command line.
public struct StratusCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stratus",
        abstract: "Render Nimbus server-driven screens in a terminal."
    )

    public init() {}

    public func run() async throws {
        print("stratus: not yet wired")
    }
}
