import StratusCodable

extension CardChecker {
    /// Checks the card in `text` and places each diagnostic at its file, line and column.
    ///
    /// - Parameter file: the name written in the diagnostics.
    /// - Returns: The diagnostics; text that is not JSON gives one error at its position.
    public static func check(text: String, file: String?) -> [CardDiagnostic] {
        let card: JSONValue
        do {
            card = try JSONValue(parsing: text, options: Template.parsingOptions)
        } catch {
            var diagnostic = CardDiagnostic(.error, "not JSON: \(error.message)", at: [])
            diagnostic.location = ProblemLocation(file: file, position: error.position)
            return [diagnostic]
        }
        let diagnostics = check(card)
        let placement = SourcePlacement(text: text, paths: diagnostics.map(\.pathComponents))
        return diagnostics.map { diagnostic in
            var placed = diagnostic
            placed.location = placement.location(file: file, path: diagnostic.pathComponents, offset: diagnostic.offset,
                                                 pointsAtKey: diagnostic.pointsAtKey)
            return placed
        }
    }
}
