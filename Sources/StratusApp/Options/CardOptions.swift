import ArgumentParser

/// The options of `run` and `render` for Adaptive Cards.
public struct CardOptions: ParsableArguments {
    /// The data a card template is expanded with.
    @Option(name: .customLong("data"), help: ArgumentHelp(
        "For an Adaptive Card template: the data its ${...} expressions are expanded with ($root) before it is drawn.",
        valueName: "file"), completion: .file())
    public var data: String?

    /// The host config cards are drawn with.
    @Option(name: .customLong("host-config"), help: ArgumentHelp(
        "For an Adaptive Card: a host config (Teams', Outlook's...) whose text colours and spacing the card is drawn with.",
        valueName: "file"), completion: .file())
    public var hostConfig: String?

    /// Creates the options with their defaults.
    public init() {}

    /// Hands the data to the formats of `assembly`.
    func apply(to assembly: AppAssembly) throws {
        try Self.apply(data: data, hostConfig: hostConfig, to: assembly)
    }

    /// Applies `--data` and `--host-config` given as values (`stratus render`'s common forms have no `CardOptions`).
    static func apply(data: String?, hostConfig: String?, to assembly: AppAssembly) throws {
        if let data { try assembly.loader.formats.expandTemplates(withDataAt: data) }
        if let hostConfig { try assembly.loader.formats.drawCards(withHostConfigAt: hostConfig) }
    }
}
