import StratusCodable

/// Places problems found at JSON paths of a text at their line and column, the inside of strings included: an
/// offset into a string's value (where a `${...}` expression went wrong) becomes the column of that character
/// in the text, its escapes counted.
struct SourcePlacement {
    private let text: String
    private let locator: JSONPathLocator

    /// Locates `paths` in `text` with one walk.
    init(text: String, paths: [[JSONPathComponent]]) {
        self.text = text
        locator = JSONPathLocator(locating: paths, in: text)
    }

    /// The place of the value at `path` (or of its key), moved `offset` characters into the string it starts.
    func location(file: String?, path: [JSONPathComponent], offset: Int?, pointsAtKey: Bool = false) -> ProblemLocation {
        let pathText = JSONPathComponent.pathString(path)
        let position = pointsAtKey ? locator.keyPosition(of: path) ?? locator.closestValuePosition(of: path)
                                   : locator.valuePosition(of: path) ?? locator.closestValuePosition(of: path)
        guard let position else { return ProblemLocation(file: file, path: pathText) }
        guard let offset, !pointsAtKey, locator.valuePosition(of: path) != nil else {
            return ProblemLocation(file: file, position: position, path: pathText)
        }
        let column = position.column + 1 + rawScalars(before: offset, inStringAt: position.byteOffset)
        return ProblemLocation(file: file, line: position.line, column: column, path: pathText)
    }

    /// How many scalars of the text, after the opening quote at `byteOffset`, hold the first `decoded` scalars of
    /// the string (an escape such as `\"` or `\u00e9` is several for one).
    private func rawScalars(before decoded: Int, inStringAt byteOffset: Int) -> Int {
        let utf8 = text.utf8
        guard let start = utf8.index(utf8.startIndex, offsetBy: byteOffset + 1, limitedBy: utf8.endIndex),
              let rest = String(utf8[start...]) else { return 0 }
        var raw = 0
        var count = 0
        var iterator = rest.unicodeScalars.makeIterator()
        while count < decoded, let scalar = iterator.next(), scalar != "\"" {
            raw += 1
            if scalar == "\\", let escaped = iterator.next() {
                raw += 1
                if escaped == "u" {
                    for _ in 0..<4 where iterator.next() != nil { raw += 1 }
                }
            }
            count += 1
        }
        return raw
    }
}
