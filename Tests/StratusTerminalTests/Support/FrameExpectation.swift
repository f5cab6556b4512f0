import Foundation
import StratusTestSupport
import Testing
@testable import StratusTerminal

/// Buffer-equality checks, ratatui's `Buffer::with_lines` idea: draw a screen or a view into a buffer of known size
/// and compare its lines. They go through stable entry points only (`Stratus.headless` for JSON screens, `ViewHost`
/// for views), so the tests do not depend on how rendering is structured inside.

/// One component as JSON text: `node("layout:text", #""text": "hi""#)`, with children after the properties.
func node(_ name: String, _ properties: String = "", id: String? = nil, state: String? = nil, _ children: String...) -> String {
    node(name, properties, id: id, state: state, children: children)
}

/// One component as JSON text, its children given as a list.
func node(_ name: String, _ properties: String = "", id: String? = nil, state: String? = nil, children: [String]) -> String {
    ScreenJSON.component(name, properties, id: id, state: state, children: children)
}

/// A new temporary folder holding `files` (name: text), for screens loaded by URL.
func screenFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return folder
}

/// `json` in a column `columns` cells wide: for widgets narrower than the smallest terminal a session draws (20x5).
func narrow(_ json: String, columns: Int) -> String {
    node("layout:column", #""width": \#(columns * 8)"#, json)
}

/// `layout:text` with `text` and optional extra properties.
func text(_ value: String, _ extra: String = "") -> String {
    node("layout:text", #""text": "\#(value)""# + (extra.isEmpty ? "" : ", " + extra))
}

/// A `setState` action list writing `value` (JSON) at `path`.
func setState(_ path: String, _ value: String) -> String { ScreenJSON.setState(path, value) }

/// Renders a JSON screen headless at `width`×`height` (the last row is the footer).
@MainActor
func render(_ json: String, width: Int = 30, height: Int = 8, libraries: [UILibrary] = []) async throws -> HeadlessSession {
    try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.ui(libraries)
        .headless(width: width, height: height)
}

/// The content rows of a headless frame (everything above the footer), trailing spaces removed.
@MainActor
func contentLines(_ session: HeadlessSession) -> [String] {
    Array(session.lines.dropLast()).map(trimmedRight)
}

/// Renders `json` and expects its content rows to be exactly `lines` followed by empty rows; returns the session for
/// style checks and key presses.
@MainActor @discardableResult
func expectFrame(_ json: String, width: Int = 30, height: Int = 8, libraries: [UILibrary] = [], lines: [String],
                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> HeadlessSession {
    let session = try await render(json, width: width, height: height, libraries: libraries)
    expectLines(contentLines(session), lines, sourceLocation: sourceLocation)
    return session
}

/// Expects `actual` to be `expected` followed by empty lines only (trailing spaces ignored).
func expectLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let padded = expected.map(trimmedRight) + Array(repeating: "", count: max(0, actual.count - expected.count))
    let shown = actual.map(trimmedRight)
    #expect(shown == padded, "frame:\n\(shown.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// Draws `view` into a `width`×`height` buffer and expects exactly `lines` (then empty rows).
@MainActor @discardableResult
func expectFrame<V: View>(_ view: V, width: Int = 20, height: Int = 4, lines: [String],
                          sourceLocation: SourceLocation = #_sourceLocation) -> ViewHost {
    let host = ViewHost(view, width: width, height: height)
    expectLines(host.frame.lines, lines, sourceLocation: sourceLocation)
    return host
}

extension CellBuffer {
    /// Columns of row `y` whose background is `color`.
    func columns(in y: Int, background color: Color?) -> [Int] {
        (0..<width).filter { self[$0, y].style.background == color }
    }
}

func trimmedRight(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
}

/// A color from its hex text, for expectations.
func hex(_ text: String) -> Color { Color(hex: text)! }
