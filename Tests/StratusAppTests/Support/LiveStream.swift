import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCodable
import StratusCore
import StratusTerminal
import Testing
@testable import StratusApp

/// A headless session on an A2UI stream, with the surfaces it shows: keys pressed, the frame read, the data
/// model read, and later messages applied as a live stream applies them.
@MainActor
struct LiveStream {
    let session: HeadlessSession
    let surfaces: LiveSurfaces
    let screen: Screen
    let url: String

    /// A session of `width`x`height` on `lines`, a JSON Lines stream.
    static func open(_ lines: [String], width: Int = 50, height: Int = 14) async throws -> LiveStream {
        let folder = try TemporaryFolder()
        let path = try folder.write("stream.jsonl", lines.joined(separator: "\n") + "\n")
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev, requestTimeout: 8)
        let session = try await assembly.stratus.headless(width: width, height: height)
        let screen = try #require(session.engine.navigator.currentScreen)
        return LiveStream(session: session, surfaces: assembly.loader.liveSurfaces, screen: screen,
                          url: try #require(screen.resolvedURL))
    }

    /// The value at `pointer` in surface `surfaceId`'s data model.
    func value(_ pointer: String, of surfaceId: String) -> JSONValue? {
        surfaces.surfaces(at: url)?[surfaceId]?.dataModel.value(at: pointer)
    }

    /// Applies one more message of the stream, as a later line of a live stream is applied.
    func receive(_ line: String) async throws {
        try surfaces.receive(try A2UIStream.decodeLine(line, lineNumber: 1), at: url, on: screen, in: session.engine)
        await session.settle()
    }

    /// The frame's lines, without the blanks at their ends.
    var lines: [String] { session.lines.map { String($0.reversed().drop(while: \.isWhitespace).reversed()) } }

    /// The row of the frame that reads `text` whole.
    func row(_ text: String) -> Int? { lines.firstIndex(of: text) }

    /// The columns of row `row` drawn in reverse video (a focused control, a text field's caret).
    func reversedColumns(of row: Int) -> [Int] {
        (0..<session.cells.width).filter { session.cells[$0, row].style.attributes.contains(.reverse) }
    }
}
