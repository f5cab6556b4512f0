import Foundation
import Testing

/// Golden frames stored next to the tests (`Golden/Frames/<name>.frame`, in the one styled-frame format of
/// `FrameSnapshot`), rewritten when `STRATUS_RECORD=1`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frames")

    /// Compares `text` (a `FrameSnapshot` text, ending with a newline) with the golden `name`; records it instead when asked to or when it does not exist yet
    /// (a missing golden is also reported as a failure so that it gets looked at).
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
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

/// The shared corpora, relative to the package root; nil (and the test skips) when absent.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/external-corpora").standardizedFileURL

    static func url(_ relative: String) -> URL? {
        let url = root.appendingPathComponent(relative)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static func text(_ relative: String) -> String? {
        url(relative).flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    }

    static var hasLayoutCompose: Bool { url("nimbus/layout-compose") != nil }
}
