import Foundation
import StratusBotChannel
import StratusCore
import StratusTerminal

/// Runs screen tests in this process: opens the screen headless exactly as `stratus render` does, applies the
/// steps in order and checks each expectation, starting a stub server when the test has one.
public struct ScreenTestRunner: Sendable {
    /// Write the frame of every `frame` step to its file instead of failing when it differs or is missing.
    public var update: Bool

    /// A runner.
    public init(update: Bool = false) { self.update = update }

    /// Runs every test of a file; a file that does not read gives one failed result named after it.
    @MainActor
    public func run(file: String) async -> [ScreenTestResult] {
        let tests: [ScreenTest]
        do {
            tests = try ScreenTestFile.read(file)
        } catch {
            var result = ScreenTestResult(file: file, name: "(file)")
            result.failures.append(.init(message: error.description))
            return [result]
        }
        var results: [ScreenTestResult] = []
        for test in tests { results.append(await run(test)) }
        return results
    }

    /// Runs one test.
    @MainActor
    public func run(_ test: ScreenTest) async -> ScreenTestResult {
        let clock = ContinuousClock()
        let started = clock.now
        var result = ScreenTestResult(file: test.file, name: test.name)
        var stub: StubServer?
        var bot: BotProcess?
        var assembly: AppAssembly?
        do {
            var network: (any HTTPClientProtocol)?
            if let definition = test.stub {
                let server = try await StubServer.start(definition)
                stub = server
                network = StubRedirect(origin: definition.origin, stub: server.baseURL, network: AsyncHTTPTransport())
            }
            let app: AppAssembly
            if let definition = test.bot {
                let started = try await BotProcess(definition, in: test.folder)
                bot = started
                var configuration = BotChannel.Configuration(endpoint: started.url)
                configuration.timeout = .milliseconds(Int(test.timeout * 1000))
                app = AppAssembly(bot: configuration, firstMessage: nil, mode: .dev, requestTimeout: test.timeout * 0.8)
            } else {
                let target = try ScreenTarget(resolving: test.screen, baseURL: test.baseURL, currentDirectory: test.folder)
                app = try AppAssembly(target: target, mode: .dev, baseURL: test.baseURL,
                                      requestTimeout: test.timeout * 0.8, network: network)
            }
            assembly = app
            let render = HeadlessRender(assembly: app, size: test.size, script: KeyScript(steps: []),
                                        timeout: test.timeout, color: false, dumpState: false,
                                        imageWait: .milliseconds(Int(test.timeout * 1000)))
            await perform(test, with: render, stub: stub, into: &result)
        } catch {
            result.failures.append(.init(message: test.location.describing("\(error)")))
        }
        await stub?.stop()
        assembly?.bot?.stop()
        bot?.stop()
        result.seconds = (clock.now - started).seconds
        return result
    }

