import CNcursesW
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncursesw.
///
/// Setup follows tui-anchors 7.4: a UTF-8 locale before `newterm`, raw mode without echo, SGR mouse reporting,
/// colors brought down to what the terminal supports (true color, 256, 16 or none, and none when `NO_COLOR` is
/// set), signal handlers that restore the terminal. Input is read as raw bytes (`keypad` off) and decoded once,
/// by `InputDecoder`; a lone ESC waits `ESCDELAY` milliseconds (25 by default) for the rest of a sequence.
/// Only changed cells are handed to ncurses, and `doupdate` writes only what differs from the screen, so an
/// unchanged frame writes 0 bytes. Frames are wrapped in synchronized output (mode 2026) on terminals known to
/// support it. All calls happen on the main actor: ncurses is not thread-safe.
@MainActor
public final class NcursesBackend: TerminalBackend {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private var isActive = true
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    /// How colors are shown.
    public let colorSupport: ColorSupport
    private let synchronizedOutput: Bool
    private var cursorVisible = false
    /// The one decoder of input bytes; it keeps an unfinished sequence between polls.
    private var decoder = InputDecoder()
    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    private let escapeDelay: Int32

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    /// Starts ncurses on `output` (the terminal's stdout by default) reading `input` (stdin by default).
    ///
    /// `terminalName` overrides `$TERM` (benchmarks render into a file as `xterm-256color`).
    public init(terminalName: String? = nil, output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil,
                environment: [String: String], installSignalHandlers: Bool = true) throws {
        _ = CharacterWidth.localeReady
        _ = setlocale(LC_ALL, "")
        if setlocale(LC_CTYPE, nil).map({ String(cString: $0).lowercased().contains("utf") }) != true {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        if installSignalHandlers { TerminalRestorer.install() }
        guard let outputFile = output ?? fdopen(1, "w"), let inputFile = input ?? fdopen(0, "r") else {
            throw TerminalError(.terminalSetup, "cannot open the terminal's input and output")
        }
        let created: OpaquePointer? = terminalName.map { name in name.withCString { newterm($0, outputFile, inputFile) } }
            ?? newterm(nil, outputFile, inputFile)
        guard let created, let window = cnc_stdscr() else {
            throw TerminalError(.terminalSetup, "ncurses could not start on this terminal (TERM=\(environment["TERM"] ?? "unset")); try TERM=xterm-256color")
        }
        self.screen = created
        self.window = window
        self.output = outputFile
        raw()
        noecho()
        nonl()
        // Raw bytes: InputDecoder alone turns them into keys, pastes and mouse events.
        keypad(window, false)
        // All eight bits of each byte (UTF-8), which ncurses otherwise strips in raw mode.
        meta(window, true)
        nodelay(window, true)
        intrflush(window, false)
        escapeDelay = environment["ESCDELAY"].flatMap { Int32($0) }.map { max(0, $0) } ?? 25
        curs_set(0)
        let hasColor = has_colors()
        if hasColor {
            start_color()
            use_default_colors()
        }
        colorSupport = ColorSupport.detect(environment: environment, colors: Int(cnc_colors()), hasColors: hasColor)
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        synchronizedOutput = ["kitty", "wezterm", "foot", "alacritty", "ghostty", "contour", "tmux"].contains { term.contains($0) }
            || ["WezTerm", "iTerm.app", "ghostty", "vscode"].contains(program)
        // Bracketed paste, so a paste arrives as one event rather than as typed keys; clicks and the wheel
        // reported as SGR sequences (modes 1000 and 1006), which InputDecoder reads.
        writeRaw("\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h")
    }

    /// The terminal's size.
    public var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

    /// Writes the changed cells, then one `doupdate`.
    public func present(_ changes: [CellChange], frame: CellBuffer, cursor: Point?) {
        guard isActive else { return }
        if changes.isEmpty && (cursor != nil) == cursorVisible && cursor == nil { return }
        for change in changes { put(change.cell, x: change.x, y: change.y) }
        if let cursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible { curs_set(1); cursorVisible = true }
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
        wnoutrefresh(window)
        if synchronizedOutput && !changes.isEmpty { writeRaw("\u{1B}[?2026h") }
        doupdate()
        if synchronizedOutput && !changes.isEmpty { writeRaw("\u{1B}[?2026l") }
    }

    /// Forces the next frame to repaint everything (after a resize).
    func invalidateScreen() {
        clearok(window, true)
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        var characters = Array(cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) })
        if characters.isEmpty { characters = [32] }
        characters.append(0)
        var value = cchar_t()
        var pair = Int32(pairNumber(for: cell.style))
        _ = setcchar(&value, characters, attributes(for: cell.style), 0, &pair)
        mvwadd_wch(window, Int32(y), Int32(x), &value)
    }

    private func attributes(for style: Style) -> attr_t {
        // A_* are function-like macros in curses.h; these are their values (NCURSES_BITS(mask, shift) = mask << (shift + 8)).
        var bits: UInt32 = 0
        if style.attributes.contains(.underline) { bits |= 1 << 17 }
        if style.attributes.contains(.reverse) { bits |= 1 << 18 }
        if style.attributes.contains(.dim) { bits |= 1 << 20 }
        if style.attributes.contains(.bold) { bits |= 1 << 21 }
        if style.attributes.contains(.italic) { bits |= 1 << 31 }
        // Without colors, a colored background is the only cue some widgets have: show it as reverse video.
        if colorSupport == .none, style.background != nil, !style.attributes.contains(.reverse) { bits |= 1 << 18 }
        return attr_t(bits)
    }

    private func pairNumber(for style: Style) -> Int {
        guard colorSupport != .none else { return 0 }
        let foreground = style.foreground.flatMap { colorSupport.number(for: $0) } ?? -1
        let background = style.background.flatMap { colorSupport.number(for: $0) } ?? -1
        if foreground == -1 && background == -1 { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return Int(pair) }
        if nextPair >= cnc_color_pairs() {
            // Out of pairs: start over (rare; only screens with thousands of color combinations).
            pairs.removeAll()
            nextPair = 1
        }
        let pair = nextPair
        nextPair += 1
        init_extended_pair(pair, Int32(foreground), Int32(background))
        pairs[key] = pair
        return Int(pair)
    }

    /// Reads every key, click, paste and resize that is waiting.
    ///
    /// ncurses hands over the bytes as they came (`keypad` is off) and reports resizes; `InputDecoder` decodes
    /// the bytes, once. When the bytes end inside a sequence, one more read waits up to the escape delay for
    /// the rest; if nothing comes, a lone ESC is the Escape key.
    public func pollInput() -> [InputEvent] {
        guard isActive else { return [] }
        var events: [InputEvent] = []
        var bytes: [UInt8] = []
        func drain() {
            while true {
                let code = wgetch(window)
                if code == ERR { return }
                if code == KEY_RESIZE {
                    events += decoder.feed(bytes)
                    bytes.removeAll()
                    events.append(.resize(size))
                } else if (0...255).contains(code) {
                    bytes.append(UInt8(code))
                }
            }
        }
        drain()
        events += decoder.feed(bytes)
        bytes.removeAll()
        if decoder.hasPendingBytes {
            wtimeout(window, escapeDelay)
            let code = wgetch(window)
            nodelay(window, true)
            if (0...255).contains(code) {
                bytes.append(UInt8(code))
                drain()
                events += decoder.feed(bytes)
            } else if code == KEY_RESIZE {
                events.append(.resize(size))
            }
            if decoder.hasPendingBytes, code == ERR { events += decoder.flush() }
        }
        return events
    }

    private func writeRaw(_ text: String) {
        fflush(output)
        _ = fputs(text, output)
        fflush(output)
    }

    /// Ends ncurses and restores the terminal (cursor, echo, modes, alternate screen).
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        writeRaw("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l")
        curs_set(1)
        endwin()
        delscreen(screen)
        fflush(output)
    }
}

extension wchar_t {
    /// A C wide character from a Unicode code point.
    init(bitPattern value: UInt32) { self = wchar_t(truncatingIfNeeded: Int64(value)) }
}
