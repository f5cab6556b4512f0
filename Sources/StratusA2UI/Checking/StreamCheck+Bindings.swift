import OrderedCollections
import StratusCodable

/// The data-binding lint of `stratus check`: a path that a component reads but that no data model message, input
/// binding or v0.8 initial value of the stream writes shows nothing, and is a warning naming the closest path the
/// stream does write ("did you mean /user/name?"); a relative path in a component no template repeats has no item
/// to be relative to, and is a warning too. Paths inside templates are relative to items, and not followed.
extension StreamCheck.Run {
    /// The most paths of a data model listed as candidates for "did you mean": a huge model is not walked whole.
    static let candidateLimit = 10_000

    /// Lints the bindings of the components of `surface`, each at the place it was last defined (`placed`).
    mutating func checkBindings(of surface: Surface, placed: [String: StreamCheck.Placement]) {
        let templated = Self.templatedComponents(of: surface)
        var written = Set<String>()
        Self.collectPaths(of: surface.dataModel.root, at: "", into: &written)
        for component in surface.components.values {
            let input = component.version == .v0_8 && component.type == "TextField" ? "text" : SurfaceScreen.inputProperty(ofType: component.type)
            if let input, let path = (try? component.value(input))??.boundPath, JSONPointer.isAbsolute(path) { written.insert(path) }
        }
        var reported = Set<String>()
        for component in surface.components.values {
            guard let placement = placed[component.id] else { continue }
            let base = placement.path + (component.version == .v0_8 ? [.key("component"), .key(component.type)] : [])
            for (property, path) in Self.readPaths(of: component) {
                let place = base + [.key(property)]
                if !JSONPointer.isAbsolute(path) {
                    guard !templated.contains(component.id), reported.insert("\(component.id) \(path)").inserted else { continue }
                    report(.warning, A2UIError(.unresolvablePath,
                        "component \"\(component.id)\" reads the relative path \"\(path)\" outside a template: it has no item to be relative to",
                        at: place), at: placement.entry)
                    continue
                }
                guard !Self.isWritten(path, in: written), reported.insert("\(component.id) \(path)").inserted else { continue }
                let suggestion = SpellingSuggestion.closest(to: path, among: written.sorted())
                report(.warning, A2UIError(.unresolvablePath,
                    "component \"\(component.id)\" reads \"\(path)\", which nothing in the stream writes: it shows nothing"
                        + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                    at: place), at: placement.entry)
            }
        }
    }

    /// Whether `path` is written: it, or a place inside it, or the place it is inside of an input's binding.
    static func isWritten(_ path: String, in written: Set<String>) -> Bool {
        if written.contains(path) { return true }
        return written.contains { $0.hasPrefix(path + "/") }
    }

    /// Every pointer of `value` below `pointer`, up to ``candidateLimit``.
    static func collectPaths(of value: JSONValue, at pointer: String, into paths: inout Set<String>) {
        guard paths.count < candidateLimit else { return }
        if !pointer.isEmpty { paths.insert(pointer) }
        switch value {
        case .object(let members):
            for (key, member) in members {
                let escaped = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                collectPaths(of: member, at: pointer + "/" + escaped, into: &paths)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collectPaths(of: element, at: pointer + "/\(index)", into: &paths) }
        default:
            break
        }
    }

    /// The components a template repeats, and those inside them: their relative paths are relative to an item.
    static func templatedComponents(of surface: Surface) -> Set<String> {
        var pending: [String] = []
        for component in surface.components.values {
            for reference in component.references {
                if case .template(let id, _) = reference.children { pending.append(id) }
            }
        }
        var found = Set<String>()
        while let id = pending.popLast() {
            guard found.insert(id).inserted else { continue }
            pending += surface[id]?.referencedIds ?? []
        }
        return found
    }

    /// The paths `component` reads, with the property each is read in: bound values, calls' arguments, checks,
    /// the action's context, templates' lists.
    static func readPaths(of component: Component) -> [(property: String, path: String)] {
        var paths: [(property: String, path: String)] = []
        func collect(_ value: BoundValue, in property: String) {
            switch value {
            case .literal: break
            case .path(let path): paths.append((property, path))
            case .initializedPath: break
            case .call(let call): for argument in call.arguments.values { collect(argument, in: property) }
            case .list(let elements): for element in elements { collect(element, in: property) }
            }
        }
        for name in component.properties.keys where !["child", "children", "action", "checks", "id", "component"].contains(name) {
            if let value = try? component.value(name) { collect(value, in: name) }
        }
        for check in component.checks { collect(check.condition, in: "checks") }
        switch component.action {
        case .event(let event)?: for value in event.context.values { collect(value, in: "action") }
        case .functionCall(let call)?: collect(.call(call), in: "action")
        case nil: break
        }
        for reference in component.references {
            if case .template(_, let path) = reference.children { paths.append((reference.property, path)) }
        }
        return paths
    }
}
