import Foundation
import Testing
import StratusAdaptiveCards
import StratusCore
@testable import StratusApp
@testable import StratusTerminal
import StratusTestSupport

/// Every sample card of Adaptive Cards 1.0 to 1.6 (`v1.x/{Elements,Scenarios,Tests}`) renders through `stratus
/// render` with no error and matches its golden frames at 80x24 and 120x40 (`STRATUS_RECORD=1` records them
/// again); every template of `Templates/` renders expanded with its data.
@MainActor
@Suite struct AdaptiveCardsRenderTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("adaptivecards")
    nonisolated static let versions = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]

    /// The sample cards of `version`, sorted.
    nonisolated static func cards(of version: String) -> [String] {
        guard let corpus else { return [] }
        return ["Elements", "Scenarios", "Tests"].flatMap { folder -> [String] in
            let path = corpus + "/\(version)/\(folder)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.lowercased().hasSuffix(".json") }.sorted().map { path + "/" + $0 }
        }
    }

    /// `v1.5-Scenarios-FlightDetails`.
    nonisolated static func name(of file: String) -> String {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent()
        return folder.deletingLastPathComponent().lastPathComponent + "-" + folder.lastPathComponent + "-"
            + url.deletingPathExtension().lastPathComponent
    }

    /// What render may say of a card without failing: pictures it cannot fetch or decode show their alt text.
    static func problems(in messages: [String]) -> [String] {
        messages.filter { !$0.contains("cannot be shown:") }
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/adaptivecards is absent: sample card renders skipped"),
          arguments: versions)
    func everySampleCardRendersWithoutError(version: String) async throws {
        let files = Self.cards(of: version)
        #expect(!files.isEmpty)
        for file in files {
            let output = try await render(file, size: "80x24", timeout: 60, imageWait: .zero, images: .off)
            #expect(output.status == 0, "\(Self.name(of: file)): \(output.messages)")
            #expect(Self.problems(in: output.messages).isEmpty, "\(Self.name(of: file)): \(output.messages)")
            #expect(!output.lines.joined().contains("unknown component"), "\(Self.name(of: file))")
        }
    }

    /// Where the golden frames of the sample cards are kept.
    nonisolated static let frames = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("AdaptiveCardFrames")

    /// `{{DATE()}}` and `{{TIME()}}` are written in the process's time zone: the goldens were drawn in UTC.
    nonisolated static let isUTC = TimeZone.current.secondsFromGMT() == 0

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/adaptivecards is absent: sample card goldens skipped"),
          .enabled(if: isUTC, "the sample card goldens write dates in UTC: run with TZ=UTC"),
          arguments: versions)
    func everySampleCardMatchesItsGoldenFrames(version: String) async throws {
        for file in Self.cards(of: version) {
            for size in ["80x24", "120x40"] {
                var session: HeadlessSession?
                // Pictures are not fetched: the frame shows their placeholders, named by their alt text.
                _ = try await render(file, size: size, timeout: 60, imageWait: .zero, images: .off) { session = $0 }
                GoldenFrames.check(try #require(session).styledText, named: Self.name(of: file) + "-" + size, in: Self.frames)
            }
        }
    }

    /// The templates of `Templates/Scenarios` (each `NAME.template.json` with its `NAME.data.json`) and of
    /// `Templates/Elements` (with `Template.data.json`).
    nonisolated static var templates: [(template: String, data: String)] {
        guard let corpus else { return [] }
        let scenarios = corpus + "/Templates/Scenarios", elements = corpus + "/Templates/Elements"
        let scenarioNames = (try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? []
        let elementNames = (try? FileManager.default.contentsOfDirectory(atPath: elements)) ?? []
        return scenarioNames.filter { $0.hasSuffix(".template.json") }.sorted().map { name in
            (scenarios + "/" + name, scenarios + "/" + name.replacingOccurrences(of: ".template.json", with: ".data.json"))
        } + elementNames.filter { $0.hasPrefix("Template.") && $0 != "Template.data.json" }.sorted().map { name in
            (elements + "/" + name, elements + "/Template.data.json")
        }
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/adaptivecards is absent: template renders skipped"))
    func everyTemplateRendersExpandedWithItsData() async throws {
        let templates = Self.templates
        #expect(templates.count >= 35)
        for (template, data) in templates {
            let output = try await render(template, size: "120x40", timeout: 60, imageWait: .zero, images: .off, data: data)
            let name = URL(fileURLWithPath: template).lastPathComponent
            #expect(output.status == 0, "\(name): \(output.messages)")
            #expect(Self.problems(in: output.messages).isEmpty, "\(name): \(output.messages)")
            // Expanded: no binding is left written as it was where the data holds its value.
            let frame = output.lines.joined(separator: "\n")
            #expect(!frame.contains("${$root") && !frame.contains("${$data"), "\(name):\n\(frame)")
        }
    }

    /// `stratus run` checks every screen it reads as `stratus check` does: the screens cards become hold only what
    /// the components they name declare, and every control has a name a screen reader can say (but an input the card
    /// gives neither a label nor a placeholder: the card's own omission, which the lint rightly reports).
    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/adaptivecards is absent: sample card checks skipped"),
          arguments: versions)
    func everySampleCardsScreenPassesTheComponentSchemas(version: String) async throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all + [CardActivities().library])
        let checker = ScreenChecker(engine: engine)
        for file in Self.cards(of: version) {
            let content = try await #require(ScreenSource(url: URL(fileURLWithPath: file))).load()
            #expect(content.format == "Adaptive Cards")
            let problems = checker.check(content).filter { !$0.message.hasPrefix("a text field with no label or placeholder") }
            #expect(problems.isEmpty, "\(Self.name(of: file)): \(problems.map { $0.location.describing($0.message) })")
        }
    }
}
