import Foundation
import Testing
import StratusTerminal

/// Broken screens and network faults as the user sees them, in the headless terminal: a sanitized rendering or
/// an error box offering retry; the app keeps answering keys.
@MainActor
struct RenderedBrokenScreenTests {
    func session(json: String, width: Int = 80, height: Int = 24) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/nonexistent")) { Navigator(json: json) }
            .httpClient(RefusingClient())
            .headless(width: width, height: height)
    }

    /// No cell holds a C0 or C1 control character, DEL or ESC: nothing a screen sends can drive the terminal.
    func expectSanitized(_ session: HeadlessSession, sourceLocation: SourceLocation = #_sourceLocation) {
        for cell in session.cells.cells {
            let controls = cell.text.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "cell \(cell.text.debugDescription) holds control characters",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: BrokenScreens.hostileTexts)
    func controlCharactersInTextsAreNeverSentToTheTerminal(_ text: String) async throws {
        let screen: JSONValue = ["_:component": "layout:column", "children": [
            ["_:component": "layout:text", "properties": ["text": .string(text)]],
            ["_:component": "layout:text", "properties": ["text": "still here"]],
        ]]
        let session = try await session(json: screen.description)
        expectSanitized(session)
        #expect(session.text.contains("still here"))
    }

    @Test func truncatedScreensShowAnErrorWithRetry() async throws {
        let truncations = BrokenScreens.truncations
        for prefix in stride(from: 0, to: truncations.count, by: 37).map({ truncations[$0] }) {
            let session = try await session(json: prefix, width: 100, height: 30)
            #expect(session.text.contains("retry"), "no retry offered for a truncation at \(prefix.utf8.count)")
            expectSanitized(session)
        }
    }

    @Test func wrongTypesEverywhereRenderOrExplain() async throws {
        let screens = BrokenScreens.wrongTypes
        for screen in stride(from: 0, to: screens.count, by: 5).map({ screens[$0] }) {
            let session = try await session(json: screen.description)
            try await session.press("tab")
            try await session.press("enter")
            expectSanitized(session)
        }
    }

    @Test func unknownEverythingRendersAndKeepsAnsweringKeys() async throws {
        let session = try await session(json: BrokenScreens.unknownEverything)
        try await session.press("tab", "enter", "tab", "enter")
        expectSanitized(session)
        #expect(!session.didQuit)
    }

    @Test func tenThousandDeepNestingRendersOrExplains() async throws {
        let session = try await session(json: BrokenScreens.nestedText(depth: 10_000))
        expectSanitized(session)
        #expect(!session.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func tenThousandSiblingsRenderTheFirstLines() async throws {
        // 100,000 siblings are built by the engine test; rendering them in a debug build takes minutes (the
        // column lays out every child), too slow for `make test` on a shared machine.
        let session = try await session(json: BrokenScreens.siblings(10_000).description, width: 40, height: 10)
        #expect(session.text.contains("1"))
        try await session.press("pagedown")
        expectSanitized(session)
    }

    @Test func serverErrorShowsAnErrorBoxAndRetryRecovers() async throws {
        try await FaultServer.run { base in
            let key = UUID().uuidString
            let session = try await Stratus(baseURL: try #require(URL(string: base))) { Navigator(url: "/flaky/\(key)") }
                .headless(width: 100, height: 30)
            await session.settle()
            #expect(session.text.contains("Error"))
            #expect(session.text.contains("503"))
            #expect(session.text.contains("retry"))
            FlakyRoute.shared.heal(key)
            try await session.press("r")
            await session.engine.waitUntilIdle()
            await session.settle()
            #expect(session.engine.navigator.currentScreen?.root?.node(withID: "recovered") != nil)
            #expect(!session.text.contains("Error"))
        }
    }
}
