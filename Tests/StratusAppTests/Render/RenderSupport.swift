import Foundation
@testable import StratusApp
import StratusTerminal

/// Renders a screen the way `stratus render` does, in process.
///
/// The timeout is a bound, not a wait: a render that settles returns at once. It is a minute by default because the
/// whole suite running in parallel on two cores can hold a render's keys up for longer than `stratus render`'s own
/// default, and a render cut short prints the frame as it stood, with keys not yet applied (the frame a test would
/// then read is not the one it asked for). A test about timing out gives its own.
@MainActor
func render(_ target: String, size: String = "80x24", keys: String = "", dumpState: Bool = false,
            timeout: Double = 60, imageWait: Duration = .seconds(600), images: ImageMode = .cells, dumpActions: Bool = false,
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
