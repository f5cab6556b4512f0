@testable import StratusApp
import StratusFormats
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

/// A screen written by hand with the mistakes backend teams make: two misspelt properties, a misspelt event, a
/// state that does not exist and one misspelt (`stratus check` finds 2 errors and 3 warnings).
let handWrittenScreen = """
    {"_:component": "layout:column", "state": {"count": 0}, "children": [
      {"_:component": "layout:text", "properties": {"txt": "Hello", "colour": "#FF0000"}},
      {"_:component": "terminal:button", "properties": {"text": "Go", "onPres": [
        {"_:action": "setState", "properties": {"path": "count", "value": 1}}]}},
      {"_:component": "layout:text", "properties": {"text": "@{nope.missing} and @{cont}"}}]}
    """
