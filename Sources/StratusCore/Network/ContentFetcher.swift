import Foundation

/// Fetches screens and request bodies from `file://` and `http(s)://` URLs, applying the safety rules.
enum ContentFetcher {
    /// The schemes a screen of `origin` may reach. Docs/Nimbus.md §7: network screens never touch `file://`.
    static func isAllowed(_ url: URL, from origin: Screen.Origin) -> Bool {
        switch url.scheme?.lowercased() {
        case "http"?, "https"?: return true
        case "file"?: return origin != .network
        default: return false
        }
    }

    /// Makes an absolute URL from a built URL string, resolving scheme-less text against the base.
    static func absoluteURL(_ text: String, baseURL: String) -> URL? {
        if let url = URL(string: text), url.scheme != nil { return url }
        guard !baseURL.isEmpty, let base = URL(string: baseURL.hasSuffix("/") ? baseURL : baseURL + "/") else {
            return nil
        }
        let relative = text.hasPrefix("/") ? String(text.dropFirst()) : text
        return URL(string: relative, relativeTo: base)?.absoluteURL
    }

    /// Fetches a screen's JSON.
    /// - Throws: `StratusCoreError` (`.request`, `.response` with the status, `.malformedJSON`, `.unsafeURL`).
    static func fetchScreen(_ url: URL, method: HTTPMethod, headers: [String: String], body: JSONValue?,
                            client: any HTTPClientProtocol, limits: EngineLimits) async throws -> JSONValue {
        let data = try await fetchData(url, method: method, headers: headers, body: body, client: client,
                                       limits: limits, failOnStatus: true).body
        return try ServerDrivenEngine.parseJSON(data, source: url.absoluteString)
    }

    /// Fetches raw data; with `failOnStatus`, a status of 400 or more throws `.response`.
    static func fetchData(_ url: URL, method: HTTPMethod, headers: [String: String], body: JSONValue?,
                          client: any HTTPClientProtocol, limits: EngineLimits,
                          failOnStatus: Bool) async throws -> ServerDrivenResponse {
        if url.isFileURL {
            return ServerDrivenResponse(status: 200, statusText: "OK", body: try readFile(url, limits: limits))
        }
        var allHeaders = ["platform": "terminal"]
        var bodyData: Data?
        if let body, !body.isNull {
            allHeaders["Content-Type"] = "application/json"
            bodyData = Data(body.jsonString().utf8)
        }
        for (name, value) in headers {
            // A custom header replaces ours whatever its case.
            for existing in allHeaders.keys where existing.lowercased() == name.lowercased() { allHeaders[existing] = nil }
            allHeaders[name] = value
        }
        let request = ServerDrivenRequest(url: url, method: method, headers: allHeaders,
                                          body: method.sendsBody ? bodyData : nil)
        let response = try await client.send(request)
        if response.body.count > limits.maximumResponseBytes {
            throw StratusCoreError(.request, "The response of \(url.absoluteString) is larger than "
                + "\(limits.maximumResponseBytes) bytes.", source: url.absoluteString)
        }
        if failOnStatus, response.status >= 400 {
            throw StratusCoreError(.response, HTTPStatusText.describe(response), source: url.absoluteString,
                                   status: response.status)
        }
        return response
    }

    private static func readFile(_ url: URL, limits: EngineLimits) throws -> Data {
        let path = url.fileSystemPath
        // `stat` itself: reading `FileManager.attributesOfItem`'s bridged values back is a first-time conformance
        // check, a search of every conformance record of the program, on the way to the first screen's data.
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw StratusCoreError(.request, "Could not read \(path): no such file.", source: url.absoluteString)
        }
        if Int(status.st_size) > limits.maximumResponseBytes {
            throw StratusCoreError(.request, "\(path) is larger than \(limits.maximumResponseBytes) bytes.",
                                   source: url.absoluteString)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StratusCoreError(.request, "Could not read \(path).", source: url.absoluteString)
        }
        return data
    }
}

