import Foundation
import Testing
@testable import StratusApp
import StratusTerminal

/// The demo screens as terminals of every color depth show them: no text in the color of its background, no
/// text that vanishes on a dark or a light theme, and no color at all on a monochrome terminal.
@MainActor
@Suite struct ColorDepthTests {
    /// The cells whose text a terminal of `depth` would not show, described as `x,y 'text': why`.
    static func invisibleText(in frame: CellBuffer, depth: ColorSupport) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation, !cell.text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                if let why = whyInvisible(depth.terminalStyle(for: cell.style), depth: depth) {
                    problems.append("\(x),\(y) '\(cell.text)' [\(cell.style.summary)]: \(why)")
                }
            }
        }
        return problems
    }

    /// Why text in `shown` cannot be read on a terminal of `depth`, or nil when it can.
    static func whyInvisible(_ shown: TerminalStyle, depth: ColorSupport) -> String? {
        if depth == .none {
            return shown.foreground != nil || shown.background != nil ? "color on a monochrome terminal" : nil
        }
        if let foreground = shown.foreground, foreground == shown.background {
            return "foreground equals background (\(foreground))"
        }
        if shown.background == nil, let foreground = shown.foreground, let color = depth.color(forNumber: foreground),
           color.luminance < 0.05 || color.luminance > 0.97 {
            return "\(color) over the terminal's own background"
        }
        return nil
    }

    func frame(of screen: String, width: Int = 100, height: Int = 60) async throws -> CellBuffer {
        let target = try ScreenTarget(resolving: PackageRoot.screen(screen))
        let assembly = try AppAssembly(target: target, mode: .dev, requestTimeout: 5)
        let session = try await assembly.stratus.headless(width: width, height: height)
        return session.cells
    }

    @Test(arguments: ColorSupport.allCases)
    func theShowcaseIsReadableAtEveryDepth(depth: ColorSupport) async throws {
        let frame = try await frame(of: "showcase.json")
        #expect(frame.text.contains("filled"), "the showcase did not render:\n\(frame.text)")
        let problems = Self.invisibleText(in: frame, depth: depth)
        #expect(problems.isEmpty, "\(depth): \(problems.count) invisible cells, first: \(problems.prefix(5))")
    }

    @Test(arguments: ColorSupport.allCases)
    func theGalleryIsReadableAtEveryDepth(depth: ColorSupport) async throws {
        let frame = try await frame(of: "index.json", width: 80, height: 24)
        let problems = Self.invisibleText(in: frame, depth: depth)
        #expect(problems.isEmpty, "\(depth): \(problems.prefix(5))")
    }

    /// The checker finds what the issue saw on 8-color terminals (black on black, black on a dark theme).
    @Test func theCheckerCatchesWhatTheIssueSaw() {
        #expect(Self.whyInvisible(TerminalStyle(foreground: 0, background: 0), depth: .ansi8) != nil)
        #expect(Self.whyInvisible(TerminalStyle(foreground: 0), depth: .ansi8) != nil)
        #expect(Self.whyInvisible(TerminalStyle(foreground: 16), depth: .indexed256) != nil)
        #expect(Self.whyInvisible(TerminalStyle(background: 4), depth: .none) != nil)
        #expect(Self.whyInvisible(TerminalStyle(foreground: 7, background: 4), depth: .ansi8) == nil)
        #expect(Self.whyInvisible(TerminalStyle(attributes: .reverse), depth: .none) == nil)
    }
}
