import Foundation
import Testing
import StratusTestSupport
@testable import StratusApp

/// The accessibility tree of every demo in Screens/, as `stratus render SCREEN --format accessibility` prints it
/// at 80x24, against its golden outline in AccessibilityOutlines/ (`STRATUS_RECORD=1` records them again): a change
/// in what a screen reader is told about a demo shows in review.
@MainActor
@Suite struct AccessibilityGoldenTests {
    nonisolated static let outlines = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AccessibilityOutlines")

    /// The screens of Screens/ (not the data files the catalogue reads).
    nonisolated static let screens = ["index.json", "showcase.json", "todo.json", "form.json", "navigation.json", "navigation-detail.json",
                          "navigation-edit.json", "navigation-modal.json", "catalogue.json", "dashboard.json", "requests.json",
                          "shortcuts.json", "hello.yaml", "images.json"]

    @Test(arguments: screens)
    func theTreeOfEveryDemoIsItsGolden(screen: String) async throws {
        // Pictures are not loaded: a picture is told by its label either way.
        let output = try await render(PackageRoot.screen(screen), timeout: 60, imageWait: .zero, images: .off, format: .accessibility)
        #expect(output.status == 0 || screen == "requests.json", "\(screen): \(output.messages)")
        let name = (screen as NSString).deletingPathExtension + ".accessibility"
        GoldenFrames.check(output.lines.joined(separator: "\n") + "\n", named: name, in: Self.outlines)
    }
}
