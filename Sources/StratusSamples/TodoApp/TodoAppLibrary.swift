import StratusCore
import StratusTerminal

/// The `todoapp:` library of Nimbus's to-do sample (`to-do.json`).
public enum TodoAppLibrary {
    /// `todoapp:icon`, `textInput`, `selectionGroup`, `button`, `toast`, and the `formatDate` operation.
    public static let library = UILibrary("todoapp")
        .addComponent("icon", TodoIcon.self)
        .addComponent("textInput", TodoTextInput.self)
        .addComponent("selectionGroup", TodoSelectionGroup.self)
        .addComponent("button", TodoButton.self)
        .addComponent("toast", TodoToast.self)
        .addOperation("formatDate", FormatDate.self)
}
