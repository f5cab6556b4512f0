import Foundation
import StratusCore
import StratusTerminal
import StratusFormats

/// One screen test of a `*.test.yaml` file: a screen opened headless at a size, steps that press keys and
/// check what happened, and the exit status `stratus render` would give. The format is in Docs/ScreenTests.md.
public struct ScreenTest: Sendable {
    /// What a step does.
    public enum Action: Sendable {
        /// Press keys, in the `--keys` language of `stratus render`.
        case keys(KeyScript)
        /// Compare the frame with the expected frame file of this name.
        case frame(String)
        /// Compare values of the `--dump-state` object, by path (`nodes.todo.items[0].done`).
        case state([(path: String, value: JSONValue)])
        /// Compare the requests the stub received since the previous `requests` step.
        case requests([ExpectedRequest])
        /// Find each line in the outline of the screen's accessibility tree (`stratus render --format
        /// accessibility`): an element with that role, name, value and states, at any depth.
        case accessibility([String])
        /// Say a message to the test's bot, as if typed in the line at the bottom.
        case say(String)
        /// Compare the activities sent to the bot since the previous `activities` step: as many, in order, each
        /// having the members written (others are not compared).
        case activities([JSONValue])
    }

    /// A step and the line it is written on.
    public struct Step: Sendable {
        /// What the step does.
        public var action: Action
        /// The 1-based line of the step in the test file.
        public var line: Int
    }

    /// The test's name, unique in its file.
    public var name: String
    /// The file the test is written in.
    public var file: String
    /// The 1-based line where the test starts.
    public var line: Int
    /// The screen as written: a path relative to the test file, an http(s) URL, or anything `stratus render` opens.
    public var screen: String
    /// `--base-url`, when given.
    public var baseURL: String?
    /// The terminal size.
    public var size: TerminalSize
    /// The colours of the terminal the frames are compared on: frames are brought down to this palette.
    public var colors: ColorSupport
    /// How long each keys step may take to settle, in seconds.
    public var timeout: Double
    /// The stub server the screen's requests go to, when the test has one.
    public var stub: StubDefinition?
    /// The bot the test talks to instead of opening a screen, when it has one.
    public var bot: BotDefinition?
    /// The steps in order.
    public var steps: [Step]
    /// The exit status `stratus render` would give after the steps (1 when the screen failed or a key failed).
    public var exitStatus: Int32

