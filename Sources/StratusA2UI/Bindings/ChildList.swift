import OrderedCollections
import StratusCodable

/// The children of a container: a fixed list of component ids, or one template repeated for each item of a list
/// in the data model.
///
/// v0.9 and later: `["a", "b"]` or `{"componentId": "row", "path": "/items"}`. v0.8: `{"explicitList": [...]}`
/// or `{"template": {"componentId": "row", "dataBinding": "/items"}}`.
public enum ChildList: Sendable, Hashable {
    /// These components, in this order.
    case explicit([String])
    /// `componentId` once for each element of the list at `path`, each in the scope of its element.
    case template(componentId: String, path: String)

    /// Reads a child list as `version` writes it.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        if version == .v0_8, case .object = reader.value {
            if let list = reader.member("explicitList") {
                self = .explicit(try list.mapElements { element throws(A2UIError) in try element.string() })
            } else if let template = reader.member("template") {
                self = .template(
                    componentId: try template.required("componentId", in: "a template").string(),
                    path: try template.required("dataBinding", in: "a template").string()
                )
            } else {
                throw reader.error("children must have \"explicitList\" or \"template\"")
            }
            return
        }
        switch reader.value {
        case .array:
            self = .explicit(try reader.mapElements { element throws(A2UIError) in try element.string() })
        case .object:
            self = .template(
                componentId: try reader.required("componentId", in: "a template").string(),
                path: try reader.required("path", in: "a template").string()
            )
        default:
            throw reader.error("children must be a list of ids or a template, found \(reader.value.kindDescription)")
        }
    }
}
