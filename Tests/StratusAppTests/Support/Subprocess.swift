import Foundation

/// Runs a program to completion and collects what it printed.
struct Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` with `arguments`; standard input is empty.
    @discardableResult
    /// - Parameter collectingOutput: false for a program that leaves a daemon behind (tmux starting its
    ///   server): the daemon would inherit the pipes and keep them open forever, so output goes nowhere.
    static func run(_ executable: String, _ arguments: [String], currentDirectory: String? = nil,
                    collectingOutput: Bool = true) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        process.standardInput = FileHandle.nullDevice
        guard collectingOutput else {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, standardOutput: "", standardError: "")
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a child that fills a pipe would otherwise never exit.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// The full path of a program found on PATH.
    static func which(_ program: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
