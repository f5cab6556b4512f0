import Foundation
import Testing

/// The help (F1) opened inside a text field, in a real terminal (tmux): each key is listed once, with what it does
/// there; keys the field takes first (the arrows, Home and End, the characters it types) are not listed again for
/// the screen (Docs/Keys.md, "Overlays").
@Suite("the help inside a field lists each key once (tmux)", .serialized)
struct FieldHelpEndToEndTests {
    /// The keys of the help's rows, each row's key column split at ` / `.
    static func listedKeys(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").compactMap { line -> [String]? in
            guard let open = line.range(of: "│ "), let close = line.range(of: "│", options: .backwards),
                  open.upperBound < close.lowerBound else { return nil }
            let inside = String(line[open.upperBound..<close.lowerBound])
            // A key row: the key column, two or more spaces, the words; headings and the last line have one part.
            let parts = inside.components(separatedBy: "  ").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            guard parts.count >= 2 else { return nil }
            return parts[0].trimmingCharacters(in: .whitespaces).components(separatedBy: " / ")
        }.flatMap { $0 }
    }

    @Test func theDateFieldsHelpListsEachKeyOnce() async throws {
        guard let session = try await TmuxSession.running("a2ui/inputs.json", width: 100, height: 40,
                                                          waitingFor: "A form bound to the data model") else { return }
        // Down the form to the date field (Delivery), which types.
        for _ in 1...9 { try await session.send("Tab") }
        try await session.send("F1")
        let help = try await session.waitFor("On the focused control:")
        #expect(help.found, "F1 did not open the help:\n\(help.screen)")
        let keys = Self.listedKeys(help.screen)
        #expect(keys.contains("Up") && keys.contains("Esc") && keys.contains("Ctrl+C") && keys.contains("F1"), "\(keys)")
        let repeated = Set(keys.filter { key in keys.filter { $0 == key }.count > 1 })
        #expect(repeated.isEmpty, "keys listed twice: \(repeated.sorted())\n\(help.screen)")
        #expect(!keys.contains("q") && !keys.contains("?"), "keys the field types are listed as the screen's:\n\(help.screen)")
        try await session.send("Escape")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(3))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }
}
