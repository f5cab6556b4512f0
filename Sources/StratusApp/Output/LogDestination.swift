import Logging

/// Where the logs of `stratus run` go: a file with `--log`, else nowhere, because the terminal is busy
/// with the UI (the engine also keeps its entries in memory for the log console).
enum LogDestination {
    static func bootstrap(file: String?) throws(StratusAppError) {
        if let file {
            let factory = try FileLogHandler.opening(file)
            LoggingSystem.bootstrap { label in factory(label) }
        } else {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        }
    }
}
