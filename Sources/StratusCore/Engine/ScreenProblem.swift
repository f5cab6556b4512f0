import StratusCodable

/// A mistake in what a screen says, found while the screen is built or run: an unknown state, component or
/// operation, a malformed expression, a property of the wrong type.
///
/// Its words are the ones `stratus check` uses for the same mistake, and its place is the JSON path of the value
/// in question, so that an app which knows the screen's source can report it at the same file, line and column
/// (``ServerDrivenEngine/describeScreenProblem``): one problem, one text, wherever it is found.
public struct ScreenProblem: Sendable, Hashable {
    /// How bad it is.
    public var level: LogEntry.Level
    /// What is wrong, for the person who wrote the screen: `unknown state "cont"; did you mean "count"?`.
    public var message: String
    /// The JSON path of the value in question, from the screen's root: `$.children[2].properties.text`.
    public var jsonPath: String
    /// The URL the screen was loaded from (``Screen/resolvedURL``), when known.
    public var screenURL: String?

    /// Creates a problem.
    public init(_ level: LogEntry.Level, _ message: String, at jsonPath: String, screenURL: String? = nil) {
        self.level = level
        self.message = message
        self.jsonPath = jsonPath
        self.screenURL = screenURL
    }

    /// `message [jsonPath]`: how a problem reads when its screen's source is not known.
    public var placedDescription: String { "\(message) [\(jsonPath)]" }

    // MARK: - Wording

    /// `unknown state "cont"; did you mean "count"?`, the suggestion taken from the states `names` in scope.
    public static func unknownState(_ id: String, among names: some Sequence<String>, at jsonPath: String)
        -> ScreenProblem {
        ScreenProblem(.error, "unknown state \"\(id)\"" + didYouMean(SpellingSuggestion.closest(to: id, among: names)),
                      at: jsonPath)
    }

    /// `unknown operation "sun"; did you mean "sum"?`.
    public static func unknownOperation(_ name: String, among names: some Sequence<String>, at jsonPath: String)
        -> ScreenProblem {
        ScreenProblem(.error, "unknown operation \"\(name)\""
            + didYouMean(SpellingSuggestion.closest(to: name, among: names)), at: jsonPath)
    }

    /// `malformed expression: invalid path "n + ". ...`.
    public static func malformedExpression(_ message: String, at jsonPath: String) -> ScreenProblem {
        ScreenProblem(.error, "malformed expression: \(message)", at: jsonPath)
    }

    /// `unknown component "layout:txet"; did you mean "layout:text"?`, at the node's `_:component`.
    public static func unknownComponent(_ identifier: String, among names: some Sequence<String>,
                                        node jsonPath: String) -> ScreenProblem {
        ScreenProblem(.error, "unknown component \"\(identifier)\""
            + didYouMean(SpellingSuggestion.closest(to: identifier, among: names)), at: jsonPath + "._:component")
    }

    /// A property that does not match what its component declares: `"size" of layout:text: expected a number,
    /// found the string "big"` at the property, or `layout:image needs "url" (a string)` at the node when it is
    /// missing.
    public static func property(_ problem: SchemaProblem, of component: String, node jsonPath: String)
        -> ScreenProblem {
        let name = problem.path.dropFirst()
        if problem.found == "nothing" {
            return ScreenProblem(.error, "\(component) needs \"\(name)\" (\(problem.expected))", at: jsonPath)
        }
        return ScreenProblem(.error, "\"\(name)\" of \(component): \(problem.message)",
                             at: jsonPath + ".properties" + problem.path)
    }

    /// `; did you mean "text"?`, or nothing.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
