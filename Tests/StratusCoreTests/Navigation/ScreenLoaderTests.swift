import Foundation
import Testing
@testable import StratusCore

/// A loader holding a screen in memory describes it at once (``ScreenLoading/describedScreenAtOnce(at:for:ids:)``):
/// the navigator shows it where it opens it, with no task; a screen it does not hold is loaded as before.
@MainActor
struct ScreenLoaderTests {
    /// Holds `/held` in memory; gives every other screen as JSON.
    final class Loader: ScreenLoading {
        static func screen(saying text: String) -> JSONValue {
            ["_:component": "layout:text", "id": "title", "properties": ["text": .string(text)]]
        }

        func screen(at url: URL, for request: ViewRequest) async throws -> JSONValue? {
            Self.screen(saying: "loaded " + url.path)
        }

        func describedScreenAtOnce(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) -> NodeDescription? {
            guard url.path == "/held" else { return nil }
            return try? NodeBuilder(ids: ids).build(Self.screen(saying: "held in memory"))
        }
    }

    let engine: ServerDrivenEngine = {
        let engine = makeEngine()
        engine.screenLoader = Loader()
        return engine
    }()

    @Test func aScreenHeldInMemoryIsShownWhereItIsOpened() throws {
        engine.navigator.open(url: "/held")
        // No await: the screen is there, and nothing is left to run.
        let title = try #require(engine.navigator.currentScreen?.root).find("title")
        #expect(title.properties["text"] == "held in memory")
        #expect(!engine.hasPendingWork)
    }

    @Test func aScreenNotHeldIsLoadedAsBefore() async throws {
        engine.navigator.open(url: "/elsewhere")
        #expect(engine.navigator.currentScreen?.root == nil)
        #expect(engine.hasPendingWork)
        await engine.waitUntilIdle()
        let title = try #require(engine.navigator.currentScreen?.root).find("title")
        #expect(title.properties["text"] == "loaded /elsewhere")
    }
}
