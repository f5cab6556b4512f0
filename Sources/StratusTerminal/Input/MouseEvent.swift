/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button went up.
        case release(Button)
        /// The wheel turned up (scroll towards the start).
        case wheelUp
        /// The wheel turned down (scroll towards the end).
        case wheelDown
        /// The pointer moved with a button held.
        case drag(Button)
    }

    /// Mouse buttons.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button.
        case middle
        /// The secondary button.
        case right
    }

    /// What happened.
    public var kind: Kind
    /// The column, 0-based.
    public var x: Int
    /// The row, 0-based.
    public var y: Int
    /// Modifiers held.
    public var modifiers: KeyPress.Modifiers

    /// An event from its parts.
    public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyPress.Modifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}

/// Something the user did.
public enum InputEvent: Hashable, Sendable {
    /// A key.
    case key(KeyPress)
    /// The mouse.
    case mouse(MouseEvent)
    /// Text pasted in one go (bracketed paste).
    case paste(String)
    /// The terminal changed size.
    case resize(Size)
}
