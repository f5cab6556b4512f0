import Foundation
import StratusTerminal
#if canImport(Glibc)
import Glibc
import StratusBench
#endif

/// Benchmarks of StratusTerminal; each measure prints one line through `report(_:)`.
///
/// - `terminal.products-frame-120x40`: one frame of the Nimbus products screen at 120x40 with every layout cache
///   dropped (layout + paint + diff), against the baseline of a full repaint (the same frame diffed against
///   nothing, so every cell is handed to the backend).
/// - `terminal.products-accessibility-tree-120x40`: the accessibility tree of that frame (what the screen-reader
///   mode compares after each frame), against the frame.
/// - `terminal.products-tab-to-frame-120x40`, `terminal.products-enter-setstate-to-frame-120x40`: a key press on
///   the products screen through to its frame (a focus move to the next row: Down, since the list is one Tab stop;
///   Enter on "Add to cart", a setState). The row keeps its name from when Tab stepped through the rows.
/// - `terminal.lazy-scroll-100000`: scrolling a 100,000-row lazy list by one row (layout of the visible rows +
///   paint + diff), against the same list with 100 rows; `terminal.lazy-scroll-1000000` the same with a million.
/// - `terminal.ncurses-bytes-*`: bytes ncurses writes (through `newterm` on a file, as `xterm-256color`) for an
///   unchanged frame and for a one-cell change.
enum TerminalBenchmarks {
    @MainActor static func run() async throws {
        try await productsFrame()
        lazyScroll()
        try ncursesBytes()
    }

    /// A stand-in for the sample app's `store:button` (the real one is in StratusSamples).
    struct StoreButton: View, Deserializable {
        let text: String
        init(from map: PropertyMap?, children: [AnyComponent]) throws { text = map?.string("text") ?? "" }
        var body: some View { Button(text) {} }
    }

    /// The products screen loaded in a headless 120x40 runtime with its first frame drawn; nil without the corpus.
    @MainActor static func productsRuntime() async throws -> StratusRuntime? {
        guard let url = externalCorpusURL("nimbus/core/products.json") else { return nil }
        let json = try String(contentsOf: url, encoding: .utf8)
        let store = UILibrary("store").addComponent("button", StoreButton.self)
            .addOperation("formatPrice") { arguments in arguments.first ?? .null }
        let backend = HeadlessBackend(width: 120, height: 40)
        let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            // The products' pictures are on fakestoreapi.com: a benchmark never touches the network.
            .ui([store]).mode(.release).images(.off).makeRuntime(backend: backend)
        runtime.animationsFrozen = true
        for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
        runtime.renderFrame()
        return runtime
    }

