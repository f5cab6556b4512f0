extension JSONPathComponent {
    /// A path as Stratus writes it in diagnostics: `$.body[2].columns[0].items` (`$` for the root).
    public static func pathString(_ path: [JSONPathComponent]) -> String {
        var text = "$"
        for component in path {
            if let key = component.key {
                text += ".\(key)"
            } else if let index = component.index {
                text += "[\(index)]"
            }
        }
        return text
    }
}
