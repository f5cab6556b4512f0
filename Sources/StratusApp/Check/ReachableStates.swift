import StratusCore

/// The states an expression can reach at one place of a screen, as `stratus check` knows them before run time
/// (Docs/Checking.md): `global` and the app's states, navigation states, the `state` maps of the node and its
/// ancestors, the `item` and `index` of each forEach around it, and the implicit state of each event around it
/// (`onPress`, `onSuccess`), each with what its initial value says about the paths into it.
///
/// Levels are shared, not copied: going down a screen adds one level in front of its parent's.
struct ReachableStates {
    /// What is known of a state's value before run time.
    enum Shape {
        /// Nothing: null at first (it takes any shape later), or known only at run time (an expression, the
        /// value an event is run with, a navigation state).
        case unknown
        /// One of these values: the initial value of a state, or the items a forEach may be given.
        case anyOf([JSONValue])
    }

    /// One level: the states declared at one place.
    private final class Level {
        let states: [String: Shape]
        let parent: Level?

        init(states: [String: Shape], parent: Level?) {
            self.states = states
            self.parent = parent
        }
    }

    private let innermost: Level?

    private init(innermost: Level?) {
        self.innermost = innermost
    }

    /// The states every screen reaches: `global` (null until set), the app's states and the navigation states
    /// some screen may be opened with, whose values are known only at run time.
    init(navigationStates: some Sequence<String>) {
        var states: [String: Shape] = ["global": .unknown]
        for name in navigationStates { states[name] = .unknown }
        innermost = Level(states: states, parent: nil)
    }

    /// These states with `states` declared closer (they shadow farther states of the same name).
    func adding(_ states: [String: Shape]) -> ReachableStates {
        states.isEmpty ? self : ReachableStates(innermost: Level(states: states, parent: innermost))
    }

    /// The closest state named `name`, if one is reachable.
    func shape(of name: String) -> Shape? {
        var level = innermost
        while let current = level {
            if let shape = current.states[name] { return shape }
            level = current.parent
        }
        return nil
    }

    /// Every reachable name (for "did you mean").
    var names: Set<String> {
        var names: Set<String> = []
        var level = innermost
        while let current = level {
            names.formUnion(current.states.keys)
            level = current.parent
        }
        return names
    }
}

extension ReachableStates.Shape {
    /// How many values of a long list are followed further down a path: a path is known when any element has
    /// it, and the first elements that have it stand for the rest below (a list of a million items costs what
    /// its first elements cost).
    static let followedValues = 256

    /// What is known after one more step of a path, or why the step finds nothing: `.failure` holds the
    /// description of the values the step was taken on and the keys they have, for the warning.
    func following(_ step: PathComponent) -> Result<Self, MissingStep> {
        guard case .anyOf(let values) = self, !values.isEmpty else { return .success(.unknown) }
        var found: [JSONValue] = []
        var keys: Set<String> = []
        var kinds: Set<String> = []
        for value in values {
            switch (value, step) {
            case (.null, _):
                // Null at first: the state takes its shape when set.
                return .success(.unknown)
            case (.object(let object), .key(let key)):
                if let member = object[key] {
                    found.append(member)
                } else if keys.count < 64 {
                    keys.formUnion(object.keys)
                }
            case (.array(let array), .index(let index)):
                // A list may grow: an index past its end is not a mistake.
                guard array.indices.contains(index) else { return .success(.unknown) }
                found.append(array[index])
            case (.string(let text), _) where text.contains("@{"):
                return .success(.unknown)
            default:
                kinds.insert(ScreenStructure.kind(of: value))
            }
            if found.count >= Self.followedValues { break }
        }
        if !found.isEmpty { return .success(.anyOf(found)) }
        return .failure(MissingStep(step: step, keys: keys, kinds: kinds.sorted()))
    }

    /// A step of a path that no value has.
    struct MissingStep: Error {
        var step: PathComponent
        /// The keys of the maps the step was taken on.
        var keys: Set<String>
        /// The kinds of the other values (`a number`, `a list`).
        var kinds: [String]
    }
}
