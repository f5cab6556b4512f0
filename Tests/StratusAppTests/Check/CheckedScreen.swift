@testable import StratusApp
import StratusCore
import StratusTerminal

/// What `stratus check` says of a screen written in a test, as the file `s.json`, with the built-in and sample
/// libraries (and any others given).
@MainActor
func checkedScreen(_ text: String, libraries: [UILibrary] = [], navigationStates: Set<String> = []) throws
    -> [Diagnostic] {
    let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all + libraries)
    let document = try ScreenDocument(parsing: text, format: .json, file: "s.json")
    return ScreenChecker(engine: engine, navigationStates: navigationStates).check(document, file: "s.json") ?? []
}
