import Foundation
import StratusCore
import StratusFormats

/// Finds the problems of screens without showing them: what `stratus check` prints.
///
/// In order: syntax (JSON or YAML), node structure (``ScreenStructure``), unknown components, actions and
/// operations, malformed expressions, property types checked against the schemas the components and actions
/// declared when they were registered (``ValueSchema``, with Nimbus coercion), property and event names missing
/// from those schemas (with "did you mean"), and state references that reach no state (``ReachableStates``).
/// Nothing is built or shown: every node is checked, those of a false `if` branch and a forEach template (once,
/// whatever the number of items) included; values that hold an expression are known only at run time and are
/// not type-checked. Every problem is reported at the line and column of the value (or, for an unknown name,
/// the key) it is about, with its JSON path. Docs/Checking.md lists the rules.
@MainActor
public struct ScreenChecker {
    /// Knows which components, actions and operations are registered.
    public let engine: ServerDrivenEngine
    /// The navigation states screens may be opened with (the keys of `state` in `push` and `present` actions),
    /// reachable from every screen checked; those of the document being checked are added to them.
    public var navigationStates: Set<String>

    /// Components of the core that no library registers (Docs/Nimbus.md §5).
    static let structuralComponents: Set<String> = ["if", "then", "else", "forEach", "fragment"]
    /// The properties of the structural components.
    static let structuralSchemas: [String: ValueSchema] = [
        "if": .object([.required("condition", .boolean)]),
        "then": .object([]),
        "else": .object([]),
        "fragment": .object([]),
        "forEach": .object([.optional("items", .list(.any)), .optional("key", .string),
                            .optional("iteratorName", .string), .optional("indexName", .string),
                            // Stratus's own: rows keyed by index on purpose, no warning when the items change.
                            .optional("keyedByPosition", .boolean)]),
    ]
    /// How `stratus check` parses JSON: strictly, with the lists in states shortened to their first 10,000
    /// items. The items past them are still checked for syntax; paths into a state are followed through the
    /// items kept (Docs/Checking.md), so a state of a million items costs what ten thousand cost.
    public static let parsingOptions = JSONParsingOptions(
        shortening: JSONParsingOptions.Shortening(members: ["state"], keptElements: 10_000))

    /// The keys an action may have.
    static let actionKeys: Set<String> = ["_:action", "properties", "metadata"]
    /// The keys an action may have, as a diagnostic lists them.
    static let actionKeysList = actionKeys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")

    /// Creates a checker over an engine's registries.
    /// - Parameter navigationStates: names of navigation states other screens open the checked ones with.
    public init(engine: ServerDrivenEngine, navigationStates: Set<String> = []) {
        self.engine = engine
        self.navigationStates = navigationStates
    }

    /// Checks one file. A data file found while walking a folder (JSON that is not a screen) is skipped:
    /// the result is nil.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - displayName: how to name it in diagnostics (as typed on the command line).
    ///   - requireScreen: when false, a file whose root is not a node nor a bundle of nodes is skipped.
    public func check(file path: String, displayName: String? = nil, requireScreen: Bool = true) -> [Diagnostic]? {
        let name = displayName ?? path
        let document: ScreenDocument
        do {
            document = try ScreenDocument(contentsOfFile: path, displayName: name, options: Self.parsingOptions)
        } catch {
            return [Self.diagnostic(error, file: name)]
        }
        return check(document, file: name, requireScreen: requireScreen)
    }

    /// A syntax or read error as a diagnostic.
    static func diagnostic(_ error: StratusAppError, file: String) -> Diagnostic {
        Diagnostic(.error, error.message, file: file, line: error.line ?? 1, column: error.column ?? 1,
                   jsonPath: error.jsonPath ?? "")
    }

    /// Checks a parsed document.
    public func check(_ document: ScreenDocument, file: String, requireScreen: Bool = true) -> [Diagnostic]? {
        var report = CheckReport()
        let states = ReachableStates(navigationStates: navigationStates.union(Self.navigationStates(in: document.value)))
        switch ScreenBundle.screens(in: document.value) {
        case .screen:
            checkScreen(document.value, at: "$", states: states, into: &report)
        case .bundle(let keys):
            for key in keys {
                guard let screen = document.value.objectValue?[key] else { continue }
                checkScreen(screen, at: SourcePositionMap.member(key, of: "$"), states: states, into: &report)
            }
        case .notAScreen:
            guard requireScreen else { return nil }
            report.add(.error, ScreenStructure.notAScreen, at: "$")
        }
        return report.diagnostics(file: file, positions: document.positions)
    }

