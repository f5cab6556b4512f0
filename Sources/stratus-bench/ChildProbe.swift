import Foundation
import StratusCodable
import StratusCore
import StratusSamples
import StratusTerminal
import StratusBench

/// Work that `make bench` runs in a child process of its own, so that one measure cannot disturb another:
/// peak memory (read from `/proc/self/status` after the work) and instruction counts (under callgrind).
///
/// The parent starts `stratus-bench --probe <name>`; the child prints one number on stdout.
enum ChildProbe: String, CaseIterable {
    /// Nothing: the memory of the bench process itself.
    case idle
    /// Reads and parses products.json, builds its live tree.
    case loadProducts = "load-products"
    /// The same with Foundation's JSONSerialization instead of our parser (the baseline of the parse).
    case loadProductsFoundation = "load-products-foundation"
    /// Loads products.json in a headless 120x40 app and renders the first frame.
    case renderProducts = "render-products"
    /// Under callgrind: parses products.json once.
    case countParse = "count-parse"
    /// Under callgrind: builds the products.json tree once.
    case countBuild = "count-build"
    /// Under callgrind: one "add to cart" press on products.json, press to updated tree.
    case countUpdate = "count-update"
    /// Under callgrind: the generated 10,000-component screen decoded from bytes with `StratusDecoder`.
    case countDecode = "count-decode"
    /// The same with Foundation's `JSONDecoder` (the baseline of the decode).
    case countDecodeFoundation = "count-decode-foundation"
    /// Under callgrind: 10 frames of products.json at 120x40 with every layout cache dropped.
    case countProductsFrame = "count-products-frame"
    /// Under callgrind: 10 full repaints of products.json at 120x40 (every layout cache dropped, every cell handed
    /// to the backend), the baseline of `terminal.products-frame-120x40`.
    case countProductsRepaint = "count-products-repaint"
    /// Under callgrind: 10 focus moves to the next row of products.json's list, each through to its frame (Down: the
    /// list is one Tab stop; the probe keeps its name from when Tab stepped through the rows).
    case countProductsTab = "count-products-tab"
    /// Under callgrind: 10 Enter presses on products.json's first "Add to cart" (a setState), each through to its
    /// frame.
    case countProductsEnter = "count-products-enter"
    /// Under callgrind: one frame of a layout:text holding a 100,000-character word, repainting everything.
    case countWordFrame = "count-word-frame"
    /// Under callgrind: 10 one-row scrolls of a 100,000-row lazy list at 120x40, as `terminal.lazy-scroll-100000`
    /// scrolls it (layout of the visible rows, paint, diff).
    case countLazyScroll = "count-lazy-scroll"
    /// Under callgrind: 10 keys typed into the 1,000-item catalogue's search (a letter, then erasing it), each
    /// through to its frame.
    case countCatalogueKey = "count-catalogue-key"
    /// Under callgrind: 10 keys typed into a text field above a plain column of 10,000 texts (a letter, then erasing
    /// it), each through to its 80x24 frame, as `scale.key-above-column-10000` types them.
    case countKeyAboveColumn = "count-key-above-column"
    /// The same above 300 texts, the baseline.
    case countKeyAboveColumn300 = "count-key-above-column-300"
    /// Not counted: 200 keys typed into the catalogue's search as `scale.catalogue-search-key-to-frame` types them,
    /// printing the milliseconds per key of each 20, to see whether a key costs more as keys go by.
    case timeCatalogueKeys = "time-catalogue-keys"

    /// Runs the probe named by the command line when there is one; returns false when this is not a child run.
    @MainActor static func runIfRequested() async throws -> Bool {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--probe"), flag + 1 < arguments.count else { return false }
        guard let probe = ChildProbe(rawValue: arguments[flag + 1]) else {
            FileHandle.standardError.write(Data("unknown probe \(arguments[flag + 1])\n".utf8))
            exit(2)
        }
        try await probe.run()
        return true
    }

