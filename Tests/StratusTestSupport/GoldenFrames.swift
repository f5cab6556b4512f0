import Foundation
import Testing

/// Golden frames stored next to the tests that check them (`<folder>/<name>.frame`, in the one styled-frame format
/// of `FrameSnapshot`), rewritten when `STRATUS_RECORD=1`.
public enum GoldenFrames {
    /// Compares `text` (a `FrameSnapshot` text, ending with a newline) with the golden `name` in `directory`;
    /// records it instead when asked to or when it does not exist yet (a missing golden is also reported as a
    /// failure so that it gets looked at).
    public static func check(_ text: String, named name: String, in directory: URL,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".frame")
        let record = ProcessInfo.processInfo.environment["STRATUS_RECORD"] == "1"
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if record || existing == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            if !record { Issue.record("recorded missing golden \(name); check it by eye", sourceLocation: sourceLocation) }
            return
        }
        #expect(existing == text, "frame differs from golden \(name)", sourceLocation: sourceLocation)
    }
}
