import Foundation
import Testing

/// In full-screen mode the terminal's cursor waits on the focused control (hidden unless a caret shows), so that
/// braille displays and screen magnifiers, which follow the cursor, follow focus (Docs/Accessibility.md).
@Suite("the cursor follows focus (tmux)", .serialized)
struct FocusCursorEndToEndTests {
    /// The frame `[column, row, width, height]` of the element focused after `keys`, as `stratus render` finds
    /// it in the accessibility tree at the same size.
    func focusedFrame(_ screen: String, keys: [String], binary: String) async throws -> [Int]? {
        let keys = keys.joined(separator: " ")
        let result = try await Subprocess.run(binary, ["render", PackageRoot.screen(screen), "--size", "100x30", "--keys", keys,
                                                 "--format", "accessibility-json"])
        let tree = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        func focused(in elements: [[String: Any]]) -> [Int]? {
            for element in elements {
                if element["focused"] as? Bool == true { return element["frame"] as? [Int] }
                if let found = focused(in: element["children"] as? [[String: Any]] ?? []) { return found }
            }
            return nil
        }
        return focused(in: tree?["elements"] as? [[String: Any]] ?? [])
    }

    @Test(arguments: [("index.json", "Stratus gallery"), ("form.json", "[ Sign up ]")])
    func afterEveryTabTheCursorIsInsideTheFocusedControl(screen: String, shows: String) async throws {
        let (binary, _) = try TerminalEndToEndTests.requirements()
        guard let session = try await TmuxSession.running(screen, waitingFor: shows) else { return }
        // Forward, then back: going back, the last cell a frame writes is in the control that lost focus, so
        // only a cursor moved on purpose is inside the one that has it.
        let steps = [nil] + Array(repeating: "tab", count: 6) + Array(repeating: "shift+tab", count: 4)
        var pressed: [String] = []
        for step in steps {
            if let step {
                try await session.send(step == "tab" ? "Tab" : "BTab")
                pressed.append(step)
            }
            let frame = try #require(try await focusedFrame(screen, keys: pressed, binary: binary), "nothing focused after \(pressed)")
            var cursor: [Int] = []
            // Waited for as a condition (the frame after the key is drawn when it is), never for a time.
            let inside = try await session.waitUntil(timeout: .seconds(10)) {
                cursor = try await session.value(of: "#{cursor_x},#{cursor_y}").split(separator: ",").compactMap { Int($0) }
                return cursor.count == 2 && (frame[0] ..< frame[0] + frame[2]).contains(cursor[0])
                    && (frame[1] ..< frame[1] + frame[3]).contains(cursor[1])
            }
            #expect(inside, "\(screen) after \(pressed): the cursor is at \(cursor), the focused control at \(frame)")
        }
        try await session.send("C-c")
        _ = try await session.waitFor("EXIT=")
    }
}