    /// Does the work, then prints the peak resident memory in KiB (the instruction counts come from callgrind).
    @MainActor func run() async throws {
        let data = try Data(contentsOf: try Self.productsURL())
        switch self {
        case .countProductsFrame:
            guard let runtime = try await TerminalBenchmarks.productsRuntime() else { exit(3) }
            countedRegion { for _ in 0..<10 { runtime.renderFullFrame() } }
        case .countProductsTab:
            guard let runtime = try await TerminalBenchmarks.productsRuntime() else { exit(3) }
            countedRegion {
                for _ in 0..<10 {
                    runtime.handle(.key(KeyPress(.down)))
                    runtime.renderFrame()
                }
            }
        case .countProductsRepaint:
            guard let runtime = try await TerminalBenchmarks.productsRuntime() else { exit(3) }
            countedRegion { for _ in 0..<10 { runtime.renderFullFrame(repaintingEverything: true) } }
        case .countProductsEnter:
            guard let runtime = try await TerminalBenchmarks.productsRuntime(),
                  TerminalBenchmarks.focusFirstAddToCart(runtime) else { exit(3) }
            countedRegion {
                for _ in 0..<10 {
                    runtime.handle(.key(KeyPress(.enter)))
                    runtime.renderFrame()
                }
            }
        case .countWordFrame:
            let runtime = await ScaleBenchmarks.longWordRuntime(length: 100_000)
            countedRegion { runtime.renderFullFrame(repaintingEverything: true) }
        case .countLazyScroll:
            let host = ViewHost(LazyStack(count: 100_000) { index in Text("Row \(index) of 100000") }, width: 120, height: 40)
            for _ in 0..<5 { host.scroll(by: 1) }
            countedRegion {
                for step in 0..<10 { host.scroll(by: step < 5 ? 1 : -1) }
            }
        case .timeCatalogueKeys:
            let runtime: StratusRuntime
            if CommandLine.arguments.contains("--runtime") {
                runtime = try await Self.catalogueRuntime()
            } else {
                guard let session = try await LazyListBenchmarks.catalogueSession() else { exit(3) }
                runtime = session.runtime
            }
            guard runtime.focusedID == "search" else { exit(4) }
            // CPU time of this thread, not wall-clock: on a loaded machine the wall clock counts other processes.
            func cpuNanoseconds() -> Double {
                var time = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
                return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
            }
            for block in 0..<10 {
                let start = DispatchTime.now().uptimeNanoseconds
                let cpuStart = cpuNanoseconds()
                for index in 0..<20 {
                    runtime.handle(.key(index % 2 == 1 ? KeyPress(.backspace) : KeyPress(.character("j"))))
                    runtime.renderFrame()
                }
                let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 20_000_000
                print("keys \(block * 20)-\(block * 20 + 19): \(wall) ms per key, \((cpuNanoseconds() - cpuStart) / 20_000_000) ms CPU")
            }
        case .countCatalogueKey:
            let runtime = try await Self.catalogueRuntime()
            guard runtime.focusedID == "search" else { exit(4) }
            countedRegion {
                for index in 0..<10 {
                    runtime.handle(.key(index % 2 == 1 ? KeyPress(.backspace) : KeyPress(.character("j"))))
                    runtime.renderFrame()
                }
            }
        case .countKeyAboveColumn, .countKeyAboveColumn300:
            let runtime = try await Self.loadedRuntime(
                ScaleBenchmarks.fieldAboveColumn(texts: self == .countKeyAboveColumn ? 10_000 : 300), width: 80, height: 24)
            for _ in 0..<10 where runtime.focusedID != "field" {
                runtime.handle(.key(KeyPress(.tab)))
                runtime.renderFrame()
            }
            guard runtime.focusedID == "field" else { exit(4) }
            countedRegion {
                for index in 0..<10 {
                    runtime.handle(.key(index % 2 == 1 ? KeyPress(.backspace) : KeyPress(.character("j"))))
                    runtime.renderFrame()
                }
            }
        case .idle:
            break
        case .loadProducts:
            let engine = ServerDrivenEngine(baseURLString: "", libraries: CoreBenchmarks.libraries())
            _ = try engine.buildTree(json: try JSONValue(parsing: data))
        case .loadProductsFoundation:
            _ = try JSONSerialization.jsonObject(with: data)
        case .renderProducts:
            // The frame the terminal rows draw: the built-in components with the store's button and `formatPrice`.
            // (Until 2026-11-30 this probe registered the engine benchmarks' stand-ins over the layout components,
            // drew a screen saying that `layout:screen` is no terminal component, and took any text as a frame.)
            guard let runtime = try await TerminalBenchmarks.productsRuntime(),
                  runtime.accessibilityTree.outline.contains("Add to cart") else { exit(3) }
        case .countParse:
            Self.countedParse(data)
        case .countBuild:
            let value = try JSONValue(parsing: data)
            let engine = ServerDrivenEngine(baseURLString: "", libraries: CoreBenchmarks.libraries())
            Self.countedBuild(engine, value)
        case .countUpdate:
            let engine = ServerDrivenEngine(baseURLString: "", libraries: CoreBenchmarks.libraries())
            let root = try engine.buildTree(json: try JSONValue(parsing: data))
            guard let press = root.node(withID: "add-to-cart:1")?.event(at: "onPress") else { exit(3) }
            Self.countedPress(press)
        case .countDecode:
            let screen = BenchmarkPayload.screen(componentCount: 10_000)
            countedRegion { _ = try? StratusDecoder().decode(BenchmarkScreen.self, from: screen) }
        case .countDecodeFoundation:
            let screen = BenchmarkPayload.screen(componentCount: 10_000)
            countedRegion { _ = try? JSONDecoder().decode(BenchmarkScreen.self, from: screen) }
        }
        print(Self.peakResidentKiB())
    }

