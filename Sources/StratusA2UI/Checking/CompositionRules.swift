import OrderedCollections
import StratusCodable

/// A catalog's composition constraints (v1.0 of 2026-08-18): the parents each component type may be placed under
/// (`allowedParents`, where `Surface` is the surface itself, the root's parent) and the children each container may
/// hold (`allowedChildren`). A type that does not say allows every parent, or every child.
///
/// The rules are checked edge by edge over the components' references, never by walking the tree from the root,
/// so components that form a cycle are checked like any others and the check ends.
public struct CompositionRules: Sendable {
    /// The name a root component's parent has in the rules.
    public static let surface = "Surface"

    /// The parent types each type allows, for the types that say.
    public var allowedParents: [String: [String]]
    /// The child types each type allows, for the types that say.
    public var allowedChildren: [String: [String]]

    /// The rules `catalog` declares.
    public init(_ catalog: Catalog) {
        allowedParents = catalog.allowedParents
        allowedChildren = catalog.allowedChildren
    }

    /// Whether the rules say nothing.
    public var isEmpty: Bool { allowedParents.isEmpty && allowedChildren.isEmpty }

    /// One component where the rules do not allow it.
    public struct Violation: Sendable, Hashable {
        /// `unallowedParent` (reported at the child) or `unallowedChild` (reported at the parent).
        public var kind: A2UIError.Kind
        /// The component reported: the child for a parent not allowed, the parent for a child not allowed.
        public var componentId: String
        /// The property of the parent that names the child (`children`, `child`, `tabs[1].child`).
        public var property: String
        /// What is wrong, in words.
        public var message: String
    }

    /// Every violation in `components`, in their order; the root (`rootId`) has the surface as its parent.
    public func violations(in components: OrderedDictionary<String, Component>, rootId: String?) -> [Violation] {
        guard !isEmpty else { return [] }
        var found: [Violation] = []
        if let rootId, let root = components[rootId], let parents = allowedParents[root.type],
           !parents.contains(Self.surface) {
            found.append(Violation(kind: .unallowedParent, componentId: rootId, property: "id", message:
                "component \"\(rootId)\" (\(root.type)) is the root of its surface, but its catalog allows it only under \(Self.list(parents))"))
        }
        for parent in components.values {
            for reference in parent.references {
                let ids: [String] = switch reference.children {
                case .explicit(let ids): ids
                case .template(let componentId, _): [componentId]
                }
                for id in ids {
                    guard let child = components[id] else { continue }
                    if let allowed = allowedChildren[parent.type], !allowed.contains(child.type) {
                        found.append(Violation(kind: .unallowedChild, componentId: parent.id, property: reference.property, message:
                            "component \"\(parent.id)\" (\(parent.type)) holds \"\(id)\" (\(child.type)) in \(reference.property), but its catalog allows only \(Self.list(allowed)) there"))
                    }
                    if let allowed = allowedParents[child.type], !allowed.contains(parent.type) {
                        found.append(Violation(kind: .unallowedParent, componentId: id, property: reference.property, message:
                            "component \"\(id)\" (\(child.type)) is placed under \"\(parent.id)\" (\(parent.type)), but its catalog allows it only under \(Self.list(allowed))"))
                    }
                }
            }
        }
        return found
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}

extension SurfaceGroup {
    /// The composition rules of the catalog `surface` was created with, when the renderer holds it.
    func compositionRules(of surface: Surface) -> CompositionRules? {
        catalogs.first { $0.catalogId == surface.catalogId }.map(CompositionRules.init)
    }

    /// Refuses a message that leaves a component of `surface` where its catalog does not allow it: the first
    /// violation that involves a component the message brought (`changed`), at that component in the message.
    ///
    /// - Throws: ``A2UIError`` `unallowedParent` or `unallowedChild`, which the agent gets as `UNALLOWED_PARENT` or
    ///   `UNALLOWED_CHILD` (``reply(to:for:)``).
    func checkComposition(of surface: Surface, changed: [String], in message: ServerMessage) throws(A2UIError) {
        guard refusesUnallowedComposition, !changed.isEmpty, let rules = compositionRules(of: surface) else { return }
        let brought: [Component]
        let key: String
        switch message.kind {
        case .createSurface(let create): (key, brought) = ("createSurface", create.components)
        case .updateComponents(let update): (key, brought) = ("updateComponents", update.components)
        default: return
        }
        let changedIds = Set(changed)
        for violation in rules.violations(in: surface.components, rootId: surface.rootId) {
            // A violation of a component the message brought, or of one whose parent it brought.
            let involved = changedIds.contains(violation.componentId)
                || surface.components.values.contains { changedIds.contains($0.id) && $0.referencedIds.contains(violation.componentId) }
            guard involved else { continue }
            let index = brought.firstIndex { $0.id == violation.componentId }
                ?? brought.firstIndex { $0.referencedIds.contains(violation.componentId) } ?? 0
            throw A2UIError(violation.kind, violation.message, at: [.key(key), .key("components"), .index(index)])
        }
    }
}
