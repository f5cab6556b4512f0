import Foundation
import StratusCore
import Testing

/// A2UI v1.0 (2026-08-18) function calls both ways with a real agent (`Agents/function_agent.py`), over stdio and
/// over A2A (a2a-sdk's server, `Agents/booking_a2a_agent.py --conversation functions`), driven headless with
/// `stratus render --a2ui-catalog Agents/function_catalog.json --keys`: the agent's `greet` and `verifyName` called
/// from a binding and a Button and answered where they were called, the client's `formatCurrency` run for the
/// agent, and the calls the client must refuse (rendererOnly, declared nowhere, an answer to a call never made).
@Suite("Function calls both ways with a real agent", .serialized)
struct FunctionCallAgentTests {
    static let catalog = PackageRoot.path + "/Agents/function_catalog.json"
    /// Ada's name made AdaBob, then the Button pressed.
    static let keys = "'Bob' tab enter"

    /// The frame, standard error, the line `--dump-actions` printed last and the agent's log, over `transport`.
    static func converse(over transport: String) async throws -> (frame: String, errors: String, printed: JSONValue, log: [JSONValue]) {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let folder = try TemporaryFolder()
        let options = ["render", "--a2ui-catalog", catalog, "--size", "70x14", "--timeout", "60", "--dump-actions",
                       "--keys", keys]
        let result: Subprocess.Result
        let log: () throws -> [JSONValue]
        if transport == "a2a" {
            let agent = try await A2ABookingAgent.start(in: folder, ["--conversation", "functions"])
            defer { agent.stop() }
            result = try await Subprocess.run(binary, [options[0], agent.url] + options.dropFirst())
            log = agent.log
        } else {
            guard Subprocess.which("python3") != nil else { try Test.cancel("python3 is not installed (make deps-test installs it)") }
            let path = folder.path + "/agent.log"
            result = try await Subprocess.run(binary, options + [
                "--agent", "--", "python3", PackageRoot.path + "/Agents/function_agent.py", "--log", path])
            log = { try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: String($0)) } }
        }
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let printed = try JSONValue(parsing: try #require(lines.last { $0.hasPrefix("{") }, "\(result.standardOutput)"))
        return (result.standardOutput, result.standardError, printed, try log())
    }

    @Test func aCatalogForAStreamFileIsRefusedSayingWhereItBelongs() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let result = try await Subprocess.run(binary, ["render", PackageRoot.path + "/Screens/form.json", "--a2ui-catalog", Self.catalog])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--a2ui-catalog is for a conversation with an agent"), "\(result.standardError)")
    }

    @Test(arguments: ["stdio", "a2a"])
    func eachSideRunsTheOthersFunctionsAndRefusesWhatTheCatalogDoesNotAllow(transport: String) async throws {
        let (frame, errors, printed, log) = try await Self.converse(over: transport)
        let received = log.compactMap { $0["received"] }
        // The greeting is a call of the agent's `greet`: asked with the name as it was, then as typed; its answer
        // shows where the call was made.
        let greetings = received.compactMap { $0["callAgentFunction"] }.filter { $0["callFunction"]?["call"] == "greet" }
        #expect(greetings.first?["callFunction"]?["args"] == ["name": "Ada"], "\(received)")
        #expect(greetings.last?["callFunction"]?["args"] == ["name": "AdaBob"], "\(received)")
        #expect(greetings.allSatisfy { $0["surfaceId"] == "functions" })
        #expect(frame.contains("Hello, AdaBob!"), "\(frame)")
        // The Button's action calls the agent's `verifyName` with the name typed: what --dump-actions printed.
        #expect(printed["callAgentFunction"]?["callFunction"] == ["call": "verifyName", "args": ["name": "AdaBob"]])
        #expect(received.contains { $0["callAgentFunction"] == printed["callAgentFunction"] })
        // The agent's call of `formatCurrency`, which the catalog lets it make: run, answered, shown by the agent.
        let response = try #require(received.compactMap { $0["rendererFunctionResponse"] }.first, "\(received)")
        #expect(response == ["functionCallId": "price-1", "value": "€1,234.50"])
        #expect(frame.contains("Price: €1,234.50"), "\(frame)")
        // Refused with the protocol's error, naming the call and no surface: a rendererOnly function, a function
        // no catalog declares, an answer to a call never made.
        let refusals = received.compactMap { $0["error"] }
        #expect(refusals.map { $0["functionCallId"] } == ["required-1", "rockets-1", "never-made"], "\(received)")
        #expect(refusals.allSatisfy { $0["code"] == "INVALID_FUNCTION_CALL" && $0["surfaceId"] == nil })
        #expect(refusals.first?["message"] == "Function 'required' is rendererOnly and cannot be called by the agent.")
        // And said where the user looks, the surface keeping what it had.
        #expect(errors.contains("refused: INVALID_FUNCTION_CALL: Function 'launchRockets' is not declared by catalog"), "\(errors)")
        #expect(errors.contains("agentFunctionResponse: no call \"never-made\" is waiting for an answer"), "\(errors)")
        #expect(frame.contains("Functions both ways"), "\(frame)")
    }
}
