/// The one text format of styled frames: golden frames of the tests, expected frames of `stratus test`
/// (`*.frame`) and ``HeadlessSession/styledText`` all read and write it.
///
/// The rows as text, then the styles of their cells as a map of letters with a legend, so a frame reads like the
/// terminal and a diff shows what changed:
/// ```
/// frame 24x3
///  ← Esc  To-do list
///
/// [ ‹ Back ]
/// styles
/// a fg=#888888
/// b bold reverse
/// map
/// .aaaaa..bbbbbbbbbb
///
/// bbbbbbbbbb
/// ```
/// After the `frame WIDTHxHEIGHT` line come exactly HEIGHT rows, trailing spaces removed. `styles` lists each
/// style once, a letter then its ``Style/summary`` (`fg=#RRGGBB bg=#RRGGBB bold dim underline reverse italic`),
/// lettered in order of first appearance. `map` has HEIGHT rows with one letter per cell (`.` is the terminal's
/// default look, trailing dots removed); a wide character's two cells have the same letter.
public enum FrameSnapshot {
    /// The frame as snapshot text (ending with a newline).
    public static func text(of frame: CellBuffer) -> String {
        var labels = Labels()
        var rows: [String] = []
        var map: [String] = []
        for row in 0..<frame.height {
            var line = ""
            for column in 0..<frame.width where !frame[column, row].isContinuation {
                line += frame[column, row].text.isEmpty ? " " : frame[column, row].text
            }
            while line.hasSuffix(" ") { line.removeLast() }
            rows.append(line)
            map.append(labels.map(ofRow: row, in: frame))
        }
        var lines = ["frame \(frame.width)x\(frame.height)"] + rows + ["styles"]
        lines += labels.styles.enumerated().map { "\(labels.letters[$0.offset]) \($0.element.summary)" }
        lines += ["map"] + map
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads snapshot text back into cells.
    /// - Throws: ``TerminalError`` of kind `frameSnapshot`, with the line of the first problem.
    public static func frame(parsing text: String) throws(TerminalError) -> CellBuffer {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        func fail(_ message: String, line: Int) -> TerminalError {
            TerminalError(.frameSnapshot, message, line: line)
        }
        guard let header = lines.first, header.hasPrefix("frame "), let size = size(header.dropFirst("frame ".count))
        else {
            throw fail("a frame starts with `frame WIDTHxHEIGHT`", line: 1)
        }
        var frame = CellBuffer(width: size.width, height: size.height)
        guard lines.count >= 1 + size.height + 1, lines[1 + size.height] == "styles" else {
            throw fail("expected \(size.height) rows then `styles`", line: min(lines.count, 1 + size.height + 1))
        }
        for row in 0..<size.height {
            let line = lines[1 + row]
            guard CharacterWidth.width(of: line) <= size.width else {
                throw fail("row \(row) is wider than \(size.width) cells", line: 2 + row)
            }
            frame.write(line, x: 0, y: row, style: .plain)
        }
        var index = 2 + size.height
        var styles: [Character: Style] = [:]
        while index < lines.count, lines[index] != "map" {
            let line = lines[index]
            guard let letter = line.first, line.dropFirst().first == " ",
                  let style = Style(summary: String(line.dropFirst(2))) else {
                throw fail("a style line is a letter, a space and a style such as `fg=#FF0000 bold`", line: index + 1)
            }
            styles[letter] = style
            index += 1
        }
        guard index < lines.count, lines.count - index - 1 == size.height else {
            throw fail("expected `map` then \(size.height) rows of style letters", line: min(index + 1, lines.count))
        }
        for row in 0..<size.height {
            for (column, letter) in lines[index + 1 + row].enumerated() where letter != "." {
                guard column < size.width else {
                    throw fail("map row \(row) is wider than \(size.width) cells", line: index + 2 + row)
                }
                guard let style = styles[letter] else {
                    throw fail("`\(letter)` is not in the styles", line: index + 2 + row)
                }
                // The right half of a wide character takes its style from the left half.
                guard !frame[column, row].isContinuation else { continue }
                var cell = frame[column, row]
                cell.style = style
                frame[column, row] = cell
            }
        }
        return frame
    }

    /// `frame` as a terminal with `colors` shows it: every colour brought down to its palette.
    public static func shown(_ frame: CellBuffer, colors: ColorSupport) -> CellBuffer {
        guard colors != .trueColor else { return frame }
        var shown = frame
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                var cell = frame[column, row]
                cell.style.foreground = cell.style.foreground.flatMap(colors.shown)
                cell.style.background = cell.style.background.flatMap(colors.shown)
                shown[column, row] = cell
            }
        }
        return shown
    }

    /// `80x24` as a width and a height, both at least 1.
    private static func size(_ text: Substring) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        return (width, height)
    }

    /// Letters for styles, in order of first use.
    public struct Labels: Sendable {
        /// The styles met, in order.
        public private(set) var styles: [Style] = []
        /// The letter of each style in ``styles``.
        public private(set) var letters: [Character] = []
        private var numbers: [Style: Int] = [:]

        /// No style lettered yet.
        public init() {}

        /// The style map of one row: a letter per cell, `.` for the terminal's default look, trailing dots
        /// removed.
        public mutating func map(ofRow row: Int, in frame: CellBuffer) -> String {
            var letters = ""
            for column in 0..<frame.width {
                let style = frame[column, row].style
                letters.append(style == .plain ? "." : letter(for: style))
            }
            while letters.hasSuffix(".") { letters.removeLast() }
            return letters
        }

        /// The letter of `style`, given it now when it has none.
        public mutating func letter(for style: Style) -> Character {
            if let number = numbers[style] { return letters[number] }
            numbers[style] = styles.count
            styles.append(style)
            letters.append(Self.letter(styles.count - 1))
            return letters[styles.count - 1]
        }

        /// a-z, A-Z, 0-9, then letters from Latin Extended and beyond (all one cell wide).
        static func letter(_ number: Int) -> Character {
            let basic = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            if number < basic.count { return basic[number] }
            return Character(Unicode.Scalar(UInt32(0x100 + number - basic.count)) ?? "?")
        }
    }
}
