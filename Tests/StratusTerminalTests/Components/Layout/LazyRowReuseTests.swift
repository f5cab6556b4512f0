import Testing
@testable import StratusTerminal

/// Rows that a search leaves out of a lazy list are parked by the core (`Node.isParked`) and keep their host boxes
/// here (Describe/NodeDescriber.swift): when the search is erased, a row whose item did not change comes back with
/// the description it had, and one whose item or states changed meanwhile is described again.
@MainActor
@Suite struct LazyRowReuseTests {
    /// A lazyColumn `lines` rows high (four by default) over the items (`Row N`, id N) that contain `filter`, each row a touchable
    /// (`item:N`) around a text (`label:N`) that shows the item's name and the state `suffix`, then the picked
    /// item and buttons: `threes` and `all` set the filter, `rename` renames item 1, `mark` sets the suffix.
    static func screen(_ count: Int, lines: Int = 4) -> String {
        let items = (0..<count).map { "{\"id\": \($0), \"name\": \"Row \($0)\"}" }.joined(separator: ",")
        let renamed = (0..<count).map { "{\"id\": \($0), \"name\": \"\($0 == 1 ? "Renamed" : "Row") \($0)\"}" }
            .joined(separator: ",")
        let matches = "itemsContaining(items, filter, 'name')"
        let row = node("layout:touchable", ##""onPress": \##(setState("picked", "\"@{item.id}\""))"##, id: "item",
                       node("layout:text", ##""text": "@{item.name}@{suffix}""##, id: "label"))
        let button = { (id: String, path: String, value: String) in
            node("layout:touchable", ##""onPress": \##(setState(path, value))"##, id: id, text("[\(id)]"))
        }
        return node("layout:column", state: ##""picked": -1, "filter": "", "suffix": "", "items": [\##(items)]"##,
                    node("layout:lazyColumn", ##""height": \##(lines * 16)"##,
                         node("forEach", ##""items": "@{\##(matches)}", "key": "id""##, row)),
                    text("picked @{picked}"),
                    node("layout:row", "", button("threes", "filter", "\"3\""), button("all", "filter", "\"\""),
                         button("rename", "items", "[\(renamed)]"), button("mark", "suffix", "\"!\"")))
    }

    /// The host box of node `id` in the current screen's description, built lazy-list rows included.
    func host(_ id: String, in session: HeadlessSession) -> BoxDescription? {
        guard let renderer = session.runtime.currentRenderer, let root = renderer.root else { return nil }
        var pending = [root]
        while let box = pending.popLast() {
            if box.nodeID == id { return box }
            pending.append(contentsOf: box.children)
            if case .lazy = box.content, let rows = renderer.frames.frame(of: box).lazyRows {
                pending.append(contentsOf: rows.built.values)
            }
        }
        return nil
    }

    /// Node `id`'s host box and its revision, which moves whenever the node (or one below it) is described
    /// again: equal while the node's description is reused.
    struct Described: Equatable {
        let host: ObjectIdentifier
        let revision: Int
    }

    func description(_ id: String, in session: HeadlessSession) throws -> Described {
        let box = try #require(host(id, in: session), "no host box for \(id)")
        return Described(host: ObjectIdentifier(box), revision: box.revision)
    }

    func rows(_ session: HeadlessSession) -> [String] {
        contentLines(session).prefix(4).map {
            $0.replacingOccurrences(of: "┃", with: "").replacingOccurrences(of: "│", with: "")
                .trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func aRowWhoseItemDidNotChangeComesBackReusedAndOneWhoseItemChangedIsRedrawn() async throws {
        let session = try await render(Self.screen(40), width: 40, height: 10)
        #expect(rows(session) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        let unchanged = try description("label:0", in: session)
        let changed = try description("label:1", in: session)
        try await session.click(id: "threes")
        #expect(rows(session) == ["Row 3", "Row 13", "Row 23", "Row 30"])
        // Item 1 is renamed while the search leaves its row out.
        try await session.click(id: "rename")
        #expect(rows(session) == ["Row 3", "Row 13", "Row 23", "Row 30"])
        try await session.click(id: "all")
        #expect(rows(session) == ["Row 0", "Renamed 1", "Row 2", "Row 3"])
        #expect(try description("label:0", in: session) == unchanged)
        #expect(try description("label:1", in: session) != changed)
    }

    @Test func aStateThatAParkedRowReadsChangesItWhenItComesBack() async throws {
        let session = try await render(Self.screen(40), width: 40, height: 10)
        let before = try description("label:0", in: session)
        try await session.click(id: "threes")
        try await session.click(id: "mark")
        #expect(rows(session) == ["Row 3!", "Row 13!", "Row 23!", "Row 30!"])
        try await session.click(id: "all")
        #expect(rows(session) == ["Row 0!", "Row 1!", "Row 2!", "Row 3!"])
        #expect(try description("label:0", in: session) != before)
    }

    @Test func focusSelectionAndScrollingWorkOnRowsThatCameBack() async throws {
        let session = try await render(Self.screen(40), width: 40, height: 10)
        try await session.click(id: "threes")
        try await session.click(id: "all")
        // Clicking a row that came back focuses it and picks its item; the arrows move focus to the next row.
        try await session.click(id: "item:2")
        #expect(session.focusedID == "item:2")
        #expect(contentLines(session).contains("picked 2"))
        try await session.press("down", "enter")
        #expect(session.focusedID == "item:3")
        #expect(contentLines(session).contains("picked 3"))
        // The wheel scrolls past the rows that came back and back to them.
        await session.scroll(x: 1, y: 1, steps: 3)
        #expect(rows(session).first != "Row 0")
        await session.scroll(x: 1, y: 1, steps: -3)
        #expect(rows(session) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        try await session.click(id: "item:1")
        #expect(contentLines(session).contains("picked 1"))
    }

    @Test func rowsThatCameBackAfterTheirHandlersWerePrunedStayInteractive() async throws {
        // Scrolling over more than a thousand rows while the search is set (twelve notches, 36 rows, a frame: less
        // than two screens, so every row passed is built) grows the handler table until it prunes the handlers of
        // the parked rows, which must then be described again when they come back.
        let session = try await render(Self.screen(10_000, lines: 20), width: 40, height: 26)
        let before = try description("item:1", in: session)
        try await session.click(id: "threes")
        for _ in 0..<36 { await session.scroll(x: 1, y: 1, steps: 12) }
        for _ in 0..<36 { await session.scroll(x: 1, y: 1, steps: -12) }
        try await session.click(id: "all")
        #expect(rows(session) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        // Described again (its handlers were pruned), not reused: the test went through the prune.
        #expect(try description("item:1", in: session) != before)
        try await session.click(id: "item:1")
        #expect(contentLines(session).contains("picked 1"))
        try await session.press("down", "enter")
        #expect(contentLines(session).contains("picked 2"))
    }
}
