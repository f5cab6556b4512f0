import Foundation
import StratusTestSupport
import Testing

/// Golden frames stored next to the tests (`Golden/Frames/<name>.frame`, in the one styled-frame format of
/// `FrameSnapshot`), rewritten when `STRATUS_RECORD=1`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frames")

    /// Compares `text` with the golden `name` of this folder (see ``GoldenFrames/check(_:named:in:sourceLocation:)``).
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFrames.check(text, named: name, in: directory, sourceLocation: sourceLocation)
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
