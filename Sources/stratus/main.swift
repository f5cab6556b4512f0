import ArgumentParser
import StratusApp

// The cast picks the asynchronous entry point of swift-argument-parser.
let command: AsyncParsableCommand.Type = StratusCommand.self
await command.main()
