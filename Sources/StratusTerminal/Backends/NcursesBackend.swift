import CNcursesW
import Foundation
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
///
/// Pictures in real pixels (`images: .pixels`, `.kitty` or `.sixel`) are written beside ncurses, never
/// through it: after the frame's `doupdate`, each picture of the frame (`CellBuffer.pictures`) whose cells are
/// still its own is drawn from its top-left cell, between a saved and a restored cursor (`ESC 7`, `ESC 8`), so
/// that ncurses' idea of the cursor and the attributes stays true. Its cells keep their half blocks, which ncurses
/// believes are on screen. A picture that goes away or moves is taken away before the cells are written: kitty
/// is told to delete the placement at its cell; under sixel, whose pixels replace the cells, ncurses is told its
/// rows are garbage (`wredrawln`) and writes them again, and the pictures on those rows are drawn again.
@MainActor
public final class NcursesBackend: TerminalBackend {
    /// libncursesw, opened when the first terminal starts: a process that never starts one (`--version`, `check`,
    /// `render`) does not load it.
    static let library = CLibrary<stratus_ncurses_functions>(
        names: ["libncursesw.so.6", "libncursesw.so"], purpose: "full-screen terminals", package: "libncursesw6",
        errorKind: .terminalSetup, resolve: stratus_ncurses_resolve)
    /// The library's functions and variables.
    private let curses: stratus_ncurses_functions
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private var isActive = true
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    /// How colors are shown.
    public let colorSupport: ColorSupport
    /// What the terminal can draw: ASCII stand-ins replace other characters when the locale is not UTF-8.
    public let glyphs: GlyphSet
    private let synchronizedOutput: Bool
    private var cursorVisible = false
    /// The one decoder of input bytes; it keeps an unfinished sequence between polls.
    private var decoder = InputDecoder()
    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    private let escapeDelay: Int32
    /// The protocol pictures are drawn with in real pixels; nil: half blocks only.
    public let graphics: GraphicsProtocol?
    /// The pictures on screen in real pixels, as the last frame placed them.
    private var shownPictures: [PicturePlacement] = []
    /// The pictures' escape sequences by placement size, the most recent last.
    private var encodings: [(picture: PixelImage, scale: ImageScale?, size: Size, sequence: String)] = []
    /// True when the terminal was cleared: every picture is drawn again on the next frame.
    private var picturesNeedRedraw = false
    /// What `waitForInput(upTo:)` waits on; nil when no pipe could be made (waits are then short sleeps).
    private let readiness: InputReadiness?

    private struct PairKey: Hashable {
        var foreground: Int
        var background: Int
    }