    /// Checks a screen as a loader read it (for a bundle entry, the entry alone), naming it by its source.
    public func check(_ content: ScreenContent) -> [Diagnostic] {
        var report = CheckReport()
        let states = ReachableStates(navigationStates: navigationStates.union(Self.navigationStates(in: content.value)))
        checkScreen(content.value, at: content.rootPath, states: states, into: &report)
        return report.diagnostics(file: content.source.fileName,
                                  positions: content.positions)
    }

    /// Checks a screen as a loader read it: one whose format checks the documents it shows (an A2UI stream's,
    /// ``ScreenFormat/checksDocumentsShown``) by that format, in the document's positions and JSON paths, as `stratus
    /// check` reports the file; any other as ``check(_:)`` does.
    public func check(_ content: ScreenContent, formats: ScreenFormatList) -> [Diagnostic] {
        guard let format = formats.formats.first(where: { $0.name == content.format }), format.checksDocumentsShown
        else { return check(content) }
        switch format.check([content.document], engine: engine).first {
        case .checked(let problems)?:
            return problems
        case .failed(let message)?:
            return [Diagnostic(.error, message, file: content.document.name, line: 1, column: 1, jsonPath: "$")]
        case .skipped?, nil:
            return []
        }
    }

    /// Checks each screen `screens` yields as `stratus check` does, with `engine`'s registries and the navigation
    /// states of every screen read so far (the screen that opened another was read first), until the task is
    /// cancelled: each problem is logged in `engine` in check's words (a warning as a warning, an error as an
    /// error), and `found` is given the problems of each screen with the URL it was read for.
    public static func logging(_ screens: AsyncStream<ScreenSourceLoader.ReadScreen>, formats: ScreenFormatList,
                               into engine: ServerDrivenEngine, found: @escaping @MainActor (_ url: String, _ problems: [Diagnostic]) -> Void)
        -> Task<Void, Never> {
        Task { @MainActor in
            var checker = ScreenChecker(engine: engine)
            for await (url, content) in screens {
                checker.navigationStates.formUnion(navigationStates(in: content.value))
                let problems = checker.check(content, formats: formats)
                // The engine words what it meets while building the screen the same way (ScreenSourceLoader's
                // `describe`): a problem both find is listed once.
                for problem in problems {
                    engine.logOnce(problem.severity.level, problem.location.describing(problem.message))
                }
                found(url, problems)
            }
        }
    }

    // MARK: - Nodes

    func checkScreen(_ value: JSONValue, at path: String, states: ReachableStates,
                             into report: inout CheckReport) {
        var structure = CheckReport()
        ScreenStructure.check(value, at: path, depth: 0, into: &structure)
        for finding in structure.findings {
            report.add(finding.severity, finding.message, at: finding.path, onKey: finding.onKey)
        }
        guard !structure.hasErrors else { return }
        do {
            let description = try NodeBuilder(ids: NodeIDGenerator()).build(value, jsonPath: path)
            checkNode(description, states: states, into: &report)
        } catch let error as StratusCoreError {
            report.add(.error, error.message, at: error.jsonPath ?? path)
        } catch {
            report.add(.error, "\(error)", at: path)
        }
    }

