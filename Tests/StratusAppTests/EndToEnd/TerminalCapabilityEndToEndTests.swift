import Foundation
import Testing

/// The real `stratus run` on terminals of every kind, seen through tmux: 8, 256 and 24-bit colors, `TERM=dumb`,
/// an ASCII locale; suspending with Ctrl+Z and coming back with `fg`; the terminal as it was after SIGTERM.
@Suite("stratus on every terminal (tmux)", .serialized)
struct TerminalCapabilityEndToEndTests {
    /// Starts `stratus run` on the showcase with `environment` (shell assignments) in a pane tall enough for all
    /// of it, and waits for its first frame.
    func openShowcase(_ environment: String, binary: String, tmux: String) async throws -> TmuxSession? {
        let session = try await TmuxSession(tmux: tmux, width: 100, height: 50)
        try await session.type(line: "\(environment) \(binary) run \(PackageRoot.screen("showcase.json")); echo EXIT\"\"=$?")
        var screen = ""
        // The toast and the spinner keep drawing: wait for every text the tests read, not only the first.
        let opened = try await session.waitUntil {
            screen = try await session.capture()
            return Self.showcaseTexts.allSatisfy(screen.contains)
        }
        #expect(opened, "the showcase did not open with \(environment):\n\(screen)")
        return opened ? session : nil
    }

    /// Texts of the showcase that every terminal must show readably.
    static let showcaseTexts = ["filled", "Primary", "Danger", "column A", "rounded", "A toast message"]

    func quit(_ session: TmuxSession) async throws {
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=0")
        #expect(exited.found, "stratus did not exit cleanly:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())
    }

    func expectReadable(_ styled: String, _ label: String) -> StyledScreen {
        let screen = StyledScreen(styled)
        #expect(screen.invisible.isEmpty, "\(label): invisible text \(screen.invisible.prefix(5))")
        for text in Self.showcaseTexts {
            #expect(screen.plain.contains(text), "\(label): '\(text)' is missing")
        }
        return screen
    }

    @Test func eightColorTerminalShowsTheShowcaseInTheBasicColors() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("TERM=xterm", binary: binary, tmux: tmux) else { return }
        let screen = await expectReadable(try session.captureWithStyles(), "TERM=xterm")
        #expect(!screen.colors.isEmpty)
        #expect(screen.colors.allSatisfy { Int($0).map { (30...47).contains($0) } ?? false },
                "colors beyond the 8 basic ones: \(screen.colors.sorted())")
        // The filled box: white on blue, not black on black.
        #expect(screen.style(of: "filled") == StyledScreen.Style(foreground: "37", background: "44"))
        try await quit(session)
    }

    @Test func twoHundredFiftySixColorTerminalUsesThePalette() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("TERM=xterm-256color", binary: binary, tmux: tmux) else { return }
        let screen = await expectReadable(try session.captureWithStyles(), "xterm-256color")
        #expect(screen.colors.contains { $0.hasPrefix("38;5;") || $0.hasPrefix("48;5;") })
        #expect(!screen.colors.contains { $0.contains(";2;") }, "24-bit colors on a 256-color terminal")
        try await quit(session)
    }

    /// `COLORTERM=truecolor` with `TERM=xterm-256color` takes the `xterm-direct` entry; a copy is compiled with
    /// `tic` into a private terminfo folder, so the test does not depend on the ncurses-term package.
    @Test func truecolorTerminalGetsTheScreensOwnColors() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let tic = Subprocess.which("tic") else {
            try Test.cancel("tic (ncurses-bin) is not installed")
        }
        let folder = try TemporaryFolder()
        let source = try folder.write("direct.terminfo", """
            xterm-direct|xterm with 24-bit color (a test copy),
            \tcolors#0x1000000, pairs#0x10000, RGB,
            \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tuse=xterm-256color,

            """)
        let compiled = try await Subprocess.run(tic, ["-x", "-o", folder.path + "/terminfo", source])
        guard compiled.status == 0 else {
            try Test.cancel("tic could not compile a direct-color entry: \(compiled.standardError)")
        }
        guard let session = try await openShowcase(
            "TERMINFO=\(folder.path)/terminfo COLORTERM=truecolor TERM=xterm-256color", binary: binary, tmux: tmux) else { return }
        let screen = await expectReadable(try session.captureWithStyles(), "truecolor")
        #expect(screen.style(of: "filled")?.background == "48;2;48;80;160", "\(String(describing: screen.style(of: "filled")))")
        try await quit(session)
    }

    @Test func dumbTerminalGetsBoldForColourAndReverseVideoOnlyForFocus() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("TERM=dumb", binary: binary, tmux: tmux) else { return }
        let screen = await expectReadable(try session.captureWithStyles(), "TERM=dumb")
        #expect(screen.colors.isEmpty, "colors on TERM=dumb: \(screen.colors.sorted())")
        // Without colour a coloured background makes its text bold; reverse video is focus's alone (9fe6a0f).
        #expect(screen.style(of: "filled")?.bold == true, "the filled box should be bold")
        #expect(screen.style(of: "filled")?.reverse != true, "the filled box should not look focused")
        try await quit(session)
    }

    @Test func asciiLocaleGetsAsciiBoxesMarksAndSpinners() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("LANG=C LC_ALL=C", binary: binary, tmux: tmux) else { return }
        let screen = await expectReadable(try session.captureWithStyles(), "LANG=C")
        let foreign = screen.plain.unicodeScalars.filter { !$0.isASCII }
        #expect(foreign.isEmpty, "non-ASCII characters: \(String(String.UnicodeScalarView(foreign.prefix(20))))")
        #expect(screen.plain.contains("| rounded |"))
        #expect(screen.plain.contains("+-----------+"))
        #expect(screen.plain.contains("[ < Back ]"))
        try await quit(session)
    }

    @Test func controlZSuspendsAndFgRedraws() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("", binary: binary, tmux: tmux) else { return }
        try await session.send("C-z")
        let stopped = try await session.waitFor("Stopped")
        #expect(stopped.found, "Ctrl+Z did not suspend:\n\(stopped.screen)")
        #expect(try await !session.isAlternateScreenOn())
        #expect(try await session.value(of: "#{keypad_cursor_flag}#{mouse_any_flag}") == "00")
        try await session.type(line: "fg")
        let back = try await session.waitFor("Primary")
        #expect(back.found, "fg did not redraw the screen:\n\(back.screen)")
        #expect(try await session.isAlternateScreenOn())
        #expect(back.screen.contains("column A") && back.screen.contains("Component showcase"))
        try await session.send("q")
        // Back in the foreground, nothing echoes when it ends: the pane leaving the alternate screen says it did.
        #expect(try await session.waitUntil { try await !session.isAlternateScreenOn() }, "q after fg did not restore the screen")
    }

    @Test func sigtermRestoresKeypadMouseCursorAndScreen() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let session = try await openShowcase("", binary: binary, tmux: tmux) else { return }
        #expect(try await session.value(of: "#{alternate_on}#{mouse_any_flag}") == "11")
        let shell = try await session.value(of: "#{pane_pid}")
        let ps = try #require(Subprocess.which("ps"), "ps is needed to find the pid")
        let children = try await Subprocess.run(ps, ["-o", "pid=", "--ppid", shell]).standardOutput
        let pid = try #require(children.split(separator: "\n").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }.first)
        kill(pid, SIGTERM)
        let exited = try await session.waitFor("EXIT=143")
        #expect(exited.found, "stratus did not end on SIGTERM:\n\(exited.screen)")
        #expect(try await session.value(of: "#{alternate_on}#{keypad_cursor_flag}#{mouse_any_flag}#{cursor_flag}") == "0001")
    }
}

