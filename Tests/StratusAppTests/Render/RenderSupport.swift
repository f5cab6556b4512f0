import Foundation
@testable import StratusApp
import StratusTerminal

/// Renders a screen the way `stratus render` does, in process.
@MainActor
func render(_ target: String, size: String = "80x24", keys: String = "", dumpState: Bool = false,
            timeout: Double = 10, imageWait: Duration = .seconds(600), images: ImageMode = .cells, dumpActions: Bool = false,
            format: FrameFormat = .text, data: String? = nil,
            keeping keep: (HeadlessSession) -> Void = { _ in }) async throws -> HeadlessRender.Output {
    let resolved = try ScreenTarget(resolving: target)
    // Requests give up before the render does, as in `stratus render`, so that their error path shows.
    let assembly = try AppAssembly(target: resolved, mode: .dev, requestTimeout: timeout * 0.8)
    // `--data`: the data an Adaptive Card template is expanded with.
    if let data { try assembly.loader.formats.expandTemplates(withDataAt: data) }
    var request = HeadlessRender(
        assembly: assembly, size: try requireSize(size), script: try KeyScript(parsing: keys), timeout: timeout,
        // Pictures are waited for as long as they take (the whole suite in parallel can hold up file reads for
        // minutes); a render goes on as soon as they have answered.
        color: false, dumpState: dumpState, imageWait: imageWait, images: images, dumpActions: dumpActions)
    request.format = format
    return await request.render(keeping: keep)
}

private func requireSize(_ text: String) throws -> TerminalSize {
    guard let size = TerminalSize(parsing: text) else { throw StratusAppError(.invalidArgument, "bad size \(text)") }
    return size
}
