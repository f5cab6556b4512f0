import Foundation
import Testing
@testable import StratusTerminal
#if canImport(Glibc)
import Glibc
#endif

/// An ncurses backend writing into a temporary file (as xterm-256color), and what each step wrote.
@MainActor
final class NcursesRecorder {
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    let backend: NcursesBackend
    var previous: CellBuffer?

    init(_ images: ImageMode = .cells) throws {
        output = try #require(tmpfile())
        input = try #require(fopen("/dev/null", "r"))
        backend = try NcursesBackend(terminalName: "xterm-256color", output: output, input: input,
                                     environment: ["TERM": "xterm-256color"], images: images, installSignalHandlers: false)
    }

    /// The bytes `body` made the backend write.
    func written(_ body: () -> Void) -> [UInt8] {
        fflush(output)
        let before = ftell(output)
        body()
        fflush(output)
        let after = ftell(output)
        fseek(output, before, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: after - before)
        _ = fread(&bytes, 1, bytes.count, output)
        fseek(output, after, SEEK_SET)
        return bytes
    }

    /// What presenting `frame` (its changes from the frame presented before) wrote, as text.
    func present(_ frame: CellBuffer) -> String {
        let bytes = written { backend.present(FrameDiff.changes(from: previous, to: frame), frame: frame, cursor: nil) }
        previous = frame
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Ends ncurses and closes the files.
    func close() {
        backend.shutdown()
        fclose(output)
        fclose(input)
    }
}
