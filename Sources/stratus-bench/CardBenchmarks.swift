import Foundation
import StratusAdaptiveCards
import StratusBench
import StratusCodable
import StratusCore
import StratusTerminal

/// The Adaptive Cards rows (Docs/AdaptiveCards.md, "Figures"):
///
/// - `cards.scenario-first-frame-80x24`: the v1.5 scenario card InputForm from its text to its first 80x24 frame (the
///   card read, written as the engine's screen by `CardScreen` and handed to the engine by a screen loader, as the
///   app's formats hand theirs, built by a fresh headless runtime and drawn), median of 21 runs; beside the same
///   screen written as a Nimbus screen's text, read and handed over by the same loader (the goal: within 1.25x).
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

    /// Makes the one screen of a benchmark when the engine asks for it, as the app's formats read a file.
    struct ScreenMaker: ScreenLoading {
        let make: @Sendable () throws -> JSONValue

        func screen(at url: URL, for request: ViewRequest) async throws -> JSONValue? { try make() }

        func describe(_ problem: ScreenProblem) -> String? { nil }
    }

    /// The screen of a card's text: read, and written by `CardScreen`.
    static func card(_ text: String) -> ScreenMaker {
        ScreenMaker { CardScreen(card: try JSONValue(parsing: text, options: Template.parsingOptions)).value }
    }

    /// A fresh headless runtime of `width`x`height` showing the screen `maker` makes, its first frame drawn.
    @MainActor static func firstFrame(of maker: ScreenMaker, width: Int = 80, height: Int = 24,
                                      backend: HeadlessBackend? = nil) async -> StratusRuntime {
        let runtime = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(url: "/screen.json") }
            .ui([CardActivities().library]).mode(.release).images(.off).screenLoader(maker)
            .makeRuntime(backend: backend ?? HeadlessBackend(width: width, height: height))
        runtime.animationsFrozen = true
        for _ in 0..<20 where runtime.isLoading { await runtime.engine.waitUntilIdle() }
        runtime.renderFrame()
        return runtime
    }

    @MainActor static func scenarioFirstFrame(_ card: String) async throws {
        let nimbus = CardScreen(card: try JSONValue(parsing: card, options: Template.parsingOptions)).value.description
        // Both ways must draw the card, or the rows compare nothing.
        for maker in [Self.card(card), ScreenMaker { try JSONValue(parsing: nimbus) }] {
            let backend = HeadlessBackend(width: 80, height: 24)
            _ = await firstFrame(of: maker, backend: backend)
            guard backend.frame.lines.joined().contains("Tell us about yourself") else {
                print("bench cards.scenario-first-frame-80x24: skipped (the card was not drawn)")
                return
            }
        }
        let cardMedian = await Stopwatch.medianMillisecondsAwaiting(runs: 21, warmup: 3) {
            _ = await firstFrame(of: Self.card(card))
        }
        let nimbusMedian = await Stopwatch.medianMillisecondsAwaiting(runs: 21, warmup: 3) {
            _ = await firstFrame(of: ScreenMaker { try JSONValue(parsing: nimbus) })
        }
        report(BenchmarkLine(name: "cards.scenario-first-frame-80x24", value: cardMedian, unit: "ms",
                             baselineName: "nimbus-same-screen", baselineValue: nimbusMedian))
    }

    @MainActor static func keystrokeToFrame(_ card: String) async throws {
        let runtime = await firstFrame(of: Self.card(card))
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
            let card = try Template(template).expand(data: data).card.description
            _ = await firstFrame(of: Self.card(card))
        }
        report(BenchmarkLine(name: "cards.template-1000-items-first-frame-80x24", value: median, unit: "ms"))
    }
}