/// A `capture-pane -e` screen read back: its plain text, the colors it uses, and the style of a word.
struct StyledScreen {
    struct Style: Equatable {
        var foreground: String?
        var background: String?
        var reverse = false
        var dim = false
        var bold = false
        var underline = false
    }

    /// The screen without escape sequences.
    private(set) var plain = ""
    /// Every color parameter used (`31`, `44`, `38;5;67`, `48;2;48;80;160`).
    private(set) var colors: Set<String> = []
    /// Characters whose color equals their background, or black over the terminal's background.
    private(set) var invisible: [String] = []
    private var styles: [Style] = []

    init(_ captured: String) {
        var style = Style()
        var scalars = Array(captured.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars.removeFirst()
                var parameters = ""
                while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                apply(parameters, to: &style)
                continue
            }
            plain.unicodeScalars.append(scalar)
            styles.append(style)
            guard scalar != " ", scalar != "\n" else { continue }
            let black: Set<String> = ["30", "38;5;0", "38;5;16", "38;2;0;0;0"]
            if let foreground = style.foreground, let background = style.background,
               foreground.dropFirst() == background.dropFirst() {
                invisible.append("'\(scalar)' \(foreground) on \(background)")
            } else if style.background == nil, let foreground = style.foreground, black.contains(foreground) {
                invisible.append("'\(scalar)' \(foreground) on the default background")
            }
        }
    }

    private mutating func apply(_ parameters: String, to style: inout Style) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)[...]
        if codes.isEmpty { codes = ["0"] }
        while let code = codes.popFirst() {
            switch Int(code) ?? 0 {
            case 0: style = Style()
            case 1: style.bold = true
            case 2: style.dim = true
            case 22: style.dim = false; style.bold = false
            case 4: style.underline = true
            case 24: style.underline = false
            case 7: style.reverse = true
            case 27: style.reverse = false
            case 30...37, 90...97: style.foreground = code; colors.insert(code)
            case 40...47, 100...107: style.background = code; colors.insert(code)
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                let count = codes.first == "5" ? 2 : 4
                let color = ([code] + codes.prefix(count)).joined(separator: ";")
                codes = codes.dropFirst(count)
                if code == "38" { style.foreground = color } else { style.background = color }
                colors.insert(color)
            default: break
            }
        }
    }

    /// The runs of reverse video on each of `rows` (row numbers from 0), as their text without the spaces at
    /// either end, left to right.
    func reversedText(onRows rows: Range<Int>) -> [String] {
        var runs: [String] = [], run = "", row = 0
        func endRun() {
            let text = run.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { runs.append(text) }
            run = ""
        }
        for (scalar, style) in zip(plain.unicodeScalars, styles) {
            if scalar == "\n" {
                endRun()
                row += 1
            } else if rows.contains(row), style.reverse {
                run.unicodeScalars.append(scalar)
            } else {
                endRun()
            }
        }
        endRun()
        return runs
    }

    /// The style of the first character of `text` on the screen.
    func style(of text: String) -> Style? {
        guard let range = plain.range(of: text) else { return nil }
        return styles[plain.unicodeScalars.distance(from: plain.unicodeScalars.startIndex, to: range.lowerBound)]
    }
}