    // The counted regions: callgrind collects only inside `stratusBenchCountedRegion`, so start-up and
    // set-up cost nothing in the count.

    @MainActor @inline(never) static func countedParse(_ data: Data) {
        countedRegion { _ = try? JSONValue(parsing: data) }
    }

    @MainActor @inline(never) static func countedBuild(_ engine: ServerDrivenEngine, _ value: JSONValue) {
        countedRegion { _ = try? engine.buildTree(json: value) }
    }

    @MainActor @inline(never) static func countedPress(_ press: ServerDrivenEvent) {
        countedRegion { press.run() }
    }

    /// The catalogue in a runtime of its own, loaded, with focus on its search field. A plain runtime rather than a
    /// headless session, whose waits valgrind does not survive.
    @MainActor static func catalogueRuntime() async throws -> StratusRuntime {
        guard let json = try LazyListBenchmarks.catalogueScreen() else { exit(3) }
        let runtime = try await loadedRuntime(json, width: 100, height: 30)
        // Focus starts on the first control of the screen; Tab brings it to the search field wherever that is.
        for _ in 0..<10 where runtime.focusedID != "search" {
            runtime.handle(.key(KeyPress(.tab)))
            runtime.renderFrame()
        }
        return runtime
    }

    /// `json` loaded in a runtime of its own, with a `width`x`height` headless backend, and its first frame drawn.
    @MainActor static func loadedRuntime(_ json: String, width: Int, height: Int) async throws -> StratusRuntime {
        let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui(SamplesLibrary.all).mode(.release).makeRuntime(backend: HeadlessBackend(width: width, height: height))
        runtime.animationsFrozen = true
        for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
        runtime.renderFrame()
        return runtime
    }

    /// The path of products.json, or an error saying that the corpus is absent.
    static func productsURL() throws -> URL {
        guard let url = externalCorpusURL("nimbus/core/products.json") else {
            throw ProbeError(description: "../shared/external-corpora/nimbus/core/products.json is absent")
        }
        return url
    }

    /// `VmHWM` (peak resident set) from /proc/self/status, in KiB; -1 where the file does not exist.
    static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        return ProbeOutput.peakResidentKiB(inStatus: status) ?? -1
    }
}

/// Runs `body` inside the region callgrind counts: `--toggle-collect=*BenchCountedRegion*` matches this
/// function's mangled names (Swift's mangling abbreviates the `stratus` prefix, and the optimizer specializes the
/// function once per caller) and no other, so collection is on exactly while it runs.
@MainActor @inline(never) func stratusBenchCountedRegion(_ body: () -> Void) {
    body()
}

/// Calls `body` inside the counted region.
@MainActor func countedRegion(_ body: () -> Void) {
    stratusBenchCountedRegion(body)
}

/// A probe that cannot run.
struct ProbeError: Error, CustomStringConvertible {
    var description: String
}