    @MainActor static func productsFrame() async throws {
        guard let runtime = try await productsRuntime() else {
            print("bench terminal.products-frame-120x40: skipped (../shared/external-corpora absent)")
            return
        }
        let frame = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) { runtime.renderFullFrame() }
        let repaint = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) { runtime.renderFullFrame(repaintingEverything: true) }
        report(BenchmarkLine(name: "terminal.products-frame-120x40", value: frame, unit: "ms",
                             baselineName: "full-repaint", baselineValue: repaint))
        // What a screen reader is told: the tree of the frame's placed boxes (every frame in screen-reader mode).
        let tree = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) { _ = runtime.accessibilityTree }
        report(BenchmarkLine(name: "terminal.products-accessibility-tree-120x40", value: tree, unit: "ms",
                             baselineName: "products-frame", baselineValue: frame))
        productsInteraction(runtime, frame: frame)
    }

    /// A key press through to the frame it causes, on the products screen: Down (focus moves to the next row of the
    /// list, which is one Tab stop, and scrolls into view), and Enter on "Add to cart" (a setState that changes a
    /// global state, so the screen is resolved, laid out and painted again). Both against one frame with every
    /// layout cache dropped.
    @MainActor static func productsInteraction(_ runtime: StratusRuntime, frame: Double) {
        let tab = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) {
            runtime.handle(.key(KeyPress(.down)))
            runtime.renderFrame()
        }
        report(BenchmarkLine(name: "terminal.products-tab-to-frame-120x40", value: tab, unit: "ms",
                             baselineName: "products-frame", baselineValue: frame))
        guard focusFirstAddToCart(runtime) else {
            print("bench terminal.products-enter-setstate-to-frame-120x40: skipped (Down never reached add-to-cart:1)")
            return
        }
        let enter = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) {
            runtime.handle(.key(KeyPress(.enter)))
            runtime.renderFrame()
        }
        report(BenchmarkLine(name: "terminal.products-enter-setstate-to-frame-120x40", value: enter, unit: "ms",
                             baselineName: "products-frame", baselineValue: frame))
    }

    /// Presses Up, then Down, each through to its frame, until the first "Add to cart" has focus (at most 200
    /// presses each: the product list is one Tab stop and the arrows move inside it, and the Down row leaves focus
    /// further down the list than that button); false when it never does.
    @MainActor static func focusFirstAddToCart(_ runtime: StratusRuntime) -> Bool {
        for key in [KeyPress(.up), KeyPress(.down)] {
            for _ in 0..<200 where runtime.focusedID != "add-to-cart:1" {
                runtime.handle(.key(key))
                runtime.renderFrame()
            }
        }
        return runtime.focusedID == "add-to-cart:1"
    }

    @MainActor static func lazyScroll() {
        func measure(rows: Int) -> Double {
            let host = ViewHost(LazyStack(count: rows) { index in Text("Row \(index) of \(rows)") }, width: 120, height: 40)
            var direction = 1
            var position = 0
            return Stopwatch.medianMilliseconds(runs: 101, warmup: 5) {
                // Down one row, bouncing at 50 so both lists scroll the same way.
                if position >= 50 { direction = -1 } else if position <= 0 { direction = 1 }
                position += direction
                host.scroll(by: direction)
            }
        }
        let large = measure(rows: 100_000)
        let small = measure(rows: 100)
        report(BenchmarkLine(name: "terminal.lazy-scroll-100000", value: large, unit: "ms",
                             baselineName: "lazy-scroll-100", baselineValue: small))
        report(BenchmarkLine(name: "terminal.lazy-scroll-1000000", value: measure(rows: 1_000_000), unit: "ms",
                             baselineName: "lazy-scroll-100", baselineValue: small))
    }

    @MainActor static func ncursesBytes() throws {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { return }
        defer { fclose(output); fclose(input) }
        let backend = try NcursesBackend(terminalName: "xterm-256color", output: output, input: input,
                                         environment: ["TERM": "xterm-256color"], installSignalHandlers: false)
        defer { backend.shutdown() }
        func written(_ body: () -> Void) -> Int {
            fflush(output)
            let before = ftell(output)
            body()
            fflush(output)
            return ftell(output) - before
        }
        var frame = CellBuffer(width: 80, height: 24)
        for row in 0..<24 { frame.write("Row \(row): the quick brown fox jumps over the lazy dog", x: 0, y: row, style: .plain) }
        let first = written { backend.present(FrameDiff.changes(from: nil, to: frame), frame: frame, cursor: nil) }
        let unchanged = written { backend.present(FrameDiff.changes(from: frame, to: frame), frame: frame, cursor: nil) }
        // The same cells handed to ncurses again: its own diff must also write nothing.
        let rewritten = written { backend.present(FrameDiff.changes(from: nil, to: frame), frame: frame, cursor: nil) }
        var next = frame
        next.write("X", x: 40, y: 12, style: .plain)
        let oneCell = written { backend.present(FrameDiff.changes(from: frame, to: next), frame: next, cursor: nil) }
        var colored = next
        colored.write("Y", x: 10, y: 3, style: Style(foreground: Color.cyan))
        let coloredCell = written { backend.present(FrameDiff.changes(from: next, to: colored), frame: colored, cursor: nil) }
        report(BenchmarkLine(name: "terminal.ncurses-bytes-unchanged-frame", value: Double(unchanged), unit: "bytes",
                             baselineName: "first-frame-80x24", baselineValue: Double(first)))
        report(BenchmarkLine(name: "terminal.ncurses-bytes-same-cells-rewritten", value: Double(rewritten), unit: "bytes"))
        report(BenchmarkLine(name: "terminal.ncurses-bytes-one-cell-change", value: Double(oneCell), unit: "bytes",
                             baselineName: "first-frame-80x24", baselineValue: Double(first)))
        report(BenchmarkLine(name: "terminal.ncurses-bytes-one-colored-cell-change", value: Double(coloredCell), unit: "bytes"))
    }
}
