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
        first(AdaptiveCardsFormat.self)?.settings.data = try CardSettings.json(contentsOf: path)
    }

    /// Draws the cards read with this list in the colours and spacing of the host config at `path`
    /// (`--host-config`).
    ///
    /// - Throws: `AdaptiveCardsError` when the file cannot be read or is not JSON.
    func drawCards(withHostConfigAt path: String) throws {
        first(AdaptiveCardsFormat.self)?.settings.hostConfig = HostConfig(json: try CardSettings.json(contentsOf: path))
    }
}
