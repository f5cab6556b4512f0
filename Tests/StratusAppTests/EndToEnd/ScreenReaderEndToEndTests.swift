import Foundation
import Testing

/// `stratus run --screen-reader` in tmux: screens written as plain lines, then one line a change
/// (Docs/Accessibility.md, "The screen-reader mode"). Every step sends its keys and then F4 (list the keys),
/// whose list ends with "End of keys.": the lines between are what the keys made the app say, waited for as text,
/// never for a time.
@Suite("the screen-reader mode (tmux)", .serialized)
struct ScreenReaderEndToEndTests {
    /// A running app in screen-reader mode.
    final class Reader {
        let session: TmuxSession
        let screen: String
        /// The keys pressed so far, in `stratus render --keys` notation.
        var pressed: [String] = []

        /// Runs `screen` with `--screen-reader`, or, `byEnvironment`, with `STRATUS_SCREEN_READER=1`.
        init?(_ screen: String, waitingFor title: String, byEnvironment: Bool = false) async throws {
            guard let session = try await TmuxSession.running(screen, options: byEnvironment ? "" : "--screen-reader",
                                                              environment: byEnvironment ? "STRATUS_SCREEN_READER=1" : "",
                                                              waitingFor: "Screen: " + title) else {
                return nil
            }
            self.session = session
            self.screen = screen
            _ = try await said(after: [])
        }

        /// What the app wrote since it started: the lines from its first "Screen:" on, blank ones at the end dropped.
        func transcript() throws -> [String] {
            let lines = try session.captureHistory().components(separatedBy: "\n")
            var result = Array(lines[(lines.firstIndex { $0.hasPrefix("Screen: ") } ?? 0)...])
            while result.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { result.removeLast() }
            return result
        }

        /// Sends `keys` (tmux key names, or text when `literal`), then F4, and returns the lines said for the keys.
        func said(after keys: [String], literal: Bool = false, renderKeys: [String]? = nil) async throws -> [String] {
            let before = try transcript().count
            for key in keys { if literal { try session.type(key) } else { try session.send(key) } }
            pressed += renderKeys ?? keys.map { $0 == "Tab" ? "tab" : $0 == "BTab" ? "shift+tab" : $0.lowercased() }
            try session.send("F4")
            let listed = try await session.waitUntil {
                let lines = try transcript()
                return lines.count > before && lines[before...].contains("End of keys.")
            }
            let lines = try transcript()
            try #require(listed, "no key list after \(keys):\n\(lines.suffix(20).joined(separator: "\n"))")
            let keysStart = try #require(lines.lastIndex(of: "Keys:"))
            return Array(lines[before ..< keysStart])
        }

        /// The name of the element focused after the keys pressed so far, as `stratus render` finds it in the
        /// accessibility tree at the same size.
        func focusedName() throws -> String? {
            let binary = try TerminalEndToEndTests.requirements().binary
            let result = try Subprocess.run(binary, ["render", PackageRoot.screen(screen), "--size", "100x30", "--keys",
                                                     pressed.joined(separator: " "), "--format", "accessibility-json"])
            let tree = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            func focused(in elements: [[String: Any]]) -> String? {
                for element in elements {
                    if element["focused"] as? Bool == true { return element["name"] as? String }
                    if let found = focused(in: element["children"] as? [[String: Any]] ?? []) { return found }
                }
                return nil
            }
            return focused(in: tree?["elements"] as? [[String: Any]] ?? [])
        }

