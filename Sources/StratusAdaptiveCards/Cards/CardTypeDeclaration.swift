import StratusCodable

/// What a card type is, the version of the format that brought it, and what each of its properties holds.
///
/// The declarations follow the Adaptive Cards 1.6 schema and Microsoft's schema explorer (types, properties,
/// enumerations and the version each type appeared in); see Docs/AdaptiveCards.md.
public struct CardTypeDeclaration: Sendable {
    /// Where a type may appear.
    public enum Role: Sendable, Hashable {
        /// An element of a card's `body` or a container's `items` (inputs included).
        case element
        /// An action of `actions`, `selectAction` or `inlineAction`.
        case action
        /// A part with a fixed place (a Column in `columns`, a Fact in `facts`, a TextRun in `inlines`, ...).
        case part
    }

    /// What a property holds.
    public indirect enum Content: Sendable, Hashable {
        /// A plain value of this schema (a string, a boolean, a number, an enumeration...).
        case value(ValueSchema)
        /// A list of elements.
        case elements
        /// A list of actions.
        case actions
        /// One action (`selectAction`, `inlineAction`).
        case action
        /// A whole card (Action.ShowCard's `card`).
        case card
        /// A list of parts of this type (`columns` of Column); a part without `type` is of it.
        case parts(String)
        /// One part of this type (`backgroundImage` may also be a URL string).
        case part(String)
        /// The `fallback` of an element or an action: `"drop"`, or an element or action of the same role.
        case fallback
        /// Anything, not checked (`data`, `metadata`, `refresh`, `authentication`).
        case any
    }

    /// The type's name as written in `type`.
    public var name: String
    /// Where it may appear.
    public var role: Role
    /// The version of the format that brought it (`1.0` ... `1.6`).
    public var version: String
    /// Its properties by name, with what each holds.
    public var properties: [String: Content]
    /// The properties it must have.
    public var required: Set<String>

    /// Creates a declaration.
    public init(_ name: String, _ role: Role, since version: String = "1.0", required: Set<String> = [],
                _ properties: [String: Content]) {
        self.name = name
        self.role = role
        self.version = version
        self.properties = properties
        self.required = required
    }
}
