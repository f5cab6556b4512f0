/// Keys a focused control answers itself, before the screen's bindings see them (a table's Up and Down, a tab
/// bar's Left and Right, a text field's typing and caret keys), with the words the `?` help shows for them.
///
/// A control declares them with the handler that reads them (`onKeyPress(answering:_:)`), so the help lists
/// exactly the keys the handler takes: Docs/Keys.md, "Moving and acting".
public struct ControlKey: Sendable, Equatable {
    /// The keys, shown together on one row of the help (`Up / Down`).
    public var keys: [KeyPress]
    /// True when every printable character is one of the keys (a text field types them).
    public var typesCharacters: Bool
    /// What they do, in a few words ("Move the caret").
    public var description: String

    /// `keys`, described by `description`.
    public init(_ keys: KeyPress..., description: String) {
        self.keys = keys
        self.typesCharacters = false
        self.description = description
    }

    /// Every printable character, typed as text, described by `description`.
    public static func typing(_ description: String) -> ControlKey {
        var key = ControlKey(description: description)
        key.typesCharacters = true
        return key
    }

    /// How the help writes the keys: as the footer writes each (`KeyPress.label`), joined by ` / `.
    public var label: String {
        typesCharacters ? "Letters, digits, signs" : keys.map(\.label).joined(separator: " / ")
    }

    /// True when `press` is one of the keys.
    public func answers(_ press: KeyPress) -> Bool {
        keys.contains(press) || (typesCharacters && press.typedCharacter != nil)
    }
}
