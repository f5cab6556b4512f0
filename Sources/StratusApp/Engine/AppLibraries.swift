import StratusCore

/// The component, action and operation libraries every command of the app registers.
enum AppLibraries {
    /// The built-in terminal libraries, then the `samples` library of Nimbus's sample apps.
    @MainActor static var all: [UILibrary] {
        []
    }
}
