import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusBench
import StratusCore
import StratusTerminal

/// The rows of one A2UI surface beside the same screen written in Nimbus, measured in the same run (Docs/A2UI.md,
/// "One reactive model"): a column holding one text field and N texts, each text bound to its own value of the data
/// model (the surface's `/rows/i`, the Nimbus screen's state `model.rows[i]`), the field to `/name`, at 80x10.
///
/// - `a2ui.column-N-first-frame` (N = 300, 1k, 3k, 10k): from the text of the messages to the first frame, the
///   surface shown by a program through `SurfaceHost` (the messages read and applied, the app started on the screen
///   they make); beside the Nimbus screen's text to its first frame, the two shown in turn (medians of 25, of 15 at
///   10k). Its `-cpu` twin is the processor time the process spent on the same runs, which a busy host's other work
///   does not swell as it swells the clock's.
/// - `a2ui.column-N-key-to-frame`: a character typed into the focused field, then erased, each through to its frame
///   (the value written into the data model, the bound nodes updated); beside the same keys in the Nimbus field,
///   the keys of the two typed in turn.
/// - `a2ui.column-10k-update-data-model-to-frame`: an `updateDataModel` of one shown text's value, from its JSON
///   line to the frame; beside writing the same value into the Nimbus screen's state.
///
/// For a profiler: with `STRATUS_BENCH_A2UI_FIRST_FRAMES=N` in the environment the group only shows the 10,000-text
/// surface N times from its messages (with `STRATUS_BENCH_A2UI_NIMBUS=1`, the Nimbus screen from its text; with
/// `STRATUS_BENCH_A2UI_ROWS=R`, the surface of R texts), and reports nothing (Docs/Evidence.md, "An A2UI surface beside the same screen written in Nimbus");
/// `STRATUS_BENCH_A2UI_KEYS=N` likewise types and erases a character N times into the 300-text surface's field.
enum SurfaceColumnBenchmarks {
    static let sizes: [(count: Int, name: String)] = [(300, "300"), (1_000, "1k"), (3_000, "3k"), (10_000, "10k")]

    @MainActor static func run() async throws {
        if let loops = ProcessInfo.processInfo.environment["STRATUS_BENCH_A2UI_FIRST_FRAMES"].flatMap(Int.init) {
            let nimbus = ProcessInfo.processInfo.environment["STRATUS_BENCH_A2UI_NIMBUS"] != nil
            let rows = ProcessInfo.processInfo.environment["STRATUS_BENCH_A2UI_ROWS"].flatMap(Int.init) ?? 10_000
            let messages = surfaceMessages(rows: rows)
            let screen = nimbusScreen(rows: rows)
            for _ in 0..<loops {
                if nimbus { _ = try await nimbusSession(screen: screen) } else { _ = try await surfaceSession(messages: messages) }
            }
            return
        }
        if let keys = ProcessInfo.processInfo.environment["STRATUS_BENCH_A2UI_KEYS"].flatMap(Int.init) {
            let session = ProcessInfo.processInfo.environment["STRATUS_BENCH_A2UI_NIMBUS"] != nil
                ? try await nimbusSession(screen: nimbusScreen(rows: 300))
                : try await surfaceSession(messages: surfaceMessages(rows: 300)).1
            try await session.click(id: "field")
            for key in 0..<keys {
                session.runtime.handle(.key(key.isMultiple(of: 2) ? KeyPress(.character("j")) : KeyPress(.backspace)))
                session.runtime.renderFrame()
            }
            return
        }
        for size in sizes {
            // The texts are made before the clock starts: the rows time from the text to the frame. The two screens
            // are shown in turn, so that both see the same load of a shared machine.
            let messages = surfaceMessages(rows: size.count)
            let screen = nimbusScreen(rows: size.count)
            let (surface, nimbus) = try await Stopwatch.alternatingMediansWithProcessorTime(
                runs: size.count >= 10_000 ? 15 : 25) {
                _ = try await surfaceSession(messages: messages)
            } baseline: {
                _ = try await nimbusSession(screen: screen)
            }
            report(BenchmarkLine(name: "a2ui.column-\(size.name)-first-frame", value: surface.wall, unit: "ms",
                                 baselineName: "nimbus-column-\(size.name)-first-frame", baselineValue: nimbus.wall))
            report(BenchmarkLine(name: "a2ui.column-\(size.name)-first-frame-cpu", value: surface.processor, unit: "ms",
                                 baselineName: "nimbus-column-\(size.name)-first-frame-cpu",
                                 baselineValue: nimbus.processor))
            let (host, shown) = try await surfaceSession(messages: messages)
            let nimbusShown = try await nimbusSession(screen: screen)
            guard try await focusField(in: shown), try await focusField(in: nimbusShown) else {
                reportFailure(of: "a2ui.column-\(size.name)-key-to-frame", "the field took no focus or showed no text")
                continue
            }
            let (surfaceKey, nimbusKey) = HeadlessSession.medianKeysToFrame(shown, beside: nimbusShown)
            report(BenchmarkLine(name: "a2ui.column-\(size.name)-key-to-frame", value: surfaceKey, unit: "ms",
                                 baselineName: "nimbus-column-\(size.name)-key-to-frame", baselineValue: nimbusKey))
            if size.count == 10_000 { try updateToFrame(host: host, surface: shown, nimbus: nimbusShown) }
        }
    }

