import Foundation
import StratusA2UI
import StratusBench
import StratusCodable
import StratusTerminal

/// The A2UI rows (Docs/A2UI.md):
///
/// - `a2ui.v0_9-last-message-to-frame-median` and `-worst`: for each example stream of the v0.9 basic catalog, the
///   time from its last message to its first frame at 80x24 (the message applied, the surfaces' screen made, built
///   by a fresh headless runtime and drawn), median of 11 runs; the median and the worst over the examples.
/// - `a2ui.update-data-model-per-second`: 10,000 `updateDataModel` messages, each read from its JSON line and
///   applied to a surface whose text shows the value, with one frame drawn after them (frames coalesced), as
///   messages a second.
/// - `a2ui.template-list-100k-first-frame`: a stream whose List repeats a template (a Row of a Text, a formatted
///   price and a CheckBox) over 100,000 items, from its JSON Lines text to its first 80x24 frame (read, applied,
///   the surfaces' screen made and loaded as `stratus render` loads it, drawn), median of 3 runs; the list is
///   lazy (Docs/A2UI.md, "Long lists"), so the rows on screen only are built.
enum A2UIBenchmarks {
    @MainActor static func run() async throws {
        try await lastMessageToFrame()
        try await dataModelUpdates()
        try await templateListFirstFrame()
    }

    /// The actions the screen's Buttons and inputs name (`stratus run` answers them; drawing a frame runs none),
    /// and the operation the rows of long lists evaluate their properties with.
    static let actions = UILibrary(SurfaceScreen.namespace).addAction("press") { _ in }.addAction("write") { _ in }
        .addOperation(SurfaceScreen.itemPropertyOperation, SurfaceScreen.itemProperty)

    /// Draws the screen the surfaces of `group` make once, at 80x24, in a fresh headless runtime.
    @MainActor static func drawFirstFrame(of group: SurfaceGroup) async {
        let screen = SurfaceScreen(group).value.description
        let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: screen) }
            .ui([actions]).mode(.release).images(.off).makeRuntime(backend: HeadlessBackend(width: 80, height: 24))
        runtime.animationsFrozen = true
        for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
        runtime.renderFrame()
    }

    @MainActor static func lastMessageToFrame() async throws {
        guard let folder = externalCorpusURL("a2ui/v0_9/catalogs/basic/examples") else {
            print("bench a2ui.v0_9-last-message-to-frame: skipped (../shared/external-corpora absent)")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var medians: [Double] = []
        for file in files {
            let url = folder.appendingPathComponent(file)
            let messages = try A2UIStream(decoding: try String(contentsOf: url, encoding: .utf8), file: file).messages
            guard let last = messages.last else { continue }
            var before = SurfaceGroup()
            for message in messages.dropLast() { _ = try before.apply(message) }
            medians.append(try await Stopwatch.medianMillisecondsAwaiting(runs: 11, warmup: 2) {
                var group = before
                _ = try group.apply(last)
                await drawFirstFrame(of: group)
            })
        }
        guard let median = ProbeOutput.median(medians), let worst = medians.max() else { return }
        report(BenchmarkLine(name: "a2ui.v0_9-last-message-to-frame-median", value: median,
                             unit: "ms", baselineName: "goal", baselineValue: 5))
        report(BenchmarkLine(name: "a2ui.v0_9-last-message-to-frame-worst", value: worst,
                             unit: "ms", baselineName: "goal", baselineValue: 20))
        print("bench a2ui.v0_9-examples: \(medians.count) streams")
    }

    @MainActor static func dataModelUpdates() async throws {
        let count = 10_000
        let opening = """
            [{"version": "v0.9", "createSurface": {"surfaceId": "s",
              "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
             {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
              {"id": "root", "component": "Text", "text": {"path": "/count"}}]}}]
            """
        let lines = (0..<count).map {
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/count", "value": \#($0)}}"#
        }
        var opened = SurfaceGroup()
        for message in try A2UIStream(decoding: opening).messages { _ = try opened.apply(message) }
        let median = try await Stopwatch.medianMillisecondsAwaiting(runs: 5, warmup: 2) {
            var group = opened
            for (offset, line) in lines.enumerated() {
                _ = try group.apply(try A2UIStream.decodeLine(line, lineNumber: offset + 1))
            }
            await drawFirstFrame(of: group)
        }
        report(BenchmarkLine(name: "a2ui.update-data-model-per-second", value: Double(count) / median * 1000,
                             unit: "messages/s", baselineName: "goal", baselineValue: 50_000))
    }

    /// A stream of one surface: a title over a List whose template repeats over `count` items.
    static func templateListStream(items count: Int) -> String {
        var items = ""
        items.reserveCapacity(count * 50)
        for index in 0..<count {
            if index > 0 { items += "," }
            items += #"{"name":"Item \#(index)","price":\#(index % 997).5,"done":\#(index % 3 == 0)}"#
        }
        return [
            #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}"#,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "list"]}, {"id": "title", "component": "Text", "variant": "h2", "text": "Orders"}, {"id": "list", "component": "List", "children": {"componentId": "row", "path": "/items"}}, {"id": "row", "component": "Row", "children": ["name", "price", "done"]}, {"id": "name", "component": "Text", "text": {"path": "name"}}, {"id": "price", "component": "Text", "text": {"call": "formatString", "args": {"value": "${price} EUR"}}}, {"id": "done", "component": "CheckBox", "label": "done", "value": {"path": "done"}}]}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [\#(items)]}}"#,
        ].joined(separator: "\n")
    }

    @MainActor static func templateListFirstFrame() async throws {
        let text = templateListStream(items: 100_000)
        var shown = ""
        let median = try await Stopwatch.medianMillisecondsAwaiting(runs: 3, warmup: 1) {
            let group = try SurfaceGroup(stream: text)
            // Loaded as `stratus render` loads a stream: the screen's value handed to the engine, not its text.
            let backend = HeadlessBackend(width: 80, height: 24)
            let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: #"{"_:component": "layout:column"}"#) }
                .ui([actions]).mode(.release).images(.off).makeRuntime(backend: backend)
            runtime.animationsFrozen = true
            for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
            guard let screen = runtime.engine.navigator.currentScreen else { return }
            try runtime.engine.reload(screen, with: SurfaceScreen(group).value, preserving: .identities)
            runtime.renderFrame()
            shown = backend.frame.text
        }
        guard shown.contains("Item 0 0.5 EUR") else {
            reportFailure(of: "a2ui.template-list-100k-first-frame", "the first item is not on screen")
            return
        }
        report(BenchmarkLine(name: "a2ui.template-list-100k-first-frame", value: median, unit: "ms",
                             baselineName: "goal", baselineValue: 1000))
    }
}
