import StratusCore
import StratusSamples

/// The component, action and operation libraries the app registers on top of the built-in ones.
enum AppLibraries {
    /// The `samples` libraries of Nimbus's sample apps and test screens.
    static var all: [UILibrary] { SamplesLibrary.all }
}
