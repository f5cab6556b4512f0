import ArgumentParser
import Testing
@testable import StratusApp

/// `render`'s common command lines, read without swift-argument-parser, give the values it would have given, and
/// every other command line is left to it.
@Suite struct RenderInvocationCommonFormTests {
    /// The command swift-argument-parser reads from `arguments` (which start with `render`).
    private func parsed(_ arguments: [String]) throws -> RenderCommand {
        try #require(try StratusCommand.parseAsRoot(arguments) as? RenderCommand)
    }

    @Test(arguments: [
        ["render", "Screens/catalogue.json"],
        ["render", "Screens/catalogue.json", "--size", "100x30"],
        ["render", "--size=100x30", "Screens/catalogue.json"],
        ["render", "x.json", "--size", "40X12", "--keys", "tab 'hello' enter", "--color", "256", "--format", "svg"],
        ["render", "x.json", "--color=always", "--timeout", "0.5", "--image-wait", "0", "--release"],
        ["render", "x.json", "--dump-state", "--dump-actions", "--dev", "--base-url", "http://127.0.0.1:8080/app"],
        ["render", "https://example.com/a.json", "--format", "accessibility-json"],
        ["render", "card.json", "--data", "data.json", "--host-config=teams.json", "--size", "60x20"],
        ["render", "a=b.json", "--keys=down"],
    ])
    func aCommonCommandLineGivesWhatTheParserGives(_ arguments: [String]) throws {
        let common = try #require(RenderInvocation(commonForm: arguments))
        let command = try parsed(arguments)
        // The parser read no agent and no bot either: the common form has neither.
        #expect(!command.agent.agent && command.agent.message == nil && command.agent.agentCommand.isEmpty)
        #expect(command.bot.bot == nil)
        var fromParser = RenderInvocation(command)
        fromParser.agent = nil
        fromParser.bot = nil
        // Each value's description.
        #expect(String(describing: common) == String(describing: fromParser))
    }

    @Test func theValuesAreTheOnesGiven() throws {
        let command = try #require(RenderInvocation(commonForm: [
            "render", "x.json", "--size", "100x30", "--keys", "tab", "--color", "16", "--format", "html", "--timeout", "2",
            "--image-wait=0.25", "--release",
        ]))
        #expect(command.target == "x.json")
        #expect(command.size == TerminalSize(width: 100, height: 30))
        #expect(command.keys == "tab")
        #expect(command.color == .ansi16)
        #expect(command.format == .html)
        #expect(command.timeout == 2)
        #expect(command.imageWait == 0.25)
        #expect(command.errorMode == .release)
        #expect(!command.dumpState)
        #expect(!command.dumpActions)
    }

    @Test(arguments: [
        ["check", "x.json"],
        ["run", "x.json"],
        ["render"],
        ["render", "--help"],
        ["render", "-h"],
        ["render", "help"],
        ["render", "x.json", "--version"],
        ["render", "x.json", "y.json"],
        ["render", "x.json", "--size", "100x30", "--size", "80x24"],
        ["render", "x.json", "--size"],
        ["render", "x.json", "--size", "wide"],
        ["render", "x.json", "--size", "0x10"],
        ["render", "x.json", "--size="],
        ["render", "x.json", "--keys", ""],
        ["render", "x.json", "--keys", "-x"],
        ["render", "x.json", "--color", "purple"],
        ["render", "x.json", "--timeout", "0"],
        ["render", "x.json", "--timeout", "soon"],
        ["render", "x.json", "--image-wait", "-1"],
        ["render", "x.json", "--keys", "'unclosed"],
        ["render", "x.json", "--dev", "--release"],
        ["render", "x.json", "--dump-state=yes"],
        ["render", "x.json", "--dump-state", "--format", "svg"],
        ["render", "x.json", "--no-such-option"],
        ["render", "x.json", "-s", "80x24"],
        ["render", "-"],
        ["render", "x.json", "--"],
        ["render", "--agent", "--", "python3", "agent.py"],
        ["render", "a2a+http://127.0.0.1:9/agent", "--message", "hi"],
        ["render", "--bot", "http://127.0.0.1:3978/api/messages"],
    ])
    func anyOtherCommandLineIsLeftToTheParser(_ arguments: [String]) {
        #expect(RenderInvocation(commonForm: arguments) == nil)
    }

    @Test func whatTheParserRefusesAmongThemItStillRefusesWithItsOwnMessage() {
        for arguments in [["render", "x.json", "--size", "wide"], ["render", "x.json", "--dev", "--release"],
                          ["render", "x.json", "--timeout", "0"], ["render", "x.json", "--dump-state", "--format", "svg"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try StratusCommand.parseAsRoot(arguments) }
        }
    }
}
