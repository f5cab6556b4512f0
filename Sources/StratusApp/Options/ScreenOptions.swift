import ArgumentParser

/// The options shared by the commands that open a screen (`run` and `render`).
public struct ScreenOptions: ParsableArguments {
    /// The base URL that `/paths` resolve against.
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The base that '/paths' in screens resolve against.",
            discussion: "Default: the folder of the file, or the origin of the URL.",
            valueName: "url"))
    public var baseURL: String?

    /// How errors are shown, when chosen on the command line.
    // Optional, so that `--help` says "(the default)" in words rather than "(default: --dev)" on `--dev`.
    @Flag(exclusivity: .exclusive)
    public var errorDisplay: ErrorDisplayMode?

    /// How errors are shown: `--dev` unless `--release` was given.
    public var errorMode: ErrorDisplayMode { errorDisplay ?? .dev }

    /// Creates the options with their defaults.
    public init() {}
}
