/// An expression bound to the cells of a scope and to operation handlers, ready to evaluate.
///
/// Binding happens once: state references are resolved by walking up the scope chain (Docs/Nimbus.md §3.1), and
/// unknown states or operations are logged then and become `null`, as in the core.
///
/// Not `indirect`: a template's parts sit in an array already, and an indirect case put each bound expression in a
/// box of its own on the heap (about 115 boxes for the catalogue's 22 first rows, Docs/Evidence.md).
@MainActor
enum BoundExpression {
    case constant(JSONValue)
    case state(StateCell, [PathComponent])
    case operation(BoundOperation)
    case template([BoundExpression])

    /// Binds `expression` in `scope`, logging resolution problems to `engine`, and collects the cells it reads and
    /// at which paths.
    /// `place` gives where the expression is written in the screen (`$.children[2].properties.text`), asked for
    /// only when there is a problem to place.
    static func bind(_ expression: Expression, in scope: Scope, engine: ServerDrivenEngine, at place: () -> String,
                     reads: inout [StateRead]) -> BoundExpression {
        switch expression {
        case .literal(let value):
            return .constant(value)
        case .invalid(let message):
            engine.report(.malformedExpression(message, at: place()), in: scope,
                          coreMessage: message + "\nAt: \(scope.pathDescription)")
            return .constant(.null)
        case .state(let reference):
            guard let cell = scope.state(named: reference.stateID) else {
                engine.report(.unknownState(reference.stateID, among: scope.stateNames, at: place()),
                              in: scope,
                              coreMessage: "Couldn't find state with id \"\(reference.stateID)\". Using null in its place."
                                  + "\nAt: \(scope.pathDescription)")
                return .constant(.null)
            }
            reads.note(cell, at: reference.path)
            return .state(cell, reference.path)
        case .operation(let call):
            guard let handler = engine.operation(named: call.name) else {
                engine.report(.unknownOperation(call.name, among: engine.operationNames, at: place()),
                              in: scope,
                              coreMessage: "Operation with name \"\(call.name)\" doesn't exist. Using null as its value.")
                return .constant(.null)
            }
            let arguments = call.arguments.map { bind($0, in: scope, engine: engine, at: place, reads: &reads) }
            return .operation(BoundOperation(name: call.name, handler: handler, arguments: arguments))
        case .template(let parts):
            return .template(parts.map { bind($0, in: scope, engine: engine, at: place, reads: &reads) })
        }
    }

    /// The current value. With `memoizing`, an operation whose arguments did not change returns its last
    /// result without running (Docs/Nimbus.md §3.2: an operation re-runs only when an argument changed).
    func evaluate(engine: ServerDrivenEngine, memoizing: Bool) -> JSONValue {
        switch self {
        case .constant(let value):
            return value
        case .state(let cell, let path):
            return path.isEmpty ? cell.value : cell.value.value(at: path)
        case .operation(let operation):
            let arguments = operation.arguments.map { $0.evaluate(engine: engine, memoizing: memoizing) }
            if memoizing, let last = operation.lastArguments, last == arguments { return operation.lastResult }
            let result: JSONValue
            do {
                result = try operation.handler(arguments)
            } catch {
                engine.log(.error, "Error while executing the operation \"\(operation.name)\": \(Self.text(of: error))"
                    + " Using null as its value.")
                result = .null
            }
            if memoizing {
                operation.lastArguments = arguments
                operation.lastResult = result
            }
            return result
        case .template(let parts):
            var text = ""
            for part in parts { text += NimbusText.templatePart(part.evaluate(engine: engine, memoizing: memoizing)) }
            return .string(text)
        }
    }

    /// Binds and evaluates at once, without memory: action properties are "detached" (Docs/Nimbus.md §2).
    static func evaluateDetached(_ expression: Expression, in scope: Scope, engine: ServerDrivenEngine,
                                 at place: () -> String) -> JSONValue {
        var reads: [StateRead] = []
        return bind(expression, in: scope, engine: engine, at: place, reads: &reads)
            .evaluate(engine: engine, memoizing: false)
    }

    static func text(of error: any Error) -> String {
        if let error = error as? StratusCoreError { return error.message }
        return String(describing: error)
    }
}

/// An operation call inside a bound expression, remembering its last arguments and result.
@MainActor
final class BoundOperation {
    let name: String
    let handler: OperationHandler
    let arguments: [BoundExpression]
    var lastArguments: [JSONValue]?
    var lastResult: JSONValue = .null

    init(name: String, handler: @escaping OperationHandler, arguments: [BoundExpression]) {
        self.name = name
        self.handler = handler
        self.arguments = arguments
    }
}

/// A live expression: it re-evaluates when a cell it reads changes and tells its owner when its value changed.
@MainActor
final class Binding: StateDependent {
    /// Where the value goes in the owner (a property path for nodes; empty for structural inputs).
    let path: [PathComponent]
    private let expression: BoundExpression
    private(set) var value: JSONValue
    /// `true` while the binding waits in the engine's batch to be re-evaluated (see `ServerDrivenEngine.schedule`).
    var isScheduled = false
    private unowned let engine: ServerDrivenEngine
    weak var owner: (any BindingOwner)?
    private let reads: [StateRead]
    /// Set by ``detach()``.
    private(set) var hasDeparted = false

    /// Binds `expression` in `scope`, evaluates it once and subscribes to the cells it reads.
    /// `owner` is told of changes; it is not held when the expression reads no state (it never changes).
    /// `place` gives where the expression is written in the screen (`$.children[2].properties.text`).
    init(_ expression: Expression, path: [PathComponent], scope: Scope, engine: ServerDrivenEngine,
         owner: (any BindingOwner)?, at place: () -> String) {
        var reads: [StateRead] = []
        let bound = BoundExpression.bind(expression, in: scope, engine: engine, at: place, reads: &reads)
        self.path = path
        self.expression = bound
        self.engine = engine
        self.reads = reads
        // Given here rather than assigned after: a weak reference made at once costs less than one replaced.
        self.owner = reads.isEmpty ? nil : owner
        self.value = bound.evaluate(engine: engine, memoizing: true)
        for read in reads { read.cell.addDependent(self, reading: read.reads) }
    }

    /// `true` when the expression reads no state: it will never change.
    var isConstant: Bool { reads.isEmpty }

    func stateDidChange() {
        engine.schedule(self)
    }

    /// Re-evaluates; tells the owner when the value changed.
    func refresh() {
        let newValue = expression.evaluate(engine: engine, memoizing: true)
        guard newValue != value else { return }
        value = newValue
        owner?.binding(self, didChangeTo: newValue)
    }

    /// Stops listening to the cells (the owner is going away for good).
    func detach() {
        guard !hasDeparted else { return }
        hasDeparted = true
        for read in reads { read.cell.removeDependent(self) }
    }
}

/// What owns bindings: a node (its properties), an `if` (its condition), a `forEach` (its items).
@MainActor
protocol BindingOwner: AnyObject {
    func binding(_ binding: Binding, didChangeTo value: JSONValue)
}
