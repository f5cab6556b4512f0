import Foundation
import Testing
import StratusA2UI
import StratusA2UITerminal
import StratusCore
@testable import StratusApp
@testable import StratusTerminal
import StratusTestSupport

/// Every example stream of the basic and minimal catalogs of every A2UI version renders through `stratus
/// render` with no error, and its frame shows every text the surface shows (the content of a closed Modal and
/// of the tabs not selected is not shown, so not expected).
@MainActor
@Suite struct A2UIExamplesRenderTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("a2ui")
    /// The versions whose examples are rendered: v1.0 twice, the June candidate and the revision of 2026-08-18.
    nonisolated static let versions = ["v0_8", "v0_9", "v0_9_1", "v0_10", "v1_0", "v1_0-2026-08"]

    /// The example files of `version`'s basic and minimal catalogs, sorted.
    nonisolated static func examples(of version: String) -> [String] {
        guard let corpus else { return [] }
        let catalogs = corpus + (version == "v0_8" ? "/v0_8/json/catalogs" : "/\(version)/catalogs")
        return ["basic", "minimal"].flatMap { catalog -> [String] in
            let folder = catalogs + "/\(catalog)/examples"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// The texts the surfaces of `file` show, evaluated by StratusA2UI.
    static func shownTexts(of file: String) throws -> [String] {
        let group = try SurfaceGroup(stream: try String(contentsOfFile: file, encoding: .utf8), file: file)
        var texts: [String] = []
        for surface in group.surfaces.values {
            guard let root = surface.tree().root else { continue }
            var stack = [root]
            while let node = stack.popLast() {
                if node.type == "Text" { texts.append(try surface.text("text", of: node)) }
                var children = node.children
                if node.type == "Modal" { children.removeAll { $0.slot == "content" || $0.slot == "contentChild" } }
                if node.type == "Tabs" { children = Array(children.prefix(1)) }
                stack.append(contentsOf: children)
            }
        }
        // A Text shows its simple Markdown without the markers.
        return texts.flatMap { SimpleMarkdown.blocks(of: $0).map(\.text) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI example renders skipped"),
          arguments: versions)
    func everyExampleRendersAndShowsItsTexts(version: String) async throws {
        let files = Self.examples(of: version)
        #expect(files.count == (version == "v0_8" ? 35 : 43))
        for file in files {
            let name = "\(version)/\(URL(fileURLWithPath: file).lastPathComponent)"
            // Tall and wide enough for the whole surface, on one line per text where the text allows.
            let output = try await render(file, size: "200x150", timeout: 60, imageWait: .zero)
            #expect(output.status == 0, "\(name): \(output.messages)")
            // The pictures are on the internet, which a test may not reach: they are then framed placeholders. What
            // `stratus check` warns of in the file (the incremental dashboard's placeholders that the later messages
            // replace are never reached once all are applied) is said too, and does not stop the render.
            let problems = output.messages.filter { !$0.contains("cannot be shown: https://") && !$0.contains(": warning: ") }
            #expect(problems.isEmpty, "\(name): \(problems)")
            let frame = output.lines.joined(separator: "\n")
            #expect(!frame.contains("unknown component"), "\(name):\n\(frame)")
            for text in try Self.shownTexts(of: file) {
                // A text longer than its column wraps: each of its lines is on the frame.
                let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                for line in lines where !line.isEmpty && !frame.contains(line) {
                    let words = line.split(separator: " ")
                    #expect(words.allSatisfy { frame.contains($0) }, "\(name): \"\(line)\" is not on the frame:\n\(frame)")
                }
            }
        }
    }

    /// Where the golden frames of the examples are kept.
    nonisolated static let frames = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("A2UIFrames")

    /// Dates are formatted in the process's time zone: the goldens were drawn in UTC.
    nonisolated static let isUTC = TimeZone.current.secondsFromGMT() == 0
    /// A DateTimeInput shows its value in the user's locale too, when the environment names one: the goldens were
    /// drawn with none (`LANG=C.UTF-8`).
    nonisolated static let namesNoLocale = DateTimeStep.userLocale == nil

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI example goldens skipped"),
          .enabled(if: isUTC, "the A2UI example goldens format dates in UTC: run with TZ=UTC"),
          .enabled(if: namesNoLocale, "the A2UI example goldens were drawn without a locale: run with LANG=C.UTF-8"),
          arguments: versions)
    func everyExampleMatchesItsGoldenFrame(version: String) async throws {
        for file in Self.examples(of: version) {
            for size in ["80x24", "120x40"] {
                let name = version + "-" + URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + "-" + size
                var session: HeadlessSession?
                // Pictures are not fetched: the frame shows their placeholders, whether their host answers or not.
                _ = try await render(file, size: size, timeout: 60, imageWait: .zero, images: .off) { session = $0 }
                GoldenFrames.check(try #require(session).styledText, named: name, in: Self.frames)
            }
        }
    }

    /// `stratus run` checks every screen it reads as `stratus check` does: the screens A2UI streams become hold
    /// only what the `a2ui:` components declare.
    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI example checks skipped"),
          arguments: versions)
    func everyExampleScreenPassesTheComponentSchemas(version: String) async throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all + [LiveSurfaces().library])
        let checker = ScreenChecker(engine: engine)
        for file in Self.examples(of: version) {
            let content = try await #require(ScreenSource(url: URL(fileURLWithPath: file))).load()
            #expect(content.surfaces != nil)
            let problems = checker.check(content)
            #expect(problems.isEmpty, "\(file): \(problems.map { $0.location.describing($0.message) })")
        }
    }
}
