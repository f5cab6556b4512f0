/// What a reload in place keeps of the tree it replaces (see ``ServerDrivenEngine/reload(_:with:preserving:)``).
///
/// The screen's own state (its navigation states) and the engine's (`global`, the app's states) always stay:
/// the screen and the engine are the same objects before and after. These options are about the nodes.
public struct ReloadPreservation: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates a set from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Nodes keep their ids: a node without an explicit `id` takes the generated id (`nimbus:N`) of the node
    /// that stood at the same JSON path with the same component. What the UI layer keeps by node id (a
    /// view's `@State`, a text field's text, a scroll position, focus) then carries over.
    public static let identities = ReloadPreservation(rawValue: 1 << 0)
    /// Nodes whose identity survives keep the values of the local states they still declare; a state the new
    /// version adds starts from its value in the screen, a state it removes goes.
    public static let nodeStates = ReloadPreservation(rawValue: 1 << 1)
    /// Everything: identities and node states.
    public static let all: ReloadPreservation = [.identities, .nodeStates]
}

extension ServerDrivenEngine {
    /// Replaces a loaded screen's tree with a new version of its content, in place (live reload).
    ///
    /// The screen stays where it is in the stacks with its scope, so its navigation states and the engine's
    /// global state are untouched. A node's identity is its explicit `id`, or else its JSON path and component;
    /// a node whose identity survives keeps what `preservation` says. Repeated rows of a `forEach` are
    /// matched by their key under the same template, as the rows of a list that changes.
    ///
    /// A screen that is not loaded (still loading, or failed) is built from `content` as a fresh load would.
    /// - Throws: `StratusCoreError.malformedComponent` when `content` is not a valid tree; the screen then
    ///   keeps its current tree.
    public func reload(_ screen: Screen, with content: JSONValue,
                       preserving preservation: ReloadPreservation = .all) throws(StratusCoreError) {
        var description: NodeDescription
        do {
            description = try NodeBuilder(ids: ids).build(content, source: screen.url)
        } catch let error as StratusCoreError {
            throw error
        } catch {
            throw StratusCoreError(.malformedComponent, "\(error)", source: screen.url)
        }
        var kept = KeptStates()
        if let old = screen.root, let oldDescription = screen.description {
            if preservation.contains(.identities) {
                description.adoptGeneratedIDs(of: oldDescription)
            }
            if preservation.contains(.nodeStates) {
                old.collectStates(into: &kept)
            }
        }
        batch {
            screen.dispose()
            let outer = propagation.restoringStates
            propagation.restoringStates = kept
            defer { propagation.restoringStates = outer }
            screen.description = keepsScreenDescriptions ? description : nil
            screen.phase = .loaded(makeRoot(for: description, in: screen.scope))
        }
        noteNavigationChanged()
    }
}

extension NodeDescription {
    /// Takes the generated ids of `old` for the nodes at the same JSON path with the same component, so that
    /// a node keeps its identity across versions of a screen. Explicit ids are left as they are.
    mutating func adoptGeneratedIDs(of old: NodeDescription) {
        var generated: [String: (component: ComponentName, id: String)] = [:]
        var pending = [old]
        while let node = pending.popLast() {
            if NodeIDGenerator.isGenerated(node.id) { generated[node.jsonPath] = (node.component, node.id) }
            pending.append(contentsOf: node.children)
        }
        adopt(generated, depth: 0)
    }

    private mutating func adopt(_ generated: [String: (component: ComponentName, id: String)], depth: Int) {
        guard depth < NodeBuilder.maximumDepth else { return }
        if NodeIDGenerator.isGenerated(id), let match = generated[jsonPath], match.component == component {
            id = match.id
        }
        for index in children.indices { children[index].adopt(generated, depth: depth + 1) }
    }
}

extension NodeIDGenerator {
    /// Whether `id` was handed out by a generator rather than written in a screen.
    static func isGenerated(_ id: String) -> Bool { id.hasPrefix("nimbus:") }
}
