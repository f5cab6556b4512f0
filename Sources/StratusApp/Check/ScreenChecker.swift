import Foundation
import StratusCore

/// Finds the problems of screens without showing them: what `stratus check` prints.
///
/// In order: syntax (JSON or YAML), node structure (what `_:component`, `state`, `properties` and `children`
/// must be), unknown components, actions and operations, malformed expressions, and property types checked
/// against the schemas the components declared when they were registered (``ValueSchema``, with Nimbus
/// coercion). Nothing is built or shown: every node is checked, those of a false `if` branch and a forEach
/// template (once, whatever the number of items) included; values that hold an expression are known only at
/// run time and are not type-checked. Every problem is reported at the line and column of the value it is
/// about, with its JSON path.
@MainActor
public struct ScreenChecker {
    /// Knows which components, actions and operations are registered.
    public let engine: ServerDrivenEngine

    /// Components of the core that no library registers (Docs/Nimbus.md §5).
    static let structuralComponents: Set<String> = ["if", "then", "else", "forEach", "fragment"]
    /// The keys a node may have.
    static let nodeKeys: Set<String> = ["_:component", "id", "state", "properties", "children"]

    /// Creates a checker over an engine's registries.
    public init(engine: ServerDrivenEngine) {
        self.engine = engine
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
            document = try ScreenDocument(contentsOfFile: path, displayName: name)
        } catch {
            return [Diagnostic(.error, error.message, file: name, line: error.line ?? 1, column: error.column ?? 1,
                               jsonPath: error.jsonPath ?? "")]
        }
        return check(document, file: name, requireScreen: requireScreen)
    }

    /// Checks a parsed document.
    public func check(_ document: ScreenDocument, file: String, requireScreen: Bool = true) -> [Diagnostic]? {
        var report = Report(file: file, positions: document.positions)
        switch ScreenBundle.screens(in: document.value) {
        case .screen:
            checkScreen(document.value, at: "$", into: &report)
        case .bundle(let keys):
            for key in keys {
                guard let screen = document.value.objectValue?[key] else { continue }
                checkScreen(screen, at: SourcePositionMap.member(key, of: "$"), into: &report)
            }
        case .notAScreen:
            guard requireScreen else { return nil }
            report.add(.error, "not a screen: the root must be a node with \"_:component\" (or a bundle of screens)",
                       at: "$")
        }
        return report.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    // MARK: - Nodes

    private func checkScreen(_ value: JSONValue, at path: String, into report: inout Report) {
        let structuralProblems = report.count
        checkStructure(value, at: path, depth: 0, into: &report)
        guard report.count == structuralProblems else { return }
        do {
            let description = try NodeBuilder(ids: NodeIDGenerator()).build(value, jsonPath: path)
            checkNode(description, into: &report)
        } catch let error as StratusCoreError {
            report.add(.error, error.message, at: error.jsonPath ?? path)
        } catch {
            report.add(.error, "\(error)", at: path)
        }
    }

    /// Collects every structural problem (NodeBuilder stops at the first one).
    private func checkStructure(_ value: JSONValue, at path: String, depth: Int, into report: inout Report) {
        guard depth < 1_000 else {
            report.add(.error, "nodes nested deeper than 1000 levels", at: path)
            return
        }
        guard case .object(let node) = value else {
            report.add(.error, "expected a node (a map with \"_:component\"), found \(Self.kind(of: value))", at: path)
            return
        }
        switch node["_:component"] {
        case .string(let name)?:
            if name.isEmpty { report.add(.error, "\"_:component\" is empty", at: path + "._:component") }
        case nil:
            report.add(.error, "a node needs \"_:component\"", at: path)
        case let other?:
            report.add(.error, "\"_:component\" must be a string, found \(Self.kind(of: other))",
                       at: path + "._:component")
        }
        for key in node.keys where !Self.nodeKeys.contains(key) {
            report.add(.warning, "unknown key \"\(key)\" in a node (expected \(Self.nodeKeysList)); it is ignored",
                       at: SourcePositionMap.member(key, of: path), onKey: true)
        }
        if let state = node["state"], state.objectValue == nil, state != .null {
            report.add(.error, "\"state\" must be a map, found \(Self.kind(of: state))", at: path + ".state")
        }
        if let properties = node["properties"], properties.objectValue == nil, properties != .null {
            report.add(.error, "\"properties\" must be a map, found \(Self.kind(of: properties))",
                       at: path + ".properties")
        }
        switch node["children"] {
        case nil, .null?: break
        case .array(let children)?:
            for (index, child) in children.enumerated() {
                checkStructure(child, at: SourcePositionMap.element(index, of: path + ".children"), depth: depth + 1,
                               into: &report)
            }
        case let other?:
            report.add(.error, "\"children\" must be a list, found \(Self.kind(of: other))", at: path + ".children")
        }
    }

    private func checkNode(_ node: NodeDescription, into report: inout Report) {
        let component = node.component
        if component.namespace.isEmpty && Self.structuralComponents.contains(component.name) {
            checkStructuralProperties(node, into: &report)
        } else if let factory = engine.componentFactory(for: component) {
            if let schema = factory.schema { checkTypes(of: node, against: schema, into: &report) }
        } else {
            report.add(.error, "unknown component \"\(component.identifier)\"\(suggestion(for: component))",
                       at: node.jsonPath + "._:component")
        }
        checkProperties(node.properties, at: node.jsonPath + ".properties", into: &report)
        for child in node.children { checkNode(child, into: &report) }
    }

    private func checkStructuralProperties(_ node: NodeDescription, into report: inout Report) {
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
    private func checkTypes(of node: NodeDescription, against schema: ValueSchema, into report: inout Report) {
        let problems = schema.problems(in: .object(node.properties.raw), isUnresolved: Self.holdsExpression)
        for problem in problems {
            let path = problem.found == "nothing" ? node.jsonPath : node.jsonPath + ".properties" + problem.path
            let message = problem.found == "nothing"
                ? "\(node.component.identifier) needs \"\(problem.path.dropFirst())\" (\(problem.expected))"
                : "\"\(problem.path.dropFirst())\" of \(node.component.identifier): \(problem.message)"
            report.add(.error, message, at: path, expected: problem.expected, found: problem.found)
        }
    }

    /// A string with `@{`: its value is an expression's, known only at run time.
    static func holdsExpression(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        return text.contains("@{")
    }

    // MARK: - Properties, events, expressions

    private func checkProperties(_ template: PropertyTemplate, at path: String, into report: inout Report) {
        for (propertyPath, expression) in template.expressions {
            checkExpression(expression, at: path + "." + propertyPathString(propertyPath), into: &report)
        }
        for (_, event) in template.events {
            for action in event.actions { checkAction(action, into: &report) }
        }
    }

    private func checkAction(_ action: ActionDescription, into report: inout Report) {
        if let problem = action.problem {
            report.add(.error, problem, at: action.jsonPath)
            return
        }
        if engine.actionHandler(named: action.name) == nil {
            report.add(.error, "unknown action \"\(action.name)\"", at: action.jsonPath + "._:action")
        }
        if let schema = engine.actionSchema(named: action.name) {
            for problem in schema.problems(in: .object(action.properties.raw), isUnresolved: Self.holdsExpression) {
                let missing = problem.found == "nothing"
                let message = missing
                    ? "action \(action.name) needs \"\(problem.path.dropFirst())\" (\(problem.expected))"
                    : "\"\(problem.path.dropFirst())\" of action \(action.name): \(problem.message)"
                report.add(.error, message, at: missing ? action.jsonPath : action.jsonPath + ".properties" + problem.path,
                           expected: problem.expected, found: problem.found)
            }
        }
        checkProperties(action.properties, at: action.jsonPath + ".properties", into: &report)
        // A push's fallback is a whole node: check it as a screen of its own.
        if let fallback = action.properties.raw["fallback"], fallback.objectValue?["_:component"] != nil {
            checkScreen(fallback, at: action.jsonPath + ".properties.fallback", into: &report)
        }
    }

    private func checkExpression(_ expression: StratusCore.Expression, at path: String, into report: inout Report) {
        switch expression {
        case .invalid(let message):
            report.add(.error, "malformed expression: \(message)", at: path)
        case .operation(let call):
            if engine.operation(named: call.name) == nil {
                report.add(.error, "unknown operation \"\(call.name)\"", at: path)
            }
            for argument in call.arguments { checkExpression(argument, at: path, into: &report) }
        case .template(let parts):
            for part in parts { checkExpression(part, at: path, into: &report) }
        case .literal, .state:
            break
        }
    }

    // MARK: - Wording

    private func suggestion(for component: ComponentName) -> String {
        let known = engine.componentNames.map(\.identifier)
        let closest = known.min { editDistance($0, component.identifier) < editDistance($1, component.identifier) }
        guard let closest, editDistance(closest, component.identifier) <= 3 else { return "" }
        return "; did you mean \"\(closest)\"?"
    }

    private func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased())
        let right = Array(rhs.lowercased())
        guard !left.isEmpty else { return right.count }
        var previous = Array(0...right.count)
        for (row, character) in left.enumerated() {
            var current = [row + 1]
            for (column, other) in right.enumerated() {
                current.append(min(previous[column + 1] + 1, current[column] + 1,
                                   previous[column] + (character == other ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }

    static let nodeKeysList = nodeKeys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")

    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "a map"
        }
    }
}

/// The diagnostics of one file, positioned through its source map.
private struct Report {
    let file: String
    let positions: SourcePositionMap
    private var problems: [(severity: Diagnostic.Severity, message: String, path: String, onKey: Bool,
                            expected: String?, found: String?)] = []

    init(file: String, positions: SourcePositionMap) {
        self.file = file
        self.positions = positions
    }

    /// How many problems were found so far.
    var count: Int { problems.count }

    mutating func add(_ severity: Diagnostic.Severity, _ message: String, at path: String, onKey: Bool = false,
                      expected: String? = nil, found: String? = nil) {
        problems.append((severity, message, path, onKey, expected, found))
    }

    /// The problems with their line and column, every path located in one walk over the source text.
    var diagnostics: [Diagnostic] {
        let located = positions.resolving(problems.map(\.path))
        return problems.map { problem in
            let position = (problem.onKey ? located.keyPosition(of: problem.path) : located.position(of: problem.path))
                ?? SourcePositionMap.Position(line: 1, column: 1)
            return Diagnostic(problem.severity, problem.message, file: file, line: position.line,
                              column: position.column, jsonPath: problem.path, expected: problem.expected,
                              found: problem.found)
        }
    }
}
