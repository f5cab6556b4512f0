import StratusAdaptiveCards
import StratusCodable
import StratusFormats

extension ScreenFormatList {
    /// The activities the actions of the cards read with this list sent (none when Adaptive Cards is not in it).
    var cardActivities: [JSONValue] {
        first(AdaptiveCardsFormat.self)?.activities.sent ?? []
    }

    /// Gives templates read with this list the data of the file at `path` (`--data`).
    ///
    /// - Throws: `AdaptiveCardsError` when the file cannot be read or is not JSON.
    func expandTemplates(withDataAt path: String) throws {
        first(AdaptiveCardsFormat.self)?.templateData.data = try TemplateData.json(contentsOf: path)
    }
}