    /// The values of the texts: `Row 0`, `Row 1`...
    static func rows(_ count: Int) -> [JSONValue] {
        (0..<count).map { .string("Row \($0)") }
    }

    /// The surface as JSON Lines: created, its data model, then its components.
    static func surfaceMessages(rows count: Int) -> String {
        let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
        let model: JSONValue = ["name": "", "rows": .array(rows(count))]
        var components: [JSONValue] = [
            ["id": "root", "component": "Column", "children": .array([.string("field")] + (0..<count).map { .string("text-\($0)") })],
            ["id": "field", "component": "TextField", "label": "Name", "value": ["path": "/name"]],
        ]
        for index in 0..<count {
            components.append(["id": .string("text-\(index)"), "component": "Text", "text": ["path": .string("/rows/\(index)")]])
        }
        let messages: [JSONValue] = [
            ["version": "v0.9", "createSurface": ["surfaceId": "s", "catalogId": .string(catalog)]],
            ["version": "v0.9", "updateDataModel": ["surfaceId": "s", "value": model]],
            ["version": "v0.9", "updateComponents": ["surfaceId": "s", "components": .array(components)]],
        ]
        return messages.map { $0.jsonString() }.joined(separator: "\n")
    }

    /// The same screen in Nimbus: a column declaring the state `model`, a `terminal:textInput` and `layout:text`s.
    static func nimbusScreen(rows count: Int) -> String {
        var children: [JSONValue] = [[
            "_:component": "terminal:textInput", "id": "field",
            "properties": ["label": "Name", "value": "@{model.name}",
                           "onChange": [["_:action": "setState", "properties": ["path": "model.name", "value": "@{onChange}"]]]],
        ]]
        for index in 0..<count {
            children.append(["_:component": "layout:text", "id": .string("text-\(index)"),
                             "properties": ["text": .string("@{model.rows[\(index)]}")]])
        }
        let screen: JSONValue = [
            "_:component": "layout:column", "id": "root",
            "state": ["model": ["name": "", "rows": .array(rows(count))]],
            "children": .array(children),
        ]
        return screen.jsonString()
    }

    /// A program showing the surface from the text of its messages, at its first frame: the messages read and
    /// applied, then the app started on the screen they make, as `stratus render` starts on a stream's.
    @MainActor static func surfaceSession(messages text: String) async throws -> (SurfaceHost, HeadlessSession) {
        let host = SurfaceHost()
        let messages = try A2UIStream(decoding: text).entries.map(\.message)
        for case .failure(let error) in host.surfaces.apply(messages, at: SurfaceHost.url) { throw error }
        let session = try await host.app().mode(.release).images(.off).headless(width: 80, height: 10)
        return (host, session)
    }

    /// The Nimbus screen from its text, at its first frame.
    @MainActor static func nimbusSession(screen text: String) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: text) }
            .mode(.release).images(.off).headless(width: 80, height: 10)
    }

    /// Clicks the field; whether it took the focus with the texts shown.
    @MainActor static func focusField(in session: HeadlessSession) async throws -> Bool {
        try await session.click(id: "field")
        return session.focusedID == "field" && session.text.contains("Row 0")
    }

    /// The value of a text on screen changed, to its frame: by an `updateDataModel` line on the surface, by a
    /// write of the state on the Nimbus screen.
    @MainActor static func updateToFrame(host: SurfaceHost, surface: HeadlessSession, nimbus: HeadlessSession) throws {
        var round = 0
        let surfaceUpdate = try Stopwatch.medianMilliseconds(runs: 41, warmup: 3) {
            round += 1
            let line = #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/rows/3", "value": "Changed \#(round)"}}"#
            try host.receive(jsonLines: line, in: surface.engine)
            surface.runtime.renderFrame()
        }
        guard surface.text.contains("Changed \(round)"),
              let cell = nimbus.engine.navigator.currentScreen?.root?.node(withID: "root")?.state(named: "model") else {
            reportFailure(of: "a2ui.column-10k-update-data-model-to-frame", "the changed value is not on screen")
            return
        }
        let engine = nimbus.engine
        let nimbusUpdate = Stopwatch.medianMilliseconds(runs: 41, warmup: 3) {
            round += 1
            guard case .object(var model) = cell.value, case .array(var texts)? = model["rows"] else { return }
            texts[3] = .string("Changed \(round)")
            model["rows"] = .array(texts)
            engine.write(.object(model), to: cell)
            nimbus.runtime.renderFrame()
        }
        report(BenchmarkLine(name: "a2ui.column-10k-update-data-model-to-frame", value: surfaceUpdate, unit: "ms",
                             baselineName: "nimbus-column-10k-state-write-to-frame", baselineValue: nimbusUpdate))
    }
}
