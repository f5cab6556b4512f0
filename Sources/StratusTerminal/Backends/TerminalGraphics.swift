import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which graphics protocol a terminal has, as far as can be told.
///
/// - kitty: from the environment only. `TERM` naming kitty or Ghostty, `KITTY_WINDOW_ID` (kitty sets it in
///   its windows), or `TERM_PROGRAM` naming WezTerm or Ghostty. Inside tmux or screen (`TMUX`, `TERM=tmux*` or
///   `screen*`) the outer terminal's variables are inherited but the multiplexer does not pass kitty images on,
///   so they are not believed there.
/// - sixel: there is no terminfo capability for it, so the terminal is asked: a primary device attributes
///   query (DA1, `ESC [ c`), whose answer lists attribute 4 when the terminal draws sixel. The answer is awaited
///   at most `answerTimeout`; a terminal that does not answer in time gets half blocks.
public enum TerminalGraphics {
    /// How long the DA1 answer is awaited: terminals answer in a few milliseconds, even over ssh nearby.
    public static let answerTimeout = 150

    /// The protocol the environment says the terminal has (kitty only; sixel needs `askForSixel`).
    public static func detect(environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return nil }
        if term.contains("kitty") || term.contains("ghostty") || environment["KITTY_WINDOW_ID"] != nil
            || ["WezTerm", "ghostty"].contains(program) {
            return .kitty
        }
        return nil
    }

    /// Whether a primary device attributes answer (`ESC [ ? 62 ; 4 ; 22 c`) lists sixel (attribute 4).
    public static func answerListsSixel(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstRange(of: [0x1B, 0x5B, 0x3F]),
              let end = bytes[start.upperBound...].firstIndex(of: UInt8(ascii: "c")) else { return false }
        let attributes = String(decoding: bytes[start.upperBound..<end], as: UTF8.self).split(separator: ";")
        return attributes.dropFirst().contains("4")
    }

    /// Asks the terminal on `output` for its device attributes and reads the answer from `input` (file
    /// descriptors of a terminal in raw mode), for at most `answerTimeout` milliseconds.
    ///
    /// Returns true when the answer lists sixel. Bytes read before the answer (a key typed at that very moment)
    /// are lost.
    public static func askForSixel(input: Int32, output: Int32) -> Bool {
        let query = Array("\u{1B}[c".utf8)
        guard query.withUnsafeBufferPointer({ write(output, $0.baseAddress, $0.count) }) == query.count else {
            return false
        }
        var answer: [UInt8] = []
        let deadline = ContinuousClock.now + .milliseconds(answerTimeout)
        while ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { break }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = chunk.withUnsafeMutableBufferPointer { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answer += chunk.prefix(count)
            // The answer ends with `c` after `ESC [ ?`.
            if let start = answer.firstRange(of: [0x1B, 0x5B, 0x3F]), answer[start.upperBound...].contains(UInt8(ascii: "c")) {
                break
            }
        }
        return answerListsSixel(answer)
    }
}
