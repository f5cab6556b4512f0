import Foundation
import StratusSamples
import StratusTerminal
import StratusTestSupport
import Testing

/// Sample screens drawn headless with every samples library registered, and frame checks in the style of
/// StratusTerminalTests' buffer-equality helpers.

/// One component as JSON text, with its children after the properties.
func component(_ name: String, _ properties: String = "", id: String? = nil, state: String? = nil, _ children: String...) -> String {
    ScreenJSON.component(name, properties, id: id, state: state, children: children)
}

/// `layout:text` showing `value`.
func label(_ value: String) -> String { component("layout:text", #""text": "\#(value)""#) }

/// A `setState` action list writing `value` (JSON) at `path`.
func setState(_ path: String, _ value: String) -> String { ScreenJSON.setState(path, value) }

/// Renders `json` with the samples libraries at `width`×`height` (the last row is the footer).
@MainActor
func sample(_ json: String, width: Int = 40, height: Int = 8) async throws -> HeadlessSession {
    try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
        .ui(SamplesLibrary.all)
        .headless(width: width, height: height)
}

/// The rows above the footer, trailing spaces removed, trailing empty rows dropped.
@MainActor
func content(_ session: HeadlessSession) -> [String] {
    var lines = session.lines.dropLast().map { line -> String in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
    while lines.last == "" { lines.removeLast() }
    return lines
}

/// Renders `json` and expects its content rows to be exactly `lines`.
@MainActor @discardableResult
func expectSample(_ json: String, width: Int = 40, height: Int = 8, lines: [String],
                  sourceLocation: SourceLocation = #_sourceLocation) async throws -> HeadlessSession {
    let session = try await sample(json, width: width, height: height)
    #expect(content(session) == lines, sourceLocation: sourceLocation)
    return session
}

/// A color from hex text, for expectations.
func hex(_ text: String) -> Color { Color(hex: text)! }