    /// Starts ncurses on `output` (the terminal's stdout by default) reading `input` (stdin by default).
    ///
    /// - Parameters:
    ///   - terminalName: overrides `$TERM` (benchmarks render into a file as `xterm-256color`).
    ///   - output: where frames are written; nil: the standard output.
    ///   - input: where keys are read; nil: the standard input.
    ///   - environment: where `TERM`, `COLORTERM`, `NO_COLOR`, `ESCDELAY` and the locale are read.
    ///   - colorLimit: the most color to use (`stratus run --color`); the terminal may support less.
    ///   - images: how pictures are drawn (`stratus run --images`): `.pixels` detects kitty from the environment,
    ///     then asks the terminal whether it draws sixel (`TerminalGraphics`); `.kitty` and `.sixel` are believed.
    ///   - installSignalHandlers: restore the terminal on SIGINT, SIGTERM and the like before the process ends
    ///     (false where the caller handles signals itself).
    /// - Throws: `TerminalError` naming `TERM` when the terminal cannot be started, or naming the package to install
    ///   when libncursesw cannot be loaded.
    public init(terminalName: String? = nil, output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil,
                environment: [String: String], colorLimit: ColorSupport = .trueColor, images: ImageMode = .cells,
                installSignalHandlers: Bool = true) throws {
        let curses = try Self.library.load().pointee
        self.curses = curses
        // Read before the locale is switched to UTF-8 below: what the user's terminal can draw.
        glyphs = GlyphSet.detect(environment: environment)
        _ = CharacterWidth.localeReady
        _ = setlocale(LC_ALL, "")
        if setlocale(LC_CTYPE, nil).map({ String(cString: $0).lowercased().contains("utf") }) != true {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        if installSignalHandlers { TerminalRestorer.install() }
        guard let outputFile = output ?? fdopen(1, "w"), let inputFile = input ?? fdopen(0, "r") else {
            throw TerminalError(.terminalSetup, "cannot open the terminal's input and output")
        }
        let term = terminalName ?? environment["TERM"] ?? ""
        guard let created = Self.startTerminal(curses, named: term, environment: environment, colorLimit: colorLimit,
                                               output: outputFile, input: inputFile),
              let window = curses.stdscr.pointee else {
            let named = term.isEmpty ? "TERM is not set" : "TERM=\(term) is not in the terminfo database"
            throw TerminalError(.terminalSetup, "ncurses could not start on this terminal (\(named)); try TERM=xterm-256color")
        }
        self.screen = created
        self.window = window
        self.output = outputFile
        readiness = InputReadiness(input: fileno(inputFile))
        if installSignalHandlers { readiness?.listenForResizes() }
        _ = curses.raw()
        _ = curses.noecho()
        _ = curses.nonl()
        // Raw bytes: InputDecoder alone turns them into keys, pastes and mouse events.
        _ = curses.keypad(window, false)
        // All eight bits of each byte (UTF-8), which ncurses otherwise strips in raw mode.
        _ = curses.meta(window, true)
        _ = curses.nodelay(window, true)
        _ = curses.intrflush(window, false)
        escapeDelay = environment["ESCDELAY"].flatMap { Int32($0) }.map { max(0, $0) } ?? 25
        _ = curses.curs_set(0)
        let hasColor = curses.has_colors()
        if hasColor {
            _ = curses.start_color()
            _ = curses.use_default_colors()
        }
        var detectionEnvironment = environment
        detectionEnvironment["TERM"] = term
        colorSupport = min(colorLimit, ColorSupport.detect(environment: detectionEnvironment, colors: Int(curses.colors.pointee), hasColors: hasColor))
        let program = environment["TERM_PROGRAM"] ?? ""
        synchronizedOutput = ["kitty", "wezterm", "foot", "alacritty", "ghostty", "contour", "tmux"].contains { term.contains($0) }
            || ["WezTerm", "iTerm.app", "ghostty", "vscode"].contains(program)
        switch images {
        case .kitty: graphics = .kitty
        case .sixel: graphics = .sixel
        case .pixels:
            graphics = TerminalGraphics.detect(environment: detectionEnvironment)
                ?? (TerminalGraphics.askForSixel(input: fileno(inputFile), output: fileno(outputFile)) ? .sixel : nil)
        case .cells, .off: graphics = nil
        }
        // Bracketed paste, so a paste arrives as one event rather than as typed keys; clicks and the wheel
        // reported as SGR sequences (modes 1000 and 1006), which InputDecoder reads.
        writeRaw("\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h")
    }

    /// `newterm` for `term`, trying its direct-color entry first when `COLORTERM` announces 24-bit color.
    ///
    /// `TERM=dumb` has no cursor movement, so a full-screen program cannot draw on it; it is driven as
    /// `xterm-mono` (cursor movement, alternate screen, reverse video and bold, no color), or `vt100` where that
    /// entry is missing: what terminal emulators that set `dumb` for a plain shell understand.
    private static func startTerminal(_ curses: stratus_ncurses_functions, named term: String, environment: [String: String], colorLimit: ColorSupport,
                                      output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) -> OpaquePointer? {
        var candidates: [String] = []
        if colorLimit == .trueColor, let direct = ColorSupport.directColorTerminalName(for: term, environment: environment) {
            candidates.append(direct)
        }
        candidates += term == "dumb" ? ["xterm-mono", "vt100"] : [term]
        for name in candidates where !name.isEmpty {
            if let screen = name.withCString({ curses.newterm($0, output, input) }) { return screen }
        }
        return nil
    }

    /// The terminal's size.
    public var size: Size { Size(width: Int(curses.getmaxx(window)), height: Int(curses.getmaxy(window))) }

    /// Writes the changed cells, then one `doupdate`, then the pictures in real pixels that are new or were
    /// written over.
    public func present(_ changes: [CellChange], frame: CellBuffer, cursor: Point?) {
        guard isActive else { return }
        let pictures = graphics == nil ? [] : frame.pictures.filter { $0.isUncovered(in: frame) }
        let picturesChange = pictures != shownPictures || (picturesNeedRedraw && !pictures.isEmpty)
        if changes.isEmpty && !picturesChange && (cursor != nil) == cursorVisible && cursor == nil { return }
        let synchronized = synchronizedOutput && (!changes.isEmpty || picturesChange)
        if synchronized { writeRaw("\u{1B}[?2026h") }
        var rewrittenRows = Set<Int>()
        for picture in shownPictures where !pictures.contains(picture) {
            rewrittenRows.formUnion(erase(picture))
        }
        for change in changes { put(change.cell, x: change.x, y: change.y) }
        if let cursor {
            _ = curses.wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible { _ = curses.curs_set(1); cursorVisible = true }
        } else {
            if cursorVisible {
                _ = curses.curs_set(0)
                cursorVisible = false
            }
            // No caret: the hidden cursor waits on the focused control, where assistive technology looks.
            if let focus = frame.focusedArea { _ = curses.wmove(window, Int32(focus.y), Int32(focus.x)) }
        }
        _ = curses.wnoutrefresh(window)
        _ = curses.doupdate()
        for picture in pictures {
            let rows = picture.area.y..<picture.area.maxY
            let overwritten = graphics == .sixel && rows.contains { rewrittenRows.contains($0) }
            if picturesNeedRedraw || overwritten || !shownPictures.contains(picture) { draw(picture) }
        }
        shownPictures = pictures
        picturesNeedRedraw = false
        if synchronized { writeRaw("\u{1B}[?2026l") }
    }

    /// Takes `picture` off the screen before the frame's cells are written; returns the rows ncurses will
    /// write again whole.
    private func erase(_ picture: PicturePlacement) -> Range<Int> {
        switch graphics {
        case .kitty?:
            // Every placement over the picture's top-left cell (1-based), with its pixels (`P`).
            writeRaw("\u{1B}_Ga=d,d=P,x=\(picture.area.x + 1),y=\(picture.area.y + 1),q=2\u{1B}\\")
            return 0..<0
        case .sixel?:
            // The pixels replaced the cells in the terminal: ncurses writes those rows again from its own copy.
            _ = curses.wredrawln(window, Int32(picture.area.y), Int32(picture.area.height))
            return picture.area.y..<picture.area.maxY
        case nil:
            return 0..<0
        }
    }

    /// Deletes every kitty picture and its pixels (the shell gets a clean terminal); sixel pixels go with the
    /// alternate screen.
    private func removeAllPictures() {
        if graphics == .kitty, !shownPictures.isEmpty { writeRaw("\u{1B}_Ga=d,d=A,q=2\u{1B}\\") }
        shownPictures = []
    }

    /// Draws `picture` in real pixels from its top-left cell, the cursor and attributes saved and restored.
    private func draw(_ picture: PicturePlacement) {
        guard let graphics else { return }
        let size = Size(width: picture.area.width, height: picture.area.height)
        let sequence: String
        if let index = encodings.firstIndex(where: { $0.size == size && $0.scale == picture.scale && $0.picture == picture.picture }) {
            sequence = encodings.remove(at: index).sequence
        } else {
            sequence = PixelCanvas.encode(picture.picture, columns: size.width, rows: size.height, scale: picture.scale,
                                          graphics: graphics, cellSize: cellSize)
        }
        // A screen of pictures (a product list) is drawn from here again when it comes back.
        encodings.append((picture.picture, picture.scale, size, sequence))
        if encodings.count > 64 { encodings.removeFirst() }
        writeRaw("\u{1B}7\u{1B}[\(picture.area.y + 1);\(picture.area.x + 1)H" + sequence + "\u{1B}8")
    }

    /// The terminal's cell size in pixels, as the kernel knows it (`TIOCGWINSZ`), or `PixelCanvas.defaultCellSize`.
    private var cellSize: Size {
        var size = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel > 0, size.ws_ypixel > 0 else { return PixelCanvas.defaultCellSize }
        return Size(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row))
    }

