import Foundation
import StratusAdaptiveCards
import StratusBench
import StratusCodable
import StratusTerminal

/// The Adaptive Cards rows (Docs/AdaptiveCards.md, "Figures"):
///
/// - `cards.scenario-first-frame-80x24`: the v1.5 scenario card InputForm from its text to its first 80x24 frame (the
///   card read, written as the engine's screen by `CardScreen`, built by a fresh headless runtime and drawn), median
///   of 21 runs; beside the same screen given to the engine as a Nimbus screen's text (the goal: within 1.25x).
/// - `cards.keystroke-to-frame-80x24`: a character typed into that card's first input through to its frame.
/// - `cards.template-1000-items-first-frame-80x24`: a template repeating a ColumnSet over 1,000 items, expanded with
///   its data and shown (expanded, written, built, drawn), median of 5 runs.
enum CardBenchmarks {
    @MainActor static func run() async throws {
        guard let url = externalCorpusURL("adaptivecards/v1.5/Scenarios/InputForm.json") else {
            print("bench cards: skipped (../shared/external-corpora/adaptivecards absent)")
            return
        }
        let card = try String(contentsOf: url, encoding: .utf8)
        try await scenarioFirstFrame(card)
        try await keystrokeToFrame(card)
        try await templateFirstFrame(items: 1_000)
    }

    /// A fresh headless runtime of `width`x`height` showing the Nimbus screen `json`, its first frame drawn.
    @MainActor static func firstFrame(of json: String, width: Int = 80, height: Int = 24) async -> StratusRuntime {
        let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui([CardActivities().library]).mode(.release).images(.off)
            .makeRuntime(backend: HeadlessBackend(width: width, height: height))
        runtime.animationsFrozen = true
        for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
        runtime.renderFrame()
        return runtime
    }

    /// The screen a card's text makes, as the engine's text.
    static func screen(ofCard text: String) throws -> String {
        CardScreen(card: try JSONValue(parsing: text, options: Template.parsingOptions)).value.description
    }

    @MainActor static func scenarioFirstFrame(_ card: String) async throws {
        let nimbus = try screen(ofCard: card)
        let cardMedian = try await Stopwatch.medianMillisecondsAwaiting(runs: 21, warmup: 3) {
            _ = await firstFrame(of: try screen(ofCard: card))
        }
        let nimbusMedian = await Stopwatch.medianMillisecondsAwaiting(runs: 21, warmup: 3) {
            _ = await firstFrame(of: nimbus)
        }
        report(BenchmarkLine(name: "cards.scenario-first-frame-80x24", value: cardMedian, unit: "ms",
                             baselineName: "nimbus-same-screen", baselineValue: nimbusMedian))
    }

    @MainActor static func keystrokeToFrame(_ card: String) async throws {
        let runtime = await firstFrame(of: try screen(ofCard: card))
        // The focus starts on the card's first control, its name input.
        let key = Stopwatch.medianMilliseconds(runs: 51, warmup: 5) {
            runtime.handle(.key(.character("a")))
            runtime.renderFrame()
        }
        report(BenchmarkLine(name: "cards.keystroke-to-frame-80x24", value: key, unit: "ms"))
    }

    /// A template repeating a ColumnSet (a name, a formatted price) over `items` items, and its data.
    static func template(items count: Int) -> (template: JSONValue, data: JSONValue) {
        let template: JSONValue = ["type": "AdaptiveCard", "version": "1.5", "body": [
            ["type": "TextBlock", "text": "Orders", "size": "large"],
            ["type": "Container", "items": [[
                "$data": "${items}", "type": "ColumnSet", "columns": [
                    ["type": "Column", "items": [["type": "TextBlock", "text": "${name}"]]],
                    ["type": "Column", "width": "auto", "items": [
                        ["type": "TextBlock", "text": "${formatNumber(price, 2)} EUR"],
                    ]],
                ],
            ]]],
        ]]
        let items = (0..<count).map { index -> JSONValue in
            ["name": .string("Item \(index)"), "price": .double(Double(index % 997) + 0.5)]
        }
        return (template, ["items": .array(items)])
    }

    @MainActor static func templateFirstFrame(items count: Int) async throws {
        let (template, data) = template(items: count)
        let median = try await Stopwatch.medianMillisecondsAwaiting(runs: 5, warmup: 1) {
            let card = try Template(template).expand(data: data).card
            _ = await firstFrame(of: CardScreen(card: card).value.description)
        }
        report(BenchmarkLine(name: "cards.template-1000-items-first-frame-80x24", value: median, unit: "ms"))
    }
}
