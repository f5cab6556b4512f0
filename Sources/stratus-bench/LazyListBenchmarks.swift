import Foundation
import StratusCore
import StratusSamples
import StratusTerminal
import StratusBench

/// The lazy-list rows (Docs/LazyLists.md), each beside its baseline in the same run:
///
/// - `scale.lazy-list-10k-first-frame`, `scale.lazy-list-1m-first-frame`: a `layout:lazyColumn` over a forEach of
///   10,000 / 1,000,000 items in state (the file `Scripts/generate-lazy-list.py` writes), text to first 80x24 frame,
///   beside parsing the same text.
/// - `scale.lazy-list-scroll-1m`: one wheel step on that list with a million items, beside the same list with 100.
/// - `scale.catalogue-search-key-to-frame`: a letter typed into the search of the 1,000-item catalogue
///   (Screens/catalogue.json) through to its frame, beside one full frame of the same screen.
enum LazyListBenchmarks {
    @MainActor static func run() async throws {
        try await firstFrame(items: 10_000, name: "10k", runs: 5)
        try await firstFrame(items: 1_000_000, name: "1m", runs: 1)
        try await scroll()
        try await catalogueSearch()
    }

    /// The screen `Scripts/generate-lazy-list.py COUNT` writes.
    static func lazyList(items count: Int) -> String {
        var text = #"{"_:component":"layout:lazyColumn","id":"list","state":{"items":["#
        text.reserveCapacity(count * 60 + 300)
        for index in 0..<count {
            if index > 0 { text += "," }
            let cents = index % 100
            text += #"{"id":\#(index),"name":"Item number \#(index)","price":\#(index % 997).\#(cents < 10 ? "0" : "")\#(cents)}"#
        }
        text += #"]},"children":[{"_:component":"forEach","properties":{"items":"@{items}","key":"id"},"#
            + #""children":[{"_:component":"layout:text","id":"row","properties":{"text":"@{item.id}. @{item.name}: @{item.price}"}}]}]}"#
        return text
    }

    @MainActor static func session(_ json: String, width: Int = 80, height: Int = 24) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui(SamplesLibrary.all).mode(.release).headless(width: width, height: height)
    }

    /// Text to first frame, beside parsing the text alone.
    @MainActor static func firstFrame(items: Int, name: String, runs: Int) async throws {
        let json = lazyList(items: items)
        let data = Data(json.utf8)
        let parse = Stopwatch.medianMilliseconds(runs: runs, warmup: 0) { _ = try? JSONValue(parsing: data) }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let session = try await session(json)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            guard session.text.contains("Item number 0") else {
                reportFailure(of: "scale.lazy-list-\(name)-first-frame", "the first row is not on screen")
                return
            }
        }
        report(BenchmarkLine(name: "scale.lazy-list-\(name)-first-frame", value: ProbeOutput.median(samples) ?? 0,
                             unit: "ms", baselineName: "parse-\(name)", baselineValue: parse))
    }

    /// One wheel step down (or up, bouncing, so both lists scroll the same way) and its frame.
    @MainActor static func scroll() async throws {
        func measure(items: Int) async throws -> Double {
            let session = try await session(lazyList(items: items))
            var direction = 1
            var position = 0
            return Stopwatch.medianMilliseconds(runs: 101, warmup: 5) {
                if position >= 20 { direction = -1 } else if position <= 0 { direction = 1 }
                position += direction
                session.runtime.handle(.mouse(MouseEvent(direction > 0 ? .wheelDown : .wheelUp, x: 1, y: 1)))
                session.runtime.renderFrame()
            }
        }
        let large = try await measure(items: 1_000_000)
        let small = try await measure(items: 100)
        report(BenchmarkLine(name: "scale.lazy-list-scroll-1m", value: large, unit: "ms",
                             baselineName: "lazy-list-scroll-100", baselineValue: small))
    }

    /// Screens/catalogue.json at 100x30 with its 1,000 items in state (instead of fetched) and the search field
    /// clicked; nil when Screens/ is not in the current directory.
    @MainActor static func catalogueSession() async throws -> HeadlessSession? {
        guard let json = try catalogueScreen() else { return nil }
        let session = try await session(json, width: 100, height: 30)
        try await session.click(id: "search")
        return session
    }

    /// Screens/catalogue.json with its 1,000 items in state (instead of fetched); nil when Screens/ is not in the
    /// current directory.
    static func catalogueScreen() throws -> String? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Screens")
        guard let screen = try? Data(contentsOf: folder.appendingPathComponent("catalogue.json")),
              let items = try? Data(contentsOf: folder.appendingPathComponent("catalogue-items.json")),
              case .object(var root) = try JSONValue(parsing: screen), case .object(var states) = root["state"] else {
            return nil
        }
        states["items"] = try JSONValue(parsing: items)
        root["state"] = .object(states)
        root["properties"] = nil
        return JSONValue.object(root).jsonString()
    }

    /// Screens/catalogue.json with its 1,000 items in state (instead of fetched), the search field focused; a letter
    /// typed then erased, each through to its frame.
    @MainActor static func catalogueSearch() async throws {
        guard let session = try await catalogueSession() else {
            print("bench scale.catalogue-search-key-to-frame: skipped (run from the package root: Screens/ not found)")
            return
        }
        guard session.focusedID == "search", session.text.contains("Jade") else {
            reportFailure(of: "scale.catalogue-search-key-to-frame", "the catalogue did not load or search took no focus")
            return
        }
        let runtime = session.runtime
        var typed = false
        let key = Stopwatch.medianMilliseconds(runs: 101, warmup: 5) {
            runtime.handle(.key(typed ? KeyPress(.backspace) : KeyPress(.character("j"))))
            typed.toggle()
            runtime.renderFrame()
        }
        let frame = Stopwatch.medianMilliseconds(runs: 21, warmup: 2) { runtime.renderFullFrame() }
        report(BenchmarkLine(name: "scale.catalogue-search-key-to-frame", value: key, unit: "ms",
                             baselineName: "catalogue-frame", baselineValue: frame))
    }
}
