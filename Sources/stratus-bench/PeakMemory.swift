import Foundation
#if canImport(Glibc)
import Glibc
#endif
import StratusBench

/// The peak resident memory of a whole process, read by GNU time.
///
/// Not from the `wait4` of a child spawned here: `posix_spawn` starts the child sharing this process's memory
/// (`CLONE_VM`) until it runs the program, and Linux carries the larger of the old and the new memory's peaks across
/// `execve`, so every child would report at least the peak of this benchmark process (132 MiB after the rows before,
/// for a hello world whose own peak is 16 MiB). GNU time forks its child from its own small process and reads that
/// child's figure.
enum PeakMemory {
    /// Where GNU time is on Debian.
    static let time = "/usr/bin/time"

    /// The medians, in MiB, of the peaks of `first` and `second`, run in turn `runs` times each; nil without GNU time.
    static func alternating(_ first: [String], _ second: [String], runs: Int) throws -> (first: Double, second: Double)? {
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        var peaks: (first: [Double], second: [Double]) = ([], [])
        for _ in 0..<runs {
            peaks.first.append(try peak(of: first))
            peaks.second.append(try peak(of: second))
        }
        return (ProbeOutput.median(peaks.first) ?? 0, ProbeOutput.median(peaks.second) ?? 0)
    }

    /// The peak resident memory of one run of `command`, in MiB.
    static func peak(of command: [String]) throws -> Double {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-bench-peak-\(getpid())")
        defer { try? FileManager.default.removeItem(at: report) }
        _ = try ProcessRun([time, "--format", "%M", "--output", report.path] + command)
        let text = try String(contentsOf: report, encoding: .utf8)
        // The last line holds the figure (a line before it says when the command ended with a status).
        guard let kibibytes = text.split(separator: "\n").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
        else { throw ProbeError(description: "\(time) wrote no peak for \(command.joined(separator: " ")): \(text)") }
        return kibibytes / 1024
    }
}
