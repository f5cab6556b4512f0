import StratusCodable

/// What a template's expressions read: `$root`, `$data`, `$index`, `$host`, and any other name as a member of
/// `$data` (as the JS templating SDK's TemplateObjectMemory prefixes `$data.`).
struct TemplateMemory: ExpressionMemory {
    var root: JSONValue?
    var data: JSONValue?
    var index: Int?
    var host: JSONValue?

    func value(named name: String) -> JSONValue? {
        guard name.hasPrefix("$") else { return (data ?? root).flatMap { ExpressionPath.member(name, of: $0) } }
        switch name.lowercased() {
        case "$root": return root
        case "$data": return data ?? root
        case "$index": return index.map { .integer(Int64($0)) }
        case "$host": return host
        default: return nil
        }
    }
}
