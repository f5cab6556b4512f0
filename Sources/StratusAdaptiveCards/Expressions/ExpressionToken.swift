/// One token of an Adaptive Expression, with the offset (in Unicode scalars) where it starts.
struct ExpressionToken: Sendable, Hashable {
    /// The kinds of tokens of the Adaptive Expressions grammar (botbuilder-js
    /// libraries/adaptive-expressions/src/parser/ExpressionAntlrLexer.g4).
    enum Kind: Sendable, Hashable {
        /// A number without sign: `12`, `3.5`.
        case number(Double, isInteger: Bool)
        /// A quoted string, escapes already applied.
        case string(String)
        /// A name: letters, digits and `_`, starting with a letter, `_`, `#`, `@`, `@@`, `$` or `%`.
        case identifier(String)
        /// A string between backticks, cut into literal text and `${...}` parts.
        case interpolation([InterpolationPiece])
        /// An operator or a punctuation mark, as written (`+`, `<=`, `=>`, `(`, ...).
        case symbol(String)
        /// The end of the text.
        case end
    }

    /// A part of a backtick string: literal text, or the text of an expression inside `${...}` with its offset.
    enum InterpolationPiece: Sendable, Hashable {
        case text(String)
        case expression(String, offset: Int)
    }

    var kind: Kind
    var offset: Int
}