    private func checkNode(_ node: NodeDescription, states outer: ReachableStates, into report: inout CheckReport) {
        // A node's states are visible to its own properties; a state's initial expression is evaluated once, in
        // the node's scope.
        var shapes: [String: ReachableStates.Shape] = [:]
        for (name, value) in node.states {
            shapes[name] = Self.holdsExpression(value) ? .unknown : .anyOf([value])
        }
        let states = outer.adding(shapes)
        for (name, value) in node.states {
            guard case .string(let text) = value, case .expression(let expression) = ExpressionParser.parse(text) else {
                continue
            }
            checkExpression(expression, at: stateJSONPath(name, of: node.jsonPath), states: states, into: &report)
        }
        let component = node.component
        let owner = component.identifier
        if component.namespace.isEmpty, let schema = Self.structuralSchemas[component.name] {
            checkStructuralProperties(node, into: &report)
            checkNames(of: node.properties.raw, against: schema, owner: owner, at: node.jsonPath + ".properties",
                       into: &report)
        } else if let factory = engine.componentFactory(for: component) {
            if let schema = factory.schema {
                checkTypes(of: node, against: schema, into: &report)
                checkNames(of: node.properties.raw, against: schema, owner: owner, at: node.jsonPath + ".properties",
                           into: &report)
                checkEventLists(schema, .object(node.properties.raw), at: node.jsonPath + ".properties",
                                into: &report)
            }
        } else {
            report.add(.unknownComponent(owner, among: engine.componentNames.map(\.identifier), node: node.jsonPath))
        }
        checkProperties(node.properties, of: node.jsonPath, states: states, into: &report)
        checkAccessibility(of: node, into: &report)
        let childStates = component.namespace.isEmpty && component.name == "forEach"
            ? states.adding(iterationStates(of: node, in: states)) : states
        for child in node.children { checkNode(child, states: childStates, into: &report) }
    }

    private func checkStructuralProperties(_ node: NodeDescription, into report: inout CheckReport) {
        let properties = node.properties.raw
        switch node.component.name {
        case "forEach" where properties["items"] == nil:
            report.add(.warning, "forEach without \"items\" renders nothing", at: node.jsonPath)
        case "if" where properties["condition"] == nil:
            report.add(.error, "if needs a \"condition\"", at: node.jsonPath)
        default: break
        }
    }

    /// The node's properties against the component's schema. A missing required property is reported at the
    /// node; a value of the wrong type at the value.
    private func checkTypes(of node: NodeDescription, against schema: ValueSchema, into report: inout CheckReport) {
        let problems = schema.problems(in: .object(node.properties.raw), isUnresolved: Self.holdsExpression)
        for problem in problems {
            report.add(.property(problem, of: node.component.identifier, node: node.jsonPath),
                       expected: problem.expected, found: problem.found)
        }
    }

    /// Names the schema does not list, as warnings at their keys: `unknown property "txt" of layout:text; did
    /// you mean "text"?`, or `unknown event` when the value is a list of actions.
    func checkNames(of properties: JSONObject, against schema: ValueSchema, owner: String, at path: String,
                    into report: inout CheckReport) {
        guard schema.properties != nil else { return }
        for member in schema.unknownMembers(in: .object(properties)) {
            let name = member.parentPath.isEmpty ? member.name : String(member.parentPath.dropFirst()) + "." + member.name
            let kind = Self.isActionList(member.value) ? "event" : "property"
            report.add(.warning, "unknown \(kind) \"\(name)\" of \(owner)" + ScreenProblem.didYouMean(member.suggestion),
                       at: SourcePositionMap.member(member.name, of: path + member.parentPath), onKey: true)
        }
    }

    /// Declared events given a list that does not start with an action: the template does not read such a list
    /// as an event, so each element that is not an action is reported here, in the words the engine logs.
    func checkEventLists(_ schema: ValueSchema, _ value: JSONValue, at path: String, into report: inout CheckReport) {
        switch (schema, value) {
        case (.event, .array(let elements)):
            guard !Self.isActionList(value) else { return }
            for (index, element) in elements.enumerated() {
                let elementPath = SourcePositionMap.element(index, of: path)
                if let problem = ActionDescription(parsing: element, jsonPath: elementPath).problem {
                    report.add(.error, problem, at: elementPath)
                }
            }
        case (.object(let properties), .object(let object)):
            for property in properties where !property.isIgnored {
                guard let member = object[property.name] else { continue }
                checkEventLists(property.schema, member, at: SourcePositionMap.member(property.name, of: path),
                                into: &report)
            }
        case (.list(let element), .array(let elements)) where element != .any:
            for (index, item) in elements.enumerated() {
                checkEventLists(element, item, at: SourcePositionMap.element(index, of: path), into: &report)
            }
        default:
            return
        }
    }

    // MARK: - Wording

    /// A string with `@{`: its value is an expression's, known only at run time.
    static func holdsExpression(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        return text.contains("@{")
    }

    /// A list whose first element is a map with `"_:action"`: what the template reads as an event.
    static func isActionList(_ value: JSONValue) -> Bool {
        guard case .array(let elements) = value, case .object(let first)? = elements.first else { return false }
        return first["_:action"] != nil
    }
}
