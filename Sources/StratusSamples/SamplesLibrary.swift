import StratusCore
import StratusTerminal

/// The `samples` library: the custom components, actions and operations of Nimbus's public sample apps
/// and of nimbus-core's test screens, written with the public StratusTerminal API.
///
/// Register it next to the built-ins to open those screens as they were written:
/// ```swift
/// try await Stratus(baseURL: base) { Navigator(url: "/to-do.json") }
///     .ui(SamplesLibrary.all)
///     .run()
/// ```
/// - `todoapp:` icon, textInput, selectionGroup, button, toast, and the `formatDate` operation (the to-do app).
/// - `store:` button, textInput, spinner, the `store:changeBottomNavigatorRoute` action, and the `formatPrice`
///   operation (the store app).
/// - `material:` text, button, textInput; `layout:` container, layoutHandler, button; `test:` textInput, button,
///   the `test:saveNote` action, and the `filterNotes`, `myOperationA`, `myOperationB` operations (nimbus-core's
///   test screens).
public enum SamplesLibrary {
    /// Every library of the samples, in registration order.
    public static var all: [UILibrary] {
        [TodoAppLibrary.library, StoreLibrary.library, MaterialLibrary.library, CoreTestsLibrary.layout,
         CoreTestsLibrary.test]
    }
}
