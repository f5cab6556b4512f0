import Foundation
import StratusCore
import StratusBench

/// Benchmarks of StratusCore; each measure prints one line through `report(_:)`.
///
/// They reproduce Nimbus's own `PerformanceTest` (nimbus-core `performance/PerformanceTest.kt`): 20 "add to
/// cart" presses on products.json (budget 15 ms per update) and a filter change on to-do.json (budget 10 ms,
/// exactly 2 nodes updated). The custom components of those screens get stand-in factories here: the engine
/// only needs their names, and these measures stop at the updated tree.
enum CoreBenchmarks {
    /// A factory for components the benchmark never draws.
    private struct StandIn: ComponentFactory {
        func buildsChildrenLazily(given properties: JSONObject) -> Bool { false }
        let schema: ValueSchema? = nil
    }

    @MainActor static func run() async throws {
        guard let products = externalCorpusURL("nimbus/core/products.json"),
              let productsForEach = externalCorpusURL("nimbus/core/products-forEach.json"),
              let todo = externalCorpusURL("nimbus/core/to-do.json") else {
            print("bench core: skipped, ../shared/external-corpora/nimbus/core is absent")
            return
        }
        try benchmarkAddToCart(try JSONValue(parsing: Data(contentsOf: products)), name: "core-products")
        try benchmarkAddToCart(try JSONValue(parsing: Data(contentsOf: productsForEach)), name: "core-products-forEach")
        try benchmarkFilter(try JSONValue(parsing: Data(contentsOf: todo)))
    }

    /// Libraries with every component name of products.json and to-do.json, and their app operations.
    static func libraries() -> [UILibrary] {
        func library(_ namespace: String, _ names: [String]) -> UILibrary {
            names.reduce(UILibrary(namespace)) { $0.addComponent($1, factory: StandIn()) }
        }
        let operations = UILibrary("bench")
            .addOperation("formatPrice") { arguments in .string("US$ \(NimbusText.string(arguments.first ?? nil))") }
            .addOperation("formatDate") { arguments in .string(NimbusText.string(arguments.first ?? nil)) }
        return [
            library("layout", ["text", "row", "column", "stack", "positioned", "scrollView", "screen", "lifecycle",
                               "touchable", "remoteImage", "localImage"]),
            library("store", ["button"]),
            library("todoapp", ["icon", "textInput", "selectionGroup", "button", "toast"]),
            operations,
        ]
    }

    private struct BenchmarkFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// products.json (and its forEach form): mean time of 20 presses of `add-to-cart:N`, press to updated tree
    /// (the median over runs), and the time of the first build of the tree (the core's "1st render").
    @MainActor private static func benchmarkAddToCart(_ screen: JSONValue, name: String) throws {
        var means: [Double] = []
        var builds: [Double] = []
        var nodesUpdated = 0
        for _ in 0..<15 {
            let engine = ServerDrivenEngine(baseURLString: "", libraries: libraries())
            engine.onUpdate = { nodesUpdated = $0.updatedNodeCount }
            let buildStart = DispatchTime.now().uptimeNanoseconds
            let root = try engine.buildTree(json: screen)
            builds.append(Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1_000_000)
            var total = 0.0
            for index in 1...20 {
                // Finding the button is not part of the measure (as in the core's test).
                guard let press = root.node(withID: "add-to-cart:\(index)")?.event(at: "onPress") else {
                    throw BenchmarkFailure(description: "no add-to-cart:\(index) button")
                }
                let start = DispatchTime.now().uptimeNanoseconds
                press.run()
                total += Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                guard root.node(withID: "add-to-cart:\(index)") == nil,
                      root.node(withID: "in-cart:\(index)")?.properties["text"] == "In cart ✓" else {
                    throw BenchmarkFailure(description: "add-to-cart:\(index) did not update the tree")
                }
            }
            means.append(total / 20)
        }
        report(BenchmarkLine(name: "\(name)-add-to-cart-mean", value: ProbeOutput.median(means) ?? 0, unit: "ms",
                             baselineName: "nimbus-budget", baselineValue: 15))
        report(BenchmarkLine(name: "\(name)-add-to-cart-nodes-updated", value: Double(nodesUpdated), unit: "nodes"))
        report(BenchmarkLine(name: "\(name)-first-build", value: ProbeOutput.median(builds) ?? 0, unit: "ms"))
    }

    /// to-do.json: mean time of a status-filter change, and how many nodes the "All" -> "To do" change updated.
    @MainActor private static func benchmarkFilter(_ screen: JSONValue) throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: libraries())
        var lastReport = UpdateReport()
        engine.onUpdate = { lastReport = $0 }
        let root = try engine.buildTree(json: screen)
        guard let filter = root.node(withID: "status-filter")?.event(at: "onChange") else {
            throw BenchmarkFailure(description: "no status-filter")
        }
        filter.run(with: "To do")
        filter.run(with: "All")
        filter.run(with: "To do")
        let nodesUpdated = lastReport.updatedNodeCount
        var samples: [Double] = []
        for round in 0..<200 {
            let value: JSONValue = round.isMultiple(of: 2) ? "All" : "To do"
            let start = DispatchTime.now().uptimeNanoseconds
            filter.run(with: value)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        let mean = samples.reduce(0, +) / Double(samples.count)
        report(BenchmarkLine(name: "core-todo-filter-change-mean", value: mean, unit: "ms",
                             baselineName: "nimbus-budget", baselineValue: 10))
        report(BenchmarkLine(name: "core-todo-filter-nodes-updated", value: Double(nodesUpdated), unit: "nodes",
                             baselineName: "nimbus", baselineValue: 2))
    }
}
