import ArgumentParser
import Foundation
import StratusTerminal

/// `stratus render`: run a screen without a terminal and print the final frame.
public struct RenderCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a screen without a terminal and print the final frame.",
        discussion: """
            Runs the same app as `stratus run` on a headless terminal of --size, applies --keys in \
            order, waits for loads and requests to settle (at most --timeout seconds; pictures at most \
            --image-wait seconds a step; with an agent, for it to answer and fall quiet), then prints \
            exactly HEIGHT lines with trailing spaces trimmed. Key tokens: key names and chords \
            (tab, enter, esc, up, f5, ctrl+s, alt+x, shift+tab), 'quoted text' typed as is, and \
            click:ID to activate the node with that id. --format svg or html prints the frame as a \
            picture instead (cells of 10 by 20 pixels, box-drawing as shapes); --format accessibility prints what \
            the screen is to a screen reader, one element a line (accessibility-json: as JSON). Errors go to standard error; the exit status \
            is 1 when the screen could not be loaded or a request failed with no onError to tell the user (the frame \
            shows it in a status line).
            """
    )

    /// What to render (none with `--agent`).
    @Argument(help: "A screen file, a folder, an http(s) URL, or an A2A agent (a2a+http://HOST:PORT/PATH).", completion: .file())
    public var target: String?

    /// Base URL and error display.
    @OptionGroup public var screen: ScreenOptions

    /// An A2UI agent to talk to instead of a screen.
    @OptionGroup public var agent: AgentOptions

    /// The data of an Adaptive Card template.
    @OptionGroup public var card: CardOptions

    /// A Bot Framework bot to talk to instead of a screen.
    @OptionGroup public var bot: BotOptions

    /// The frame size.
    @Option(help: ArgumentHelp("The terminal size.", valueName: "WxH"))
    public var size: TerminalSize = TerminalSize(width: 80, height: 24)

    /// The keys to apply.
    @Option(help: ArgumentHelp("Keys to press before printing, separated by spaces (default: none).", valueName: "keys"))
    public var keys: String = ""

    /// Color output.
    @Option(help: ArgumentHelp(
        "Print colors as ANSI escape sequences. auto: when printing to a terminal and NO_COLOR is not set; always: 24-bit; 8, 16, 256, truecolor: as a terminal with that many shows them."))
    public var color: ColorMode = .never

    /// Text or a picture.
    @Option(help: "What to print: text lines, an SVG picture, an HTML page holding the picture, or the accessibility tree (an outline, or JSON).")
    public var format: FrameFormat = .text

    /// The settle bound.
    @Option(help: ArgumentHelp("Seconds to wait for loads and requests to settle.", valueName: "seconds"))
    public var timeout: Double = 5

    /// The picture bound.
    @Option(help: ArgumentHelp(
        "Seconds each step waits for pictures that are loading; later ones are drawn as placeholders (0: never wait).",
        valueName: "seconds"))
    public var imageWait: Double = 1

    /// Whether to print the states after the frame.
    @Flag(help: "After the frame, print one JSON object with the global state, each node's states by id and each A2UI surface's data model.")
    public var dumpState = false

    /// Whether to print the A2UI action messages and the Adaptive Card activities after the frame.
    @Flag(help: "After the frame (and the states), print what the keys made the screen send, one JSON object a line: A2UI action messages, or the Bot Framework activities of an Adaptive Card's actions.")
    public var dumpActions = false

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks the options before running.
    public func validate() throws {
        try RenderInvocation(self).validate()
    }

    /// Renders and prints.
    public func run() async throws {
        try await RenderInvocation(self).run()
    }
}
