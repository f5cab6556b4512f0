/// One link of the scope chain that expressions and actions resolve states through (Docs/Nimbus.md §3.1).
///
/// From the top: the engine (global and app states) → a screen (navigation states) → nodes with a `state`
/// map → forEach iterations (`item`, `index`) → events (their implicit state). The first state whose id
/// matches, walking up, wins: a closer state shadows a farther one.
@MainActor
public final class Scope {
    /// The enclosing scope, or nil for the engine's scope.
    public let parent: Scope?
    /// The states declared at this level, in declaration order.
    public private(set) var cells: [StateCell]
    /// What this scope belongs to, for error messages ("node nimbus:3", "event onPress").
    public let label: String
    /// The screen this scope belongs to, when any; used for navigation from actions.
    weak var screen: Screen?

    /// Creates a scope under `parent` holding `cells`.
    public init(parent: Scope?, cells: [StateCell] = [], label: String) {
        self.parent = parent
        self.cells = cells
        self.label = label
        self.screen = parent?.screen
    }

    /// The closest state named `id`, walking up from this scope.
    public func state(named id: String) -> StateCell? {
        var scope: Scope? = self
        while let current = scope {
            for cell in current.cells where cell.id == id { return cell }
            scope = current.parent
        }
        return nil
    }

    /// The ids of every state reachable from this scope, closest first (for "did you mean").
    public var stateNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names += current.cells.map(\.id)
            scope = current.parent
        }
        return names
    }

    /// Adds a state at this level. A later state with the same id shadows nothing: the first one wins.
    func declare(_ cell: StateCell) {
        cells.append(cell)
    }

    /// The labels from the engine down to this scope, for "At: ..." lines in error logs.
    public var pathDescription: String {
        var labels: [String] = []
        var scope: Scope? = self
        while let current = scope {
            labels.append(current.label)
            scope = current.parent
        }
        return labels.reversed().joined(separator: " > ")
    }
}
