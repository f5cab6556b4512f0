/// Removes what must never reach a terminal from text that came from a screen.
///
/// A server could send escape sequences that move the cursor, change modes, set the window title or worse, and
/// control characters that garble the screen. `sanitize` drops every C0 and C1 control character and every escape
/// sequence (CSI, OSC, DCS, APC, PM, SOS and two-character escapes), and the bidirectional override characters
/// that reorder what follows them. Newlines are kept when asked (texts honour `\n`, Docs/Nimbus.md §6); tabs
/// become a space.
public enum TextSanitizer {
    /// `text` with control characters and escape sequences removed.
    public static func sanitize(_ text: String, keepNewlines: Bool = true) -> String {
        // Fast path: plain printable ASCII needs no work (the common case for every frame).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending { pending = nil; return scalar }
            return scalars.next()
        }
        while let scalar = next() {
            switch scalar.value {
            case 0x0A:
                output.append(keepNewlines ? "\n" : " ")
            case 0x09:
                output.append(" ")
            case 0x0D:
                // CR LF stays one line break; a lone CR becomes one.
                let following = scalars.next()
                if following?.value != 0x0A { pending = following }
                output.append(keepNewlines ? "\n" : " ")
            case 0x1B:
                skipEscape(&scalars, pending: &pending)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x9D, 0x98, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                continue
            case 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// After ESC: skips the rest of the sequence it introduces.
    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator, pending: inout Unicode.Scalar?) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default:
            // Intermediate bytes (0x20-0x2F) then one final byte; anything else ends a two-character escape.
            var current = introducer
            while current.value >= 0x20 && current.value <= 0x2F {
                guard let next = scalars.next() else { return }
                current = next
            }
            if current.value < 0x20 { pending = current }
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte (0x40-0x7E).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value >= 0x40 && scalar.value <= 0x7E { return }
            if scalar.value < 0x20 || scalar.value > 0x7E { return }
        }
    }

    /// Skips an OSC/DCS/APC/PM/SOS string up to BEL or ST (ESC \ or U+009C).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
