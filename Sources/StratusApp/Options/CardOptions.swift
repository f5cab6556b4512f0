import ArgumentParser

/// The options of `run` and `render` for Adaptive Cards.
public struct CardOptions: ParsableArguments {
    /// The data a card template is expanded with.
    @Option(name: .customLong("data"), help: ArgumentHelp(
        "For an Adaptive Card template: the data its ${...} expressions are expanded with ($root) before it is drawn.",
        valueName: "file"), completion: .file())
    public var data: String?

    /// Creates the options with their defaults.
    public init() {}

    /// Hands the data to the formats of `assembly`.
    func apply(to assembly: AppAssembly) throws {
        if let data { try assembly.loader.formats.expandTemplates(withDataAt: data) }
    }
}
