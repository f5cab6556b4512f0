import StratusA2UITerminal
import StratusAdaptiveCards
import StratusFormats

/// The screen formats the `stratus` app reads, registered in one list (Docs/Formats.md): loading, `check`,
/// `render`, `run` and `test` ask it which format a document is.
///
/// A new format registers here, and nowhere else in the app.
public enum AppFormats {
    /// The formats, asked in this order: Nimbus, then A2UI (their documents never overlap: a document naming
    /// `"_:component"` is Nimbus's, and A2UI claims only messages; Docs/Formats.md, "Which format wins").
    ///
    /// Each call makes a new list, whose A2UI format keeps the surfaces of the streams read with it.
    public static func list() -> ScreenFormatList {
        list(a2ui: A2UIFormat())
    }

    /// The formats, with `a2ui` as the A2UI format (its surfaces, how it checks).
    static func list(a2ui: A2UIFormat) -> ScreenFormatList {
        ScreenFormatList([NimbusFormat(), a2ui, AdaptiveCardsFormat()])
    }
}
