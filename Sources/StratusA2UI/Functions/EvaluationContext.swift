import Foundation
import StratusCodable

/// What a binding is evaluated against: the data model, the scope of relative paths, the functions, the locale.
///
/// Inside a template, ``scope`` is the item's own pointer (`/employees/3`) and ``index`` its position, which
/// `@index` returns; at the root both are the root and nil.
public struct EvaluationContext: Sendable {
    /// The surface's data.
    public var dataModel: DataModel
    /// Where relative paths start.
    public var scope: JSONPointer
    /// The position of the template item being evaluated, when inside one.
    public var index: Int?
    /// The functions calls may name.
    public var functions: FunctionLibrary
    /// The locale of formatting and plural rules (`en`, `cy`, `fr-CA`).
    public var locale: String
    /// The zone dates are formatted in.
    public var timeZone: TimeZone
    /// What `openUrl` does with its URL; by default nothing (a renderer opens it with the system's opener).
    public var openURL: @Sendable (String) -> Void
    /// The agent's answers to calls of functions that ``functions`` lacks, by ``AgentCalls/key(_:_:)``, when such
    /// calls go to the agent (v1.0 of 2026-08-18's `callAgentFunction`); nil when they are unknown functions.
    public var agentResults: [String: FunctionResponse.Result]?

    /// Creates a context at the root of `dataModel`.
    public init(
        dataModel: DataModel = DataModel(),
        scope: JSONPointer = .root,
        index: Int? = nil,
        functions: FunctionLibrary = .basic,
        locale: String = "en",
        timeZone: TimeZone = .current,
        openURL: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.dataModel = dataModel
        self.scope = scope
        self.index = index
        self.functions = functions
        self.locale = locale
        self.timeZone = timeZone
        self.openURL = openURL
    }

    /// The same context inside the template item at `pointer`, position `index`.
    public func item(at pointer: JSONPointer, index: Int) -> EvaluationContext {
        var copy = self
        copy.scope = pointer
        copy.index = index
        return copy
    }

    /// The absolute pointer of `path` in this scope.
    public func pointer(for path: String) throws(A2UIError) -> JSONPointer {
        try JSONPointer(path, relativeTo: scope)
    }
}
