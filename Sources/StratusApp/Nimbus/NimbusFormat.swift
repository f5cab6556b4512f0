import Foundation
import StratusCore
import StratusFormats

/// Nimbus screens as a ``ScreenFormat``: a node with `"_:component"` (or a bundle of screens by name), in JSON or
/// YAML (README.md, "The screen format"; Docs/Formats.md, "Nimbus").
///
/// A document is Nimbus's when it is YAML (the one format written in YAML), or JSON whose root is an object that
/// names a component. It is read by ``ScreenDocument`` with the position of every value, refused at the first
/// structural error in `stratus check`'s words (``ScreenStructure``), and checked by ``ScreenChecker``.
struct NimbusFormat: ScreenFormat {
    /// The documents of the last check, kept until the process exits.
    @MainActor private static var leftToExit: [Result<ScreenDocument, StratusAppError>] = []

    var name: String { "Nimbus" }

    var expectation: String { #"a node with "_:component" (or a bundle of screens), in JSON or YAML"# }

    var fileExtensions: [String] { ScreenFolder.screenExtensions }

    /// YAML, or JSON whose root is an object naming a component (a node, or a bundle of nodes).
    func recognizes(_ document: FormatDocument) -> Bool {
        document.syntax == .yaml
            || (document.firstSignificantByte == UInt8(ascii: "{") && document.contains("\"_:component\""))
    }

    /// The screen, or the entry of a bundle the document names, with the positions of the whole text.
    func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        do {
            return try reading(document)
        } catch {
            throw StratusCoreError(error)
        }
    }

    private func reading(_ document: FormatDocument) throws(StratusAppError) -> FormatReading {
        let name = document.name
        let parsed = try ScreenDocument(parsing: document.bytes, format: document.syntax, file: name)
        // A screen whose structure is broken is refused here, in the words and at the position `stratus check`
        // gives, rather than by the engine in its own words.
        guard let entry = document.entry else {
            if let error = ScreenStructure.firstError(in: parsed.value, positions: parsed.positions, file: name) {
                throw error
            }
            return FormatReading(screen: parsed.value, positions: parsed.positions)
        }
        guard case .object(let bundle) = parsed.value, let key = ScreenBundle.key(forRoute: entry, in: bundle),
              let member = bundle[key] else {
            throw StratusAppError(.targetNotFound, "the bundle has no screen \"\(entry)\"", file: name)
        }
        let rootPath = SourcePositionMap.member(key, of: "$")
        if let error = ScreenStructure.firstError(in: member, rootPath: rootPath, positions: parsed.positions,
                                                  file: name) {
            throw error
        }
        return FormatReading(screen: member, positions: parsed.positions, rootPath: rootPath)
    }

    /// Every screen read first, so that a screen opened by another with navigation states knows them; each then
    /// checked as ``ScreenChecker`` does. A document found in a folder that is no screen is skipped.
    @MainActor
    func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] {
        let parsed = documents.map { document in
            Result { () throws(StratusAppError) in
                try ScreenDocument(parsing: document.bytes, format: document.syntax, file: document.name,
                                   options: ScreenChecker.parsingOptions)
            }
        }
        var navigationStates: Set<String> = []
        for case .success(let screen) in parsed {
            navigationStates.formUnion(ScreenChecker.navigationStates(in: screen.value))
        }
        let checker = ScreenChecker(engine: engine, navigationStates: navigationStates)
        // The process ends after a check: the documents are left to the exit rather than freed value by value,
        // which takes a tenth of a second for a screen with a million items of state.
        Self.leftToExit = parsed
        return zip(documents, parsed).map { document, result in
            switch result {
            case .success(let screen):
                guard let problems = checker.check(screen, file: document.name,
                                                   requireScreen: !document.foundInFolder) else { return .skipped }
                return .checked(problems)
            case .failure(let error):
                return .checked([ScreenChecker.diagnostic(error, file: document.name)])
            }
        }
    }
}
