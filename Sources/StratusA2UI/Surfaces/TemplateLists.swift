import StratusCodable

/// A write into the data model that would leave a template's path holding something other than a list is refused
/// (Docs/A2UI.md, "Decisions where the specification is silent"): the list the template repeats stays as it was,
/// and with it the rows shown and what the user typed in them.
///
/// Only templates repeated over an absolute path are known here (a relative one repeats a path of each item of the
/// template around it); a write that replaces their list with null, or removes it, empties the template.
extension Surface {
    /// The template `component` repeats over an absolute path, if it has one.
    static func templateList(of component: Component) -> (templateId: String, pointer: JSONPointer)? {
        for reference in component.references {
            guard case .template(let templateId, let path) = reference.children, JSONPointer.isAbsolute(path),
                  let pointer = try? JSONPointer(path) else { continue }
            return (templateId, pointer)
        }
        return nil
    }

    /// Throws when writing `value` at `pointer` would leave the path of a template holding something other than a
    /// list (nothing, null and lists are fine).
    ///
    /// - Throws: ``A2UIError`` (`templateNotList`) naming the component, its template and what the path would hold.
    func refuseNonList(_ value: JSONValue?, at pointer: JSONPointer) throws(A2UIError) {
        for (componentId, list) in templateLists where pointer.contains(list.pointer) {
            var held = value
            for segment in list.pointer.segments.dropFirst(pointer.segments.count) {
                switch held {
                case .object(let members)?: held = members[segment]
                case .array(let items)?: held = Int(segment).flatMap { items.indices.contains($0) ? items[$0] : nil }
                default: held = nil
                }
            }
            switch held {
            case nil, .null?, .array?:
                continue
            case let other?:
                throw A2UIError(.templateNotList,
                    "\(list.pointer) would hold \(other.kindDescription), and component \"\(componentId)\" repeats "
                        + "\"\(list.templateId)\" over it: a template repeats a list; the data model keeps what it had")
            }
        }
    }
}
