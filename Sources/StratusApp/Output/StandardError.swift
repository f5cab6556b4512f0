import ArgumentParser
import Foundation

/// Standard error, where every command writes its diagnostics (standard output is for results).
enum StandardError {
    /// Writes one line.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes `stratus: <error>` and returns the exit code to throw, status 1.
    static func fail(_ error: any Error) -> ExitCode {
        write("stratus: \(error)")
        return ExitCode.failure
    }
}
