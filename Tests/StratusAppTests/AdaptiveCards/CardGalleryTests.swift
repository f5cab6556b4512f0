import Foundation
import Testing
@testable import StratusApp

/// The gallery's cards (`Screens/adaptivecards`): each renders with no problem and checks clean, and the template
/// is drawn expanded with the data beside it.
@MainActor
@Suite struct CardGalleryTests {
    static let folder = PackageRoot.screen("adaptivecards")

    @Test func everyGalleryCardRendersAndChecksClean() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".data.json") && $0 != "index.json" }.sorted()
        #expect(names == ["actions.json", "inputs.json", "layout.json", "order.template.json", "text.json"])
        for name in names {
            let output = try await render(Self.folder + "/" + name, timeout: 60, imageWait: .zero, images: .off)
            #expect(output.status == 0 && output.messages.isEmpty, "\(name): \(output.messages)")
        }
        let outcome = await CheckCommand.check([Self.folder], streams: CheckCommand.StreamOptions())
        #expect(outcome.errors == 0, "\(outcome.diagnostics.map(\.description))")
    }

    @Test func aTemplateIsExpandedWithTheDataFileBesideIt() async throws {
        let output = try await render(Self.folder + "/order.template.json", timeout: 60)
        let frame = output.lines.joined(separator: "\n")
        #expect(frame.contains("Order A-1024 for Ada Lovelace") && frame.contains("Total: 67.75 EUR"), "\(frame)")
    }

    @Test func theGalleryIndexOpensEachCard() async throws {
        let output = try await render(Self.folder + "/index.json", keys: "click:open-card-inputs", timeout: 60)
        let frame = output.lines.joined(separator: "\n")
        #expect(output.status == 0 && frame.contains("Guests: 2"), "\(output.messages)\n\(frame)")
    }

    /// The accessibility outline of a gallery card, one element a line.
    func outline(_ name: String, keys: String = "") async throws -> [String] {
        try await render(Self.folder + "/" + name, keys: keys, timeout: 60, imageWait: .zero, images: .off,
                         format: .accessibility).lines.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// What a screen reader is told: a FactSet is a list, a Table a table, a ShowCard a disclosure, an input named by
    /// its label (` *` when required).
    @Test func theScreenReaderIsToldEachCardElementsRole() async throws {
        let text = try await outline("text.json")
        #expect(text.contains("list") && text.contains(#"  listitem "Format Adaptive Cards 1.5""#), "\(text)")
        let layout = try await outline("layout.json")
        #expect(layout.contains("table") && layout.contains(#"  text "UA110""#), "\(layout)")
        let closed = try await outline("actions.json")
        #expect(closed.contains(#"button "Comment" collapsed focused"#), "\(closed)")
        let opened = try await outline("actions.json", keys: "click:comment")
        #expect(opened.contains(#"button "Comment" expanded focused"#), "\(opened)")
        #expect(opened.contains(#"textbox "Your comment" value """#), "\(opened)")
        let inputs = try await outline("inputs.json")
        #expect(inputs.contains(#"textbox "Name *" value "" focused"#), "\(inputs)")
    }
}