    /// Forces the next frame to repaint everything (after a resize).
    func invalidateScreen() {
        _ = curses.clearok(window, true)
        picturesNeedRedraw = true
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let style = colorSupport.terminalStyle(for: cell.style)
        write(glyphs.text(for: cell.text), style: style, x: x, y: y)
        // On an ASCII terminal a wide character becomes one stand-in, and a space fills its right half.
        if glyphs == .ascii && cell.width == 2 { write(" ", style: style, x: x + 1, y: y) }
    }

    private func write(_ text: String, style: TerminalStyle, x: Int, y: Int) {
        var characters = Array(text.unicodeScalars.map { wchar_t(bitPattern: $0.value) })
        if characters.isEmpty { characters = [32] }
        characters.append(0)
        var value = cchar_t()
        var pair = Int32(pairNumber(for: style))
        _ = curses.setcchar(&value, characters, attributes(for: style), 0, &pair)
        _ = curses.mvwadd_wch(window, Int32(y), Int32(x), &value)
    }

    private func attributes(for style: TerminalStyle) -> attr_t {
        // A_* are function-like macros in curses.h; these are their values (NCURSES_BITS(mask, shift) = mask << (shift + 8)).
        var bits: UInt32 = 0
        if style.attributes.contains(.underline) { bits |= 1 << 17 }
        if style.attributes.contains(.reverse) { bits |= 1 << 18 }
        if style.attributes.contains(.dim) { bits |= 1 << 20 }
        if style.attributes.contains(.bold) { bits |= 1 << 21 }
        if style.attributes.contains(.italic) { bits |= 1 << 31 }
        return attr_t(bits)
    }

