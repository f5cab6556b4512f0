/// A key that runs an action, with the words the footer and the `?` help show for it.
public struct KeyBinding {
    /// The key.
    public var key: KeyPress
    /// What it does, in a few words ("Save", "Back").
    public var description: String
    /// False to keep it out of the footer (it still works and `?` still lists it).
    public var show: Bool
    /// What it runs.
    public var action: () -> Void

    /// A binding from its parts.
    public init(_ key: KeyPress, description: String, show: Bool = true, action: @escaping () -> Void) {
        self.key = key
        self.description = description
        self.show = show
        self.action = action
    }
}
