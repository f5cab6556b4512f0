import StratusCore
import StratusTerminal

/// The components, actions and operations that nimbus-core's test screens register besides `material:`.
public enum CoreTestsLibrary {
    /// `layout:container` (a column), `layout:layoutHandler` (runs `onInit` once, like `layout:lifecycle`),
    /// `layout:image` (drawn like `layout:localImage`) and `layout:button`, added to the built-in `layout:` names.
    public static let layout = UILibrary("layout")
        .addComponent("container", Container<AnyView>.self)
        .addComponent("button", TestButton.self)
        .addComponent("layoutHandler", LifecycleContainer.self)
        .addComponent("image", LocalImage.self)

    /// `test:textInput`, `test:button`, the `test:saveNote` action, and the `filterNotes`, `myOperationA` and
    /// `myOperationB` operations.
    public static let test = UILibrary("test")
        .addComponent("textInput", MaterialTextInput.self)
        .addComponent("button", TestButton.self)
        .addAction("saveNote", SaveNote.self)
        .addOperation("filterNotes", FilterNotes.self)
        .addOperation("myOperationA") { arguments in arguments.first ?? .null }
        .addOperation("myOperationB") { arguments in arguments.first ?? .null }
}

/// `layout:container`: its children in a column.
struct Container<Content: View>: View, Decodable {
    @Children var content: () -> Content

    var body: some View {
        VStack(alignment: .start, spacing: 0) { content() }
    }
}

/// `layout:button` and `test:button`: a button titled by `text` or `label`.
struct TestButton: View, Decodable {
    var text: String?
    var label: String?
    @Event var onPress: () -> Void

    var body: some View {
        Button(text ?? label ?? "", action: onPress)
    }
}

/// `test:saveNote {note}`: the navigation test's "save" side effect; the note is logged.
struct SaveNote: ActionDecodable {
    var note: JSONValue?
    @CoreAction var action: ActionTriggeredEvent

    @MainActor
    func execute() {
        action.log(.info, "saved note: \(note?.jsonString() ?? "null")")
    }
}