    private func pairNumber(for style: TerminalStyle) -> Int {
        guard colorSupport != .none else { return 0 }
        let foreground = style.foreground ?? -1
        let background = style.background ?? -1
        if foreground == -1 && background == -1 { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return Int(pair) }
        if nextPair >= curses.color_pairs.pointee {
            // Out of pairs: start over (rare; only screens with thousands of color combinations).
            pairs.removeAll()
            nextPair = 1
        }
        let pair = nextPair
        nextPair += 1
        _ = curses.init_extended_pair(pair, Int32(foreground), Int32(background))
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
                let code = curses.wgetch(window)
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
            curses.wtimeout(window, escapeDelay)
            let code = curses.wgetch(window)
            _ = curses.nodelay(window, true)
            if (0...255).contains(code) {
                bytes.append(UInt8(code))
                drain()
                events += decoder.feed(bytes)
            } else if code == KEY_RESIZE {
                events.append(.resize(size))
            }
            if decoder.hasPendingBytes, code == ERR { events += decoder.flush() }
        }
        // Ctrl+Z: raw mode turns it into a key rather than SIGTSTP, so the backend suspends itself, as a shell
        // job would; after `fg`, a resize event makes the app draw the whole screen again.
        return events.map { event in
            guard case .key(let press) = event, press == KeyPress(.character("z"), modifiers: .ctrl) else { return event }
            suspend()
            return .resize(size)
        }
    }

    /// Waits for a byte on the input, a resize or `wake()`, at most `timeout`.
    public func waitForInput(upTo timeout: Duration) async {
        await InputReadiness.wait(on: readiness, upTo: timeout)
    }

    /// Ends the wait under way.
    public func wake() { readiness?.wake() }

    /// Gives the terminal back to the shell and stops the process (SIGTSTP); when the shell continues it
    /// (`fg`), takes the terminal again and repaints everything on the next frame.
    public func suspend() {
        guard isActive else { return }
        removeAllPictures()
        writeRaw("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l")
        _ = curses.curs_set(1)
        _ = curses.endwin()
        fflush(output)
        JobControl.stopUntilContinued()
        // Continued: the shell may have changed the modes and drawn over the screen.
        _ = curses.reset_prog_mode()
        _ = curses.curs_set(cursorVisible ? 1 : 0)
        writeRaw("\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h")
        _ = curses.clearok(window, true)
        _ = curses.wrefresh(window)
        picturesNeedRedraw = true
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
        removeAllPictures()
        writeRaw("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l")
        _ = curses.curs_set(1)
        _ = curses.endwin()
        curses.delscreen(screen)
        fflush(output)
    }
}

extension wchar_t {
    /// A C wide character from a Unicode code point.
    init(bitPattern value: UInt32) { self = wchar_t(truncatingIfNeeded: Int64(value)) }
}
