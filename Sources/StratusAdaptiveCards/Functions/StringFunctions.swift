import Foundation
import StratusCodable

extension ExpressionFunctions {
    /// A function of one string (null and undefined read as the empty string) and optional further arguments.
    private static func onString(_ name: String, _ minimum: Int = 1, _ maximum: Int = 1,
                                 _ body: @escaping @Sendable (String, [JSONValue?]) throws(EvaluationFailure) -> JSONValue) -> ExpressionFunction {
        .eager(minimum, maximum) { values, _ throws(EvaluationFailure) in
            try body(try Arguments.stringOrEmpty(values[0], of: name), Array(values.dropFirst()))
        }
    }

    /// String functions: length, replace, split, substring, case, trimming, searching.
    static let stringFunctions: [String: ExpressionFunction] = [
        "length": onString("length") { text, _ in .integer(Int64(text.count)) },
        "replace": .eager(3, 3) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.stringOrEmpty(values[0], of: "replace")
            let old = try Arguments.string(values[1], of: "replace")
            guard !old.isEmpty else { throw EvaluationFailure("replace: the text to replace is empty") }
            let new = try Arguments.stringOrEmpty(values[2], of: "replace")
            return .string(text.replacingOccurrences(of: old, with: new))
        },
        "replaceIgnoreCase": .eager(3, 3) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.stringOrEmpty(values[0], of: "replaceIgnoreCase")
            let old = try Arguments.string(values[1], of: "replaceIgnoreCase")
            guard !old.isEmpty else { throw EvaluationFailure("replaceIgnoreCase: the text to replace is empty") }
            let new = try Arguments.stringOrEmpty(values[2], of: "replaceIgnoreCase")
            return .string(text.replacingOccurrences(of: old, with: new, options: .caseInsensitive))
        },
        "split": .eager(1, 2) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.stringOrEmpty(values[0], of: "split")
            let separator = values.count > 1 ? try Arguments.stringOrEmpty(values[1], of: "split") : ""
            // As JavaScript's split: an empty separator cuts every character, and "" cut by "" is [].
            if separator.isEmpty { return .array(text.map { .string(String($0)) }) }
            return .array(text.components(separatedBy: separator).map { .string($0) })
        },
        "substring": .eager(2, 3) { values, _ throws(EvaluationFailure) in
            let characters = Array(try Arguments.stringOrEmpty(values[0], of: "substring"))
            let start = try Arguments.integer(values[1], of: "substring")
            let length = values.count > 2 ? try Arguments.integer(values[2], of: "substring") : characters.count - start
            guard start >= 0, start <= characters.count, length >= 0, start + length <= characters.count else {
                if characters.isEmpty { return .string("") }
                throw EvaluationFailure("substring: start \(start) and length \(length) do not fit in \(characters.count) characters")
            }
            return .string(String(characters[start..<(start + length)]))
        },
        "toLower": onString("toLower", 1, 2) { text, _ in .string(text.lowercased()) },
        "toUpper": onString("toUpper", 1, 2) { text, _ in .string(text.uppercased()) },
        "trim": onString("trim") { text, _ in .string(text.trimmingCharacters(in: .whitespacesAndNewlines)) },
        "startsWith": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            .bool(try Arguments.stringOrEmpty(values[0], of: "startsWith").hasPrefix(try Arguments.stringOrEmpty(values[1], of: "startsWith")))
        },
        "endsWith": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            .bool(try Arguments.stringOrEmpty(values[0], of: "endsWith").hasSuffix(try Arguments.stringOrEmpty(values[1], of: "endsWith")))
        },
        "countWord": onString("countWord") { text, _ in
            .integer(Int64(text.split(whereSeparator: { $0.isWhitespace }).count))
        },
        "addOrdinal": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let number = try Arguments.integer(values[0], of: "addOrdinal")
            guard number > 0 else { return .string(String(number)) }
            let suffix: String
            switch (number % 100, number % 10) {
            case (11...13, _): suffix = "th"
            case (_, 1): suffix = "st"
            case (_, 2): suffix = "nd"
            case (_, 3): suffix = "rd"
            default: suffix = "th"
            }
            return .string("\(number)\(suffix)")
        },
        "newGuid": .eager(0, 0) { _, _ in .string(UUID().uuidString.lowercased()) },
        "EOL": .eager(0, 0) { _, _ in .string("\n") },
        "sentenceCase": onString("sentenceCase", 1, 2) { text, _ in
            .string(text.prefix(1).uppercased() + text.dropFirst().lowercased())
        },
        "titleCase": onString("titleCase", 1, 2) { text, _ in
            .string(text.split(separator: " ", omittingEmptySubsequences: false)
                .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        },
        "indexOf": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            try position(of: values[1], in: values[0], last: false, function: "indexOf")
        },
        "lastIndexOf": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            try position(of: values[1], in: values[0], last: true, function: "lastIndexOf")
        },
        "isMatch": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.stringOrEmpty(values[0], of: "isMatch")
            var pattern = try Arguments.string(values[1], of: "isMatch")
            var options: NSRegularExpression.Options = []
            if pattern.hasPrefix("(?i)") {
                options.insert(.caseInsensitive)
                pattern.removeFirst(4)
            } else if pattern.contains("(?i)") {
                pattern = pattern.replacingOccurrences(of: "(?i)", with: "")
                options.insert(.caseInsensitive)
            }
            guard let expression = try? NSRegularExpression(pattern: pattern, options: options) else {
                throw EvaluationFailure("isMatch: '\(pattern)' is not a regular expression")
            }
            let range = NSRange(text.startIndex..., in: text)
            return .bool(expression.firstMatch(in: text, range: range) != nil)
        },
    ]

    /// Where `item` is in a string (a character offset) or in an array (an index); -1 when it is not.
    private static func position(of item: JSONValue?, in container: JSONValue?, last: Bool,
                                 function: String) throws(EvaluationFailure) -> JSONValue {
        if case .array(let array)? = container {
            let found = last ? array.lastIndex { ExpressionValue.equals($0, item) } : array.firstIndex { ExpressionValue.equals($0, item) }
            return .integer(Int64(found ?? -1))
        }
        if container == nil || container == .null {
            return .integer(item == nil || item == .null ? (last ? 0 : -1) : -1)
        }
        let text = try Arguments.string(container, of: function)
        let search = try Arguments.stringOrEmpty(item, of: function)
        if search.isEmpty { return .integer(last ? Int64(max(text.count - 1, 0)) : 0) }
        guard let range = text.range(of: search, options: last ? .backwards : []) else { return .integer(-1) }
        return .integer(Int64(text.distance(from: text.startIndex, to: range.lowerBound)))
    }
}
