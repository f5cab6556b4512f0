import OrderedCollections
import StratusCodable

/// What `stratus check` finds in a stream's components from Stratus's own declaration of the basic catalog
/// (``CatalogDeclaration``), without the specification's schemas: a property the type does not have, a value of the
/// wrong type or outside its enumeration, a property the type needs and lacks; and the data-binding lint: a path a
/// component reads that nothing in the stream writes, a relative path outside a template.
extension StreamCheck.Run {
    /// Checks the components of `surface` against the basic catalog's declaration of their version, each at the
    /// place it was last defined (`placed`). With the specification's schemas too: what both find is said once, in
    /// these words (``StreamCheck/Run/reportSchemaViolations()``).
    mutating func checkDeclarations(of surface: Surface, placed: [String: StreamCheck.Placement]) {
        for component in surface.components.values {
            guard let placement = placed[component.id],
                  let declaration = CatalogDeclaration.basic(component.version).components[component.type] else { continue }
            let base = placement.path + (component.version == .v0_8 ? [.key("component"), .key(component.type)] : [])
            let owner = "component \"\(component.id)\" (\(component.type))"
            for problem in Self.problems(of: component.properties, against: declaration.properties, version: component.version,
                                         owner: owner) {
                report(.error, A2UIError(.invalidMessage, problem.message, at: base + problem.path), at: placement.entry)
            }
        }
    }

    /// What is wrong with `properties` (a component's, or an item's of a list) against `declared`.
    static func problems(of properties: JSONObject, against declared: [PropertyDeclaration], version: A2UIVersion,
                         owner: String) -> [(message: String, path: [JSONPathComponent])] {
        var problems: [(message: String, path: [JSONPathComponent])] = []
        for (name, value) in properties {
            guard let property = declared.first(where: { $0.name == name }) else {
                let suggestion = SpellingSuggestion.closest(to: name, among: declared.map(\.name))
                problems.append(("\(owner) has no property \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                                 [.key(name)]))
                continue
            }
            if let problem = Self.problem(of: value, as: property, version: version) {
                problems.append(("\(owner): \"\(name)\" \(problem.message)", [.key(name)] + problem.path))
            }
            if property.kind == .items, case .array(let items) = value {
                for (index, item) in items.enumerated() {
                    guard case .object(let members) = item else {
                        problems.append(("\(owner): \"\(name)\"[\(index)] must be an object", [.key(name), .index(index)]))
                        continue
                    }
                    for problem in Self.problems(of: members, against: property.members, version: version,
                                                 owner: "\(owner): \"\(name)\"[\(index)]") {
                        problems.append((problem.message, [.key(name), .index(index)] + problem.path))
                    }
                }
            }
        }
        for property in declared where property.isRequired && properties[property.name] == nil {
            problems.append(("\(owner) needs \"\(property.name)\"", []))
        }
        return problems
    }

    /// What is wrong with `value` as `property`, when it is written as a literal: its type, its enumeration.
    static func problem(of value: JSONValue, as property: PropertyDeclaration,
                        version: A2UIVersion) -> (message: String, path: [JSONPathComponent])? {
        var literal = value
        var path: [JSONPathComponent] = []
        if property.kind == .dynamic {
            guard let bound = try? BoundValue(value, version: version), case .literal(let written) = bound else { return nil }
            literal = written
            if version == .v0_8, case .object(let wrapper) = value, let key = BoundValue.legacyLiteralKeys.first(where: { wrapper[$0] != nil }) {
                path = [.key(key)]
            }
        } else if property.kind != .literal {
            return nil
        }
        guard property.type.admits(literal) else {
            return ("must be \(property.type.phrase), found \(literal.jsonString())", path)
        }
        if !property.values.isEmpty, let text = literal.stringValue, !property.values.contains(text) {
            let suggestion = SpellingSuggestion.closest(to: text, among: property.values)
            let choices = suggestion.map { "did you mean \"\($0)\"?" }
                ?? "it is one of " + property.values.map { "\"\($0)\"" }.joined(separator: ", ")
            return ("has no value \"\(text)\"; \(choices)", path)
        }
        return nil
    }
}
