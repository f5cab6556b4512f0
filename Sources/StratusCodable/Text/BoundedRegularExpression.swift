import Foundation

/// A regular expression that gives up when matching takes longer than a time budget.
///
/// A screen, an agent's message or data from a server can hold a pattern such as `(a+)+$` that backtracks for
/// minutes on an input like `"aaaa…b"`. Foundation's `NSRegularExpression` has no timeout, but when asked to report
/// progress it calls back periodically while it backtracks (every few hundred microseconds), and the callback may
/// stop the search: the budget is checked there, so a catastrophic pattern returns shortly after the budget is
/// spent. Nimbus's `match` and `replace` operations and A2UI's `regex` function and schema `pattern`s all match
/// through it.
package struct BoundedRegularExpression {
    /// How long one search may run before it gives up, in seconds.
    package static let defaultBudget: TimeInterval = 0.05

    /// The pattern, as its author wrote it (used in error messages).
    package let pattern: String
    /// The time one search may take, in seconds.
    package let budget: TimeInterval
    private let expression: NSRegularExpression

    /// Compiles `pattern`.
    ///
    /// - Throws: ``RegularExpressionError`` naming the pattern when it is not a valid regular expression.
    package init(_ pattern: String, budget: TimeInterval = defaultBudget) throws(RegularExpressionError) {
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw RegularExpressionError(pattern: pattern, message: "Invalid regular expression: \(pattern)")
        }
        self.pattern = pattern
        self.budget = budget
    }

    /// Whether the whole of `text` matches (Kotlin's `Regex.matches`).
    ///
    /// - Throws: ``RegularExpressionError`` naming the pattern when the budget runs out.
    package func matchesWhole(_ text: String) throws(RegularExpressionError) -> Bool {
        let whole = NSRange(text.startIndex..., in: text)
        let first = try matches(in: text, options: [.anchored], limit: 1).first
        return first?.range == whole
    }

    /// Whether some part of `text` matches (JavaScript's `RegExp.test`).
    ///
    /// - Throws: ``RegularExpressionError`` naming the pattern when the budget runs out.
    package func hasMatch(in text: String) throws(RegularExpressionError) -> Bool {
        try !matches(in: text, options: [], limit: 1).isEmpty
    }

    /// `text` with every match replaced by `template` (`$1` names a group, as in Kotlin's `replace`).
    ///
    /// - Throws: ``RegularExpressionError`` naming the pattern when the budget runs out.
    package func replacingMatches(in text: String, with template: String) throws(RegularExpressionError) -> String {
        let found = try matches(in: text, options: [], limit: .max)
        guard !found.isEmpty else { return text }
        let source = text as NSString
        var result = ""
        var copied = 0
        for match in found {
            result += source.substring(with: NSRange(location: copied, length: match.range.location - copied))
            result += expression.replacementString(for: match, in: text, offset: 0, template: template)
            copied = match.range.location + match.range.length
        }
        result += source.substring(from: copied)
        return result
    }

    /// Up to `limit` matches in `text`, or an error once the budget is spent.
    private func matches(in text: String, options: NSRegularExpression.MatchingOptions,
                         limit: Int) throws(RegularExpressionError) -> [NSTextCheckingResult] {
        let deadline = Date(timeIntervalSinceNow: budget)
        var found: [NSTextCheckingResult] = []
        var overran = false
        let range = NSRange(text.startIndex..., in: text)
        expression.enumerateMatches(in: text, options: options.union(.reportProgress), range: range) { match, _, stop in
            if let match { found.append(match) }
            if found.count >= limit {
                stop.pointee = true
            } else if Date() > deadline {
                overran = true
                stop.pointee = true
            }
        }
        if overran {
            throw RegularExpressionError(pattern: pattern, message: "Regular expression \(pattern) gave up after "
                                         + "\(Int(budget * 1000)) ms (it backtracks too much on this text)")
        }
        return found
    }
}

/// Why a ``BoundedRegularExpression`` could not answer: its pattern is not a regular expression, or matching ran
/// past its budget.
package struct RegularExpressionError: Error, Equatable {
    /// The pattern, as its author wrote it.
    package let pattern: String
    /// The sentence for the person who wrote the pattern, naming it.
    package let message: String
}
