import Foundation

/// Words for an HTTP error response: the status with its reason phrase and, when the server said why in a
/// form meant to be read (a JSON `error` or `message`, or one short line of plain text), what it said. An
/// HTML error page is never quoted: it is markup for a browser, not a message.
enum HTTPStatusText {
    /// `500 Internal Server Error: down for maintenance`.
    static func describe(_ response: ServerDrivenResponse) -> String {
        let phrase = response.statusText.isEmpty ? reasonPhrase(for: response.status) : response.statusText
        let head = phrase.isEmpty ? "\(response.status)" : "\(response.status) \(phrase)"
        guard let said = serverMessage(in: response) else { return head }
        return "\(head): \(said)"
    }

    /// The standard reason phrase of `status` (RFC 9110), or an empty string for one it does not name.
    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 410: return "Gone"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return ""
        }
    }

    /// The longest server message quoted, in characters.
    static let messageLimit = 200

    /// What the server said about the error, when it said it in words.
    private static func serverMessage(in response: ServerDrivenResponse) -> String? {
        let type = response.headers["content-type"]?.lowercased() ?? ""
        if type.contains("html") { return nil }
        let text = String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !text.hasPrefix("<") else { return nil }
        if let value = try? JSONValue(parsing: response.body) {
            guard case .object(let object) = value else { return nil }
            for key in ["error", "message", "detail"] {
                if case .string(let message)? = object[key], !message.isEmpty { return shortened(message) }
            }
            return nil
        }
        guard type.isEmpty || type.hasPrefix("text/plain") else { return nil }
        return shortened(text)
    }

    private static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return line.count > messageLimit ? String(line.prefix(messageLimit - 1)) + "…" : line
    }
}
