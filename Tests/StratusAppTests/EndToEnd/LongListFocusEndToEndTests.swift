import Foundation
import Testing

/// A long list is one focus stop, in a real terminal (tmux): Tab enters the catalogue's list of 1,000 products and
/// the next Tab leaves it, wherever focus is in it; the arrows move between its rows (Docs/Keys.md).
@Suite("a long list is one focus stop (tmux)", .serialized)
struct LongListFocusEndToEndTests {
    /// The catalogue's products, in order, from its data.
    static func productNames() throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.screen("catalogue-items.json")))
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return items.compactMap { $0["name"] as? String }
    }

    @Test func tabEntersAndLeavesTheCatalogueAndTheArrowsMoveInsideIt() async throws {
        let names = try Self.productNames()
        #expect(names.count == 1_000)
        guard let session = try await TmuxSession.running("catalogue.json", width: 80, height: 14,
                                                          waitingFor: "Amber Lamp 1") else { return }
        // Focus starts in the search field: Tab enters the list at its first row, Down moves to the third.
        try await session.send("Tab")
        try await session.send("Down")
        try await session.send("Down")
        try await session.send("Enter")
        try await session.expectShown("Selected: \(names[2])", "Down twice from the first row should reach the third")
        // Tab leaves the list from its third row: round the end to the search field (Back, with nothing to go back
        // to, takes no focus), which types.
        try await session.send("Tab")
        try await session.type("jade")
        let typed = try await session.waitFor("Search: jade")
        #expect(typed.found, "Tab from a row should leave the list and reach the search field:\n\(typed.screen)")
        #expect(!typed.screen.contains("1000 of 1000 products"), "the search did not filter:\n\(typed.screen)")
        // Shift+Tab goes back into the list, at a row on screen; Enter selects it.
        try await session.send("BTab")
        try await session.send("Enter")
        let selected = try await session.waitFor("Selected: Jade")
        #expect(selected.found, "Shift+Tab should come back into the list at a row shown:\n\(selected.screen)")
        try await session.quitSayingYes()
    }
}
