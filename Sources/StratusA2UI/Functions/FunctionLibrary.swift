import StratusCodable

/// A function calls can name: its name, what it returns, and how it is evaluated.
public struct A2UIFunction: Sendable {
    /// What a function returns, as catalogs declare it.
    public enum ReturnType: String, Sendable {
        case string, number, boolean, array, object, any, void
    }

    /// Where the function may be called from (v1.0 catalogs' `callableFrom`).
    public enum CallableFrom: String, Sendable {
        /// Only from bindings and actions on the client (the default).
        case clientOnly
        /// Only by the server's `callFunction`.
        case remoteOnly
        /// From both.
        case clientOrRemote

        /// The value v1.0 of 2026-08-18 writes as `allowedCallers` (`rendererOnly`, `agentOnly`,
        /// `rendererOrAgent`), or nil for another word.
        public init?(allowedCallers: String) {
            switch allowedCallers {
            case "rendererOnly": self = .clientOnly
            case "agentOnly": self = .remoteOnly
            case "rendererOrAgent": self = .clientOrRemote
            default: return nil
            }
        }
    }

    /// Its name in the catalog.
    public var name: String
    /// What it returns.
    public var returnType: ReturnType
    /// Who may call it.
    public var callableFrom: CallableFrom
    /// Evaluates it on arguments already evaluated.
    public var evaluate: @Sendable (FunctionArguments, EvaluationContext) throws(A2UIError) -> JSONValue

    /// Creates a function.
    public init(
        _ name: String, returns returnType: ReturnType, callableFrom: CallableFrom = .clientOnly,
        evaluate: @escaping @Sendable (FunctionArguments, EvaluationContext) throws(A2UIError) -> JSONValue
    ) {
        self.name = name
        self.returnType = returnType
        self.callableFrom = callableFrom
        self.evaluate = evaluate
    }
}

/// The functions a surface's catalog offers, by name.
public struct FunctionLibrary: Sendable {
    /// The functions by name.
    public private(set) var functions: [String: A2UIFunction]

    /// Creates a library of `functions`.
    public init(_ functions: [A2UIFunction] = []) {
        self.functions = [:]
        for function in functions { self.functions[function.name] = function }
    }

    /// The function named `name`.
    public subscript(name: String) -> A2UIFunction? { functions[name] }

    /// The library with `function` added (or replacing one of the same name).
    public func adding(_ function: A2UIFunction) -> FunctionLibrary {
        var copy = self
        copy.functions[function.name] = function
        return copy
    }

    /// The library with each function's `callableFrom` as `catalog` declares it (a catalog that lets the server
    /// call a function makes `callFunction` run it); functions the catalog does not declare are unchanged.
    public func declaring(_ catalog: Catalog) -> FunctionLibrary {
        var copy = self
        for (name, definition) in catalog.functions {
            copy.functions[name]?.callableFrom = definition.callableFrom
        }
        return copy
    }

    /// The basic catalog's fourteen functions (required, regex, length, numeric, email, formatString,
    /// formatNumber, formatCurrency, formatDate, pluralize, openUrl, and, or, not), plus the arithmetic,
    /// comparison and string functions the reference renderer also registers (add, subtract, multiply, divide,
    /// equals, not_equals, greater_than, less_than, contains, starts_with, ends_with), and the minimal catalog's
    /// `capitalize`.
    public static let basic = FunctionLibrary(
        BasicFunctions.validation + BasicFunctions.logic + BasicFunctions.arithmetic + BasicFunctions.strings
            + FormattingFunctions.all + [BasicFunctions.openURL, BasicFunctions.capitalize]
    )
}
