import StratusCore

/// `filterNotes(notes, term)`: the notes whose title or description contains `term`, ignoring case.
///
/// `notes` is a list of notes, or a map of lists (notes grouped by date): a map keeps its keys and drops
/// the groups left empty, in the same order. An empty term keeps everything.
struct FilterNotes: OperationDecodable {
    static let properties = ["notes", "term"]
    var notes: JSONValue?
    var term: String?

    func execute() -> JSONValue {
        let needle = (term ?? "").lowercased()
        switch notes {
        case .array(let list)?:
            return .array(list.filter { matches($0, needle) })
        case .object(let groups)?:
            var kept = JSONObject()
            for (key, group) in groups {
                guard case .array(let list) = group else { continue }
                let filtered = list.filter { matches($0, needle) }
                if !filtered.isEmpty { kept[key] = .array(filtered) }
            }
            return .object(kept)
        default:
            return .array([])
        }
    }

    private func matches(_ note: JSONValue, _ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        let fields = ["title", "description"].compactMap { note.objectValue?[$0]?.stringValue?.lowercased() }
        return fields.contains { $0.contains(needle) }
    }
}
