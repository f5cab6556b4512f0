/// The `Content-Type` that `stratus serve` sends for a file, chosen by its extension.
public enum MediaType {
    /// The content type for a file name; screens are JSON or YAML (RFC 9512), all text is UTF-8.
    public static func forFile(named name: String) -> String {
        let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch fileExtension {
        case "json": return "application/json; charset=utf-8"
        case "yaml", "yml": return "application/yaml; charset=utf-8"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        default: return "application/octet-stream"
        }
    }
}