    @MainActor
    private func perform(_ test: ScreenTest, with render: HeadlessRender, stub: StubServer?,
                         into result: inout ScreenTestResult) async {
        var status: Int32 = 0
        var messages: [String] = []
        let session: HeadlessSession
        do {
            session = try await render.start()
        } catch {
            if test.exitStatus != 1 || !test.steps.isEmpty {
                result.failures.append(.init(message: test.location.describing("could not start: \(error)")))
            }
            return
        }
        var activitiesSeen = 0
        steps: for step in test.steps {
            let place = ProblemLocation(file: test.file, line: step.line)
            switch step.action {
            case .keys(let script):
                switch await HeadlessRender.drive(session, through: script.steps, timeout: test.timeout,
                                                  settling: render.settling) {
                case .finished: break
                case .failed(let failure):
                    // As in `stratus render`, a key that cannot be applied ends the run with status 1.
                    messages.append(failure)
                    status = 1
                    break steps
                case .timedOut:
                    result.failures.append(.init(message: place.describing("the keys did not settle within \(test.timeout) s")))
                    break steps
                }
            case .frame(let name):
                checkFrame(name, of: session, test: test, place: place, into: &result)
            case .state(let expected):
                let dump = StateDump.value(of: session.engine)
                for (path, value) in expected {
                    guard let statePath = try? StatePath(parsing: path) else { continue }
                    guard let found = statePath.value(in: dump) else {
                        result.failures.append(.init(message: place.describing("state \(path): no such value")))
                        continue
                    }
                    if !value.matches(found) {
                        result.failures.append(.init(
                            message: place.describing("state \(path): expected \(value.jsonString()), found \(found.jsonString())")))
                    }
                }
            case .accessibility(let expected):
                let outline = session.accessibility.outline
                let shown = Set(outline.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
                let missing = expected.filter { !shown.contains($0) }
                if !missing.isEmpty {
                    let indented = outline.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
                    result.failures.append(.init(message: place.describing(
                        "accessibility: no element " + missing.joined(separator: ", no element ") + "; the tree is:\n" + indented)))
                }
            case .say(let text):
                guard let conversation = render.assembly.bot else { continue }
                await conversation.settle()
                conversation.say(text)
                await conversation.settle()
                await session.settle()
            case .activities(let expected):
                guard let conversation = render.assembly.bot else { continue }
                await conversation.settle()
                let sent = await conversation.sentActivities().map { JSONValue.object($0.fields) }
                let new = Array(sent.dropFirst(activitiesSeen))
                activitiesSeen = sent.count
                if let problem = Self.compare(activities: expected, new) {
                    result.failures.append(.init(message: place.describing("activities: \(problem)")))
                }
            case .requests(let expected):
                let received = stub?.takeReceived() ?? []
                if let problem = Self.compare(expected, received) {
                    result.failures.append(.init(message: place.describing("requests: \(problem)")))
                }
            }
        }
        let problems = render.diagnose(session)
        messages += problems.messages
        status = max(status, problems.status)
        if status != test.exitStatus {
            var message = test.location.describing("exit status: expected \(test.exitStatus), found \(status)")
            if !messages.isEmpty { message += "\n" + messages.map { "  " + $0 }.joined(separator: "\n") }
            result.failures.append(.init(message: message))
        }
    }

    @MainActor
    private func checkFrame(_ name: String, of session: HeadlessSession, test: ScreenTest, place: ProblemLocation,
                            into result: inout ScreenTestResult) {
        let actual = FrameSnapshot.shown(session.cells, colors: test.colors)
        let path = test.framePath(name)
        let actualText = FrameSnapshot.text(of: actual)
        var expected: CellBuffer?
        if let data = FileManager.default.contents(atPath: path) {
            do {
                expected = try FrameSnapshot.frame(parsing: String(decoding: data, as: UTF8.self))
            } catch {
                if !update {
                    let problem = StratusAppError(.invalidTest, error.message, file: path, line: error.line, column: 1)
                    result.failures.append(.init(message: place.describing("\(problem)")))
                    return
                }
            }
        }
        if let expected {
            let comparison = FrameComparison(expected: expected, actual: actual)
            if comparison.matches { return }
            if !update {
                result.failures.append(.init(
                    message: place.describing("frame \"\(name)\" differs from \(path)"), diff: comparison.lines,
                    expectedFrame: FrameSnapshot.text(of: expected), actualFrame: actualText,
                    changedCells: comparison.changedCells.map { [$0.x, $0.y] }.sorted { ($0[1], $0[0]) < ($1[1], $1[0]) }))
                return
            }
        } else if !update {
            result.failures.append(.init(
                message: place.describing("no expected frame \(path); `stratus test --update` records it"),
                actualFrame: actualText))
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: test.framesFolder, withIntermediateDirectories: true)
            try Data(actualText.utf8).write(to: URL(fileURLWithPath: path))
            result.recorded.append(path)
        } catch {
            result.failures.append(.init(message: place.describing("could not write \(path): \(error.localizedDescription)")))
        }
    }

    /// Nil when the stub received exactly the expected requests, in order; else what differs.
    static func compare(_ expected: [ExpectedRequest], _ received: [StubServer.Received]) -> String? {
        func describe(_ list: [String]) -> String { list.isEmpty ? "none" : list.joined(separator: "; ") }
        let mismatch = "expected \(describe(expected.map(\.summary))), received \(describe(received.map(\.description)))"
        guard expected.count == received.count else { return mismatch }
        for (want, got) in zip(expected, received) {
            let gotPath = want.path.contains("?") ? got.path : String(got.path.prefix { $0 != "?" })
            guard want.method == got.method, want.path == gotPath else { return mismatch }
            guard let body = want.body else { continue }
            let text = String(decoding: got.body, as: UTF8.self)
            if case .string(let wanted) = body {
                if wanted != text { return mismatch }
            } else if !((try? JSONValue(parsing: text)).map { body.matches($0) } ?? false) {
                return mismatch
            }
        }
        return nil
    }
}

extension ScreenTestRunner {
    /// Nil when `sent` are as many as `expected`, each having the members written; else what differs.
    static func compare(activities expected: [JSONValue], _ sent: [JSONValue]) -> String? {
        let sentText = sent.isEmpty ? "none" : sent.map { $0.jsonString() }.joined(separator: "; ")
        guard expected.count == sent.count, zip(expected, sent).allSatisfy({ $0.isPart(of: $1) }) else {
            return "expected \(expected.count) (\(expected.map { $0.jsonString() }.joined(separator: "; "))), sent \(sent.count) (\(sentText))"
        }
        return nil
    }
}

extension JSONValue {
    /// Whether this expected value is part of `actual`: an object's members are found in it (others are not
    /// compared), recursively; anything else matches as ``matches(_:)``.
    func isPart(of actual: JSONValue) -> Bool {
        guard case .object(let expected) = self, case .object(let found) = actual else { return matches(actual) }
        return expected.allSatisfy { key, value in found[key].map { value.isPart(of: $0) } ?? false }
    }
}

extension ExpectedRequest {
    /// `POST /path {"a":1}`.
    var summary: String { "\(method) \(path)" + (body.map { " " + ($0.stringValue ?? $0.jsonString()) } ?? "") }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

extension ScreenTest {
    /// Where the test is declared, for its failures.
    var location: ProblemLocation { ProblemLocation(file: file, line: line) }
}
