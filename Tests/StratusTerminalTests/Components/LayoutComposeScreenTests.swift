import Foundation
import Testing
@testable import StratusTerminal

/// The layout screens of nimbus-layout-compose, rendered at 80x24 and 120x40 and compared with goldens.
@MainActor
@Suite(.enabled(if: Corpus.hasLayoutCompose, "../shared/external-corpora/nimbus/layout-compose is absent"))
struct LayoutComposeScreenTests {
    nonisolated static let screens = ["column", "layout21", "screen", "text_types", "touchable"]

    @Test(arguments: screens)
    func rendersLayoutComposeScreen(_ name: String) async throws {
        let json = try #require(Corpus.text("nimbus/layout-compose/\(name).json"))
        for (width, height) in [(80, 24), (120, 40)] {
            let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
                .headless(width: width, height: height)
            Golden.check(session.styledText, named: "layout-compose-\(name)-\(width)x\(height)")
        }
    }
}