        /// Presses Tab (or `key`) `count` times; each must say exactly one line, naming the role, the name of the
        /// control the accessibility tree has focused, and its place ("3 of 12").
        func tab(_ count: Int, key: String = "Tab") async throws {
            for _ in 0..<count {
                let lines = try await said(after: [key])
                let name = try focusedName() ?? "?"
                #expect(lines.count == 1, "one Tab said \(lines)")
                let line = lines.first ?? ""
                #expect(line.contains(name), "\(line) does not name \(name)")
                #expect(line.range(of: #"^(Button|Text field|Checkbox|Radio button|Switch|Link|Combo box|Tab|Item)?.*, \d+ of \d+$"#,
                                   options: .regularExpression) != nil, "\(line) has no role or place")
            }
        }

        /// Quits, then checks that nothing the app wrote had box-drawing, block or braille-pattern characters.
        func quitAndCheckCharacters() async throws {
            let lines = try transcript()
            try session.send("C-c")
            // Text typed and not sent makes the app ask first; the same key again leaves.
            _ = try await session.waitUntil {
                let lines = try transcript()
                return lines.contains { $0.hasPrefix("Lose what you typed?") || $0.contains("EXIT=") }
            }
            if try transcript().contains(where: { $0.hasPrefix("Lose what you typed?") }) { try session.send("C-c") }
            #expect(try await session.waitFor("EXIT=0").found, "the app did not quit")
            let forbidden = lines.joined().unicodeScalars.filter {
                (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value)
            }
            #expect(forbidden.isEmpty, "drawing characters said: \(String(String.UnicodeScalarView(forbidden)))")
        }
    }

    @Test func theToDoDemoAddsTicksAndFilters() async throws {
        guard let reader = try await Reader("todo.json", waitingFor: "To-do list") else { return }
        let opening = try reader.transcript()
        #expect(opening.contains("Text field, New, blank, 1 of 6") || opening.contains { $0.hasPrefix("Text field, New") })
        #expect(opening.contains { $0.hasPrefix("List") || $0.hasSuffix("items") })
        let added = try await reader.said(after: ["Feed the cat"], literal: true, renderKeys: ["'Feed the cat'"])
        #expect(added.isEmpty, "typing is not told back: \(added)")
        let submitted = try await reader.said(after: ["Enter"])
        #expect(submitted == ["4 items"])
        // Add, the three filters, then the first item's checkbox.
        try await reader.tab(5)
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Not checked"])
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        // Back to the filters: Done, then Active, chosen with Space; then All, chosen by its number.
        try await reader.tab(2, key: "BTab")
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["2 items", "Checked"])
        // `stratus render` has no numbers to choose by: the same move in keys it knows.
        #expect(try await reader.said(after: ["1"], renderKeys: ["shift+tab", "space"]) == ["4 items", "Radio button, All, checked, 1 of 3"])
        try await reader.tab(6)
        try await reader.quitAndCheckCharacters()
    }

    @Test func theFormTellsItsValidationErrors() async throws {
        guard let reader = try await Reader("form.json", waitingFor: "Sign-up form", byEnvironment: true) else { return }
        #expect(try reader.transcript().contains("Checkbox, I accept the terms, not checked, 4 of 5"))
        try await reader.tab(4)
        let refused = try await reader.said(after: ["Enter"])
        #expect(refused == ["Name is required.", "Enter an email address like you@example.com.",
                            "The password needs at least 8 characters.", "Please accept the terms."])
        try await reader.tab(1, key: "BTab")
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        try await reader.tab(3, key: "BTab")
        try await reader.quitAndCheckCharacters()
    }

    @Test func theCatalogueSearchTellsItsCount() async throws {
        guard let reader = try await Reader("catalogue.json", waitingFor: "Catalogue") else { return }
        // The products arrive after the screen: their count is told when they do.
        #expect(try await reader.session.waitUntil { try reader.transcript().contains("1000 of 1000 products") })
        let found = try await reader.said(after: ["chair"], literal: true, renderKeys: ["'chair'"])
        #expect(found.last == "60 of 1000 products", "\(found)")
        #expect(found.allSatisfy { $0.hasSuffix(" of 1000 products") }, "\(found)")
        try await reader.tab(2)
        // 3 could begin 30 to 39 of the 60 rows: focus goes to row 3 at once.
        #expect(try await reader.said(after: ["3"], renderKeys: ["tab"]).first?.hasSuffix("3 of 60") == true)
        try await reader.quitAndCheckCharacters()
    }
}
