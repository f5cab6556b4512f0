import Foundation
import Testing

/// A running app in screen-reader mode (`stratus run --screen-reader`) in tmux, read line by line
/// (Docs/Accessibility.md, "The screen-reader mode"). Every step sends its keys and then F4 (list the keys),
/// whose list ends with "End of keys.": the lines between are what the keys made the app say, waited for as text,
/// never for a time.
final class ScreenReaderSession {
    let session: TmuxSession
    /// The repository's screen that runs, whose accessibility tree `stratus render` can compute; nil for an app
    /// that runs against a server.
    let screen: String?
    /// The keys pressed so far, in `stratus render --keys` notation.
    var pressed: [String] = []

    /// Runs `screen` with `--screen-reader`, or, `byEnvironment`, with `STRATUS_SCREEN_READER=1`, and
    /// `--typing-echo typingEcho` (nil: the default, each character); with echo off, typing says nothing but
    /// what it changes.
    init?(_ screen: String, waitingFor title: String, byEnvironment: Bool = false, typingEcho: String? = "off") async throws {
        let options = (byEnvironment ? "" : "--screen-reader") + (typingEcho.map { " --typing-echo \($0)" } ?? "")
        guard let session = try await TmuxSession.running(screen, options: options,
                                                          environment: byEnvironment ? "STRATUS_SCREEN_READER=1" : "",
                                                          waitingFor: "Screen: " + title) else {
            return nil
        }
        self.session = session
        self.screen = screen
        _ = try await said(after: [])
    }

    /// Reads the app already started in `session` (with `--screen-reader`), once it has said `Screen: title`.
    init?(session: TmuxSession, waitingFor title: String) async throws {
        self.session = session
        screen = nil
        let opened = try await session.waitFor("Screen: " + title)
        #expect(opened.found, "the app did not open:\n\(opened.screen)")
        guard opened.found else { return nil }
    }

    /// What the app wrote since it started: the lines from its first "Screen:" on, blank ones at the end dropped.
    func transcript() async throws -> [String] {
        let lines = try await session.captureHistory().components(separatedBy: "\n")
        var result = Array(lines[(lines.firstIndex { $0.hasPrefix("Screen: ") } ?? 0)...])
        while result.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { result.removeLast() }
        return result
    }

    /// Sends `keys` (tmux key names, or text when `literal`); when `awaited` is given, waits until a line holding
    /// it has been said after them (what a request's answer brings); then sends F4 and returns the lines said for
    /// the keys.
    func said(after keys: [String], literal: Bool = false, renderKeys: [String]? = nil,
              awaiting awaited: String? = nil) async throws -> [String] {
        let before = try await transcript().count
        for key in keys { if literal { try await session.type(key) } else { try await session.send(key) } }
        pressed += renderKeys ?? keys.map { $0 == "Tab" ? "tab" : $0 == "BTab" ? "shift+tab" : $0.lowercased() }
        if let awaited {
            let arrived = try await session.waitUntil {
                let lines = try await transcript()
                return lines.count > before && lines[before...].contains { $0.contains(awaited) }
            }
            let lines = try await transcript()
            try #require(arrived, "\"\(awaited)\" not said after \(keys):\n\(lines.suffix(30).joined(separator: "\n"))")
        }
        try await session.send("F4")
        let listed = try await session.waitUntil {
            let lines = try await transcript()
            return lines.count > before && lines[before...].contains("End of keys.")
        }
        let lines = try await transcript()
        try #require(listed, "no key list after \(keys):\n\(lines.suffix(20).joined(separator: "\n"))")
        let keysStart = try #require(lines.lastIndex(of: "Keys:"))
        return Array(lines[before ..< keysStart])
    }

    /// The name of the element focused after the keys pressed so far, as `stratus render` finds it in the
    /// accessibility tree at the same size.
    func focusedName() async throws -> String? {
        guard let screen else { return nil }
        let binary = try TerminalEndToEndTests.requirements().binary
        let result = try await Subprocess.run(binary, ["render", PackageRoot.screen(screen), "--size", "100x30", "--keys",
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

    /// True when `line` is a focus announcement: a role, a name and a place ("Button, Add to cart, 3 of 12").
    static func isFocusAnnouncement(_ line: String) -> Bool {
        line.range(of: #"^(Button|Text field|Checkbox|Radio button|Switch|Link|Combo box|Tab|Item|Slider|Heading level \d)?.*, \d+ of \d+$"#,
                   options: .regularExpression) != nil
    }

    /// Presses Tab (or `key`) `count` times; each must say exactly one line, naming the role, the name of the
    /// control the accessibility tree has focused, and its place ("3 of 12").
    func tab(_ count: Int, key: String = "Tab") async throws {
        for _ in 0..<count {
            let lines = try await said(after: [key])
            #expect(lines.count == 1, "one Tab said \(lines)")
            let line = lines.first ?? ""
            if screen != nil {
                let name = try await focusedName() ?? "?"
                #expect(line.contains(name), "\(line) does not name \(name)")
            }
            #expect(Self.isFocusAnnouncement(line), "\(line) has no role or place")
        }
    }

    /// Presses Tab (or `key`) once for each of `announcements`, each of which must be exactly what it says.
    func tab(saying announcements: [String], key: String = "Tab") async throws {
        for expected in announcements {
            let lines = try await said(after: [key])
            #expect(lines == [expected], "one \(key) said \(lines), not \(expected)")
            #expect(Self.isFocusAnnouncement(expected), "\(expected) has no role or place")
        }
    }

    /// Quits, then checks that nothing the app wrote had box-drawing, block or braille-pattern characters.
    func quitAndCheckCharacters(key: String = "C-c") async throws {
        let lines = try await transcript()
        try await session.send(key)
        // Text typed and not sent makes the app ask first; the same key again leaves.
        _ = try await session.waitUntil {
            let lines = try await transcript()
            return lines.contains { $0.hasPrefix("Lose what you typed?") || $0.contains("EXIT=") }
        }
        if try await transcript().contains(where: { $0.hasPrefix("Lose what you typed?") }) { try await session.send(key) }
        // Ctrl+C is an interrupt for the shell: status 130 (128 + SIGINT).
        #expect(try await session.waitFor(key == "C-c" ? "EXIT=130" : "EXIT=0").found, "the app did not quit")
        #expect(Self.drawingCharacters(in: lines).isEmpty,
                "drawing characters said: \(Self.drawingCharacters(in: lines))")
    }

    /// The box-drawing, block and braille-pattern characters in `lines`.
    static func drawingCharacters(in lines: [String]) -> String {
        String(String.UnicodeScalarView(lines.joined().unicodeScalars.filter {
            (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value)
        }))
    }
}