    /// The folder of the test file; relative screens and frames start there (`.` for a file named without a folder,
    /// so that its frames go beside it rather than to the root of the file system).
    public var folder: String {
        let parent = (file as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The folder of expected frames: beside the test file, named after it (`todo.test.yaml` → `todo.frames/`).
    public var framesFolder: String {
        var stem = (file as NSString).lastPathComponent
        for suffix in [".test.yaml", ".test.yml", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return folder + "/" + stem + ".frames"
    }

    /// The path of the expected frame called `name`.
    public func framePath(_ name: String) -> String { framesFolder + "/" + name + ".frame" }
}

/// A request the stub should have received: method and path, and the body when given.
public struct ExpectedRequest: Sendable, Equatable {
    /// `GET`, `POST`... (upper case).
    public var method: String
    /// The path, with the query when the expectation has one.
    public var path: String
    /// The body: JSON values compare as JSON, a string compares with the body's text; nil is not checked.
    public var body: JSONValue?
}

/// The file format of screen tests: reads a `*.test.yaml` file into ``ScreenTest`` values.
public enum ScreenTestFile {
    /// The keys a test may have; at the top of a file they are defaults for each test of `tests`.
    static let testKeys: Set<String> = ["name", "screen", "bot", "base-url", "size", "colors", "timeout", "stub", "steps", "exit"]

    /// Whether a path names a test file when a folder is searched: `*.test.yaml` or `*.test.yml`.
    public static func isTestFile(_ path: String) -> Bool {
        path.hasSuffix(".test.yaml") || path.hasSuffix(".test.yml")
    }

    /// The test files named by `paths`: files as given, folders searched recursively, sorted by path.
    public static func discover(_ paths: [String]) throws(StratusAppError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw StratusAppError(.targetNotFound, "no such file or folder: \(path)")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
                .filter(isTestFile).sorted().map { base + "/" + $0 }
            files += found
        }
        return files
    }

    /// Reads the tests of one file.
    /// - Throws: `StratusAppError.invalidTest` at the line and column of the first problem.
    public static func read(_ path: String) throws(StratusAppError) -> [ScreenTest] {
        let document = try ScreenDocument(contentsOfFile: path)
        let reader = Reader(file: path, positions: document.positions)
        guard case .object(let root) = document.value else {
            throw reader.error("a test file is a map with `screen`, `size` and `steps` (or `tests`)", at: "$")
        }
        for key in root.keys where !testKeys.contains(key) && key != "tests" {
            throw reader.error("unknown key `\(key)`; expected one of \(testKeys.union(["tests"]).sorted().joined(separator: ", "))",
                               at: "$.\(key)", key: true)
        }
        guard let list = root["tests"] else {
            var single = root
            if single["name"] == nil {
                let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                single["name"] = .string(stem.hasSuffix(".test") ? String(stem.dropLast(5)) : stem)
            }
            return [try reader.test(single, defaults: [:], at: "$")]
        }
        guard case .array(let elements) = list, !elements.isEmpty else {
            throw reader.error("`tests` must be a non-empty list of tests", at: "$.tests")
        }
        var defaults = root
        defaults["tests"] = nil
        defaults["name"] = nil
        var tests: [ScreenTest] = []
        var names: Set<String> = []
        for (index, element) in elements.enumerated() {
            let path = "$.tests[\(index)]"
            guard case .object(let object) = element else { throw reader.error("a test must be a map", at: path) }
            let test = try reader.test(object, defaults: defaults, at: path)
            guard names.insert(test.name).inserted else {
                throw reader.error("another test of this file is also named \"\(test.name)\"", at: path + ".name")
            }
            tests.append(test)
        }
        return tests
    }

    /// Turns values into tests, reporting problems where they are written.
    struct Reader {
        let file: String
        let positions: SourcePositionMap

        func error(_ message: String, at path: String, key: Bool = false) -> StratusAppError {
            let position = key ? positions.keyPosition(of: path) : positions.position(of: path)
            return StratusAppError(.invalidTest, message, file: file, line: position?.line, column: position?.column,
                                   jsonPath: path == "$" ? nil : String(path.dropFirst(2)))
        }

        func line(of path: String) -> Int { positions.position(of: path)?.line ?? 1 }

        func test(_ own: JSONObject, defaults: JSONObject, at path: String) throws(StratusAppError) -> ScreenTest {
            for key in own.keys where !testKeys.contains(key) {
                throw error("unknown key `\(key)`; expected one of \(testKeys.sorted().joined(separator: ", "))",
                            at: "\(path).\(key)", key: true)
            }
            // Where a value is written: in the test, or in the file's defaults.
            func locate(_ key: String) -> (JSONValue, String)? {
                if let value = own[key] { return (value, "\(path).\(key)") }
                if let value = defaults[key] { return (value, "$.\(key)") }
                return nil
            }
            func string(_ key: String) throws(StratusAppError) -> String? {
                guard let (value, at) = locate(key) else { return nil }
                guard case .string(let text) = value, !text.isEmpty else {
                    throw error("`\(key)` must be a non-empty string", at: at)
                }
                return text
            }
            guard let name = try string("name") else { throw error("a test needs a `name`", at: path) }
            var bot: BotDefinition?
            if let (value, at) = locate("bot") { bot = try BotDefinition(value, at: at, reader: self) }
            guard let screen = try string("screen") ?? (bot == nil ? nil : "") else {
                throw error("a test needs a `screen` (a file relative to the test, a URL, or an app manifest) or a `bot`", at: path)
            }
            var size = TerminalSize(width: 80, height: 24)
            if let text = try string("size") {
                guard let parsed = TerminalSize(parsing: text) else {
                    throw error("`size` must be WIDTHxHEIGHT, such as 80x24", at: locate("size")?.1 ?? path)
                }
                size = parsed
            }
            var colors = ColorSupport.trueColor
            if let text = try string("colors") {
                guard let parsed = ColorSupport(rawValue: text) else {
                    throw error("`colors` must be one of \(ColorSupport.allCases.map(\.rawValue).joined(separator: ", "))",
                                at: locate("colors")?.1 ?? path)
                }
                colors = parsed
            }
            var timeout = 10.0
            if let (value, at) = locate("timeout") {
                guard let seconds = value.doubleValue, seconds > 0, seconds <= 600 else {
                    throw error("`timeout` must be a number of seconds between 0 and 600", at: at)
                }
                timeout = seconds
            }
            var exitStatus: Int32 = 0
            if let (value, at) = locate("exit") {
                guard let status = value.integerValue, (0...255).contains(status) else {
                    throw error("`exit` must be a whole number between 0 and 255", at: at)
                }
                exitStatus = Int32(status)
            }
            var stub: StubDefinition?
            if let (value, at) = locate("stub") { stub = try StubDefinition(value, at: at, reader: self) }
            guard let (stepsValue, stepsPath) = locate("steps"), case .array(let list) = stepsValue else {
                throw error("a test needs `steps`: a list of keys, frame, state, requests and accessibility steps", at: path)
            }
            var steps: [ScreenTest.Step] = []
            for (index, element) in list.enumerated() {
                steps.append(try step(element, at: "\(stepsPath)[\(index)]", hasStub: stub != nil, hasBot: bot != nil))
            }
            return ScreenTest(
                name: name, file: file, line: line(of: path), screen: screen, baseURL: try string("base-url"),
                size: size, colors: colors, timeout: timeout, stub: stub, bot: bot, steps: steps, exitStatus: exitStatus)
        }

        func step(_ value: JSONValue, at path: String, hasStub: Bool,
                  hasBot: Bool = false) throws(StratusAppError) -> ScreenTest.Step {
            guard case .object(let object) = value, object.count == 1, let entry = object.elements.first else {
                throw error("a step is a map with one key: keys, frame, state, requests or accessibility", at: path)
            }
            let (kind, argument) = (entry.key, entry.value)
            let at = "\(path).\(kind)"
            let line = self.line(of: path)
            switch kind {
            case "keys":
                guard case .string(let text) = argument else { throw error("`keys` must be a string", at: at) }
                do {
                    return .init(action: .keys(try KeyScript(parsing: text)), line: line)
                } catch {
                    throw self.error("keys: \(error)", at: at)
                }
            case "frame":
                guard case .string(let name) = argument, Self.isFrameName(name) else {
                    throw error("`frame` names the expected frame file: letters, digits, '-', '_' and '.'", at: at)
                }
                return .init(action: .frame(name), line: line)
            case "state":
                guard case .object(let entries) = argument, !entries.isEmpty else {
                    throw error("`state` must be a map of --dump-state paths to values", at: at)
                }
                var pairs: [(path: String, value: JSONValue)] = []
                for (key, value) in entries {
                    do {
                        _ = try StatePath(parsing: key)
                    } catch {
                        throw self.error("state path `\(key)`: \(error.message)", at: "\(at).\(key)", key: true)
                    }
                    pairs.append((key, value))
                }
                return .init(action: .state(pairs), line: line)
            case "requests":
                guard hasStub else { throw error("a `requests` step needs a `stub` in the test", at: at) }
                guard case .array(let elements) = argument else {
                    throw error("`requests` must be a list (empty for none) of method, path and body", at: at)
                }
                var expected: [ExpectedRequest] = []
                for (index, element) in elements.enumerated() {
                    expected.append(try request(element, at: "\(at)[\(index)]"))
                }
                return .init(action: .requests(expected), line: line)
            case "accessibility":
                guard case .array(let elements) = argument, !elements.isEmpty else {
                    throw error("`accessibility` must be a list of outline lines, such as 'button \"Save\" focused'", at: at)
                }
                var lines: [String] = []
                for (index, element) in elements.enumerated() {
                    guard case .string(let text) = element, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                        throw error("an `accessibility` line must be a string such as 'checkbox \"I agree\" checked'", at: "\(at)[\(index)]")
                    }
                    lines.append(text.trimmingCharacters(in: .whitespaces))
                }
                return .init(action: .accessibility(lines), line: line)
            case "say":
                guard hasBot else { throw error("a `say` step needs a `bot` in the test", at: at) }
                guard case .string(let text) = argument, !text.isEmpty else { throw error("`say` must be a string", at: at) }
                return .init(action: .say(text), line: line)
            case "activities":
                guard hasBot else { throw error("an `activities` step needs a `bot` in the test", at: at) }
                guard case .array(let elements) = argument else {
                    throw error("`activities` must be a list (empty for none) of the members each activity has", at: at)
                }
                return .init(action: .activities(elements), line: line)
            default:
                throw error("unknown step `\(kind)`; expected keys, frame, state, requests, accessibility, say or activities",
                            at: at, key: true)
            }
        }

        /// Frame names become file names: letters, digits, `-`, `_` and `.`, not starting with a dot.
        static func isFrameName(_ name: String) -> Bool {
            guard let first = name.first, first != "." else { return false }
            return name.allSatisfy { character in
                character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
            }
        }

        func request(_ value: JSONValue, at path: String) throws(StratusAppError) -> ExpectedRequest {
            guard case .object(let object) = value else {
                throw error("an expected request is a map with method, path and body", at: path)
            }
            for key in object.keys where !["method", "path", "body"].contains(key) {
                throw error("unknown key `\(key)`; expected method, path, body", at: "\(path).\(key)", key: true)
            }
            guard case .string(let requestPath) = object["path"] ?? .null, requestPath.hasPrefix("/") else {
                throw error("`path` must start with /", at: path + ".path")
            }
            var method = "GET"
            if let value = object["method"] {
                guard case .string(let text) = value else { throw error("`method` must be a string", at: path + ".method") }
                method = text.uppercased()
            }
            return ExpectedRequest(method: method, path: requestPath, body: object["body"])
        }
    }
}
