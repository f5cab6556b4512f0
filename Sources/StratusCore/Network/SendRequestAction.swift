import Foundation

/// The `sendRequest` action (Docs/Nimbus.md §2.1): the request runs off the main actor; `onSuccess`, `onError`
/// and `onFinish` run back on it, each as its own batch.
@MainActor
enum SendRequestAction {
    static func run(_ event: ActionTriggeredEvent) throws {
        let engine = event.engine
        let reader = event.reader
        let urlText = reader["url"].string()
        let method = reader["method"].optionalEnum(HTTPMethod.self) ?? .get
        let headers = reader["headers"].stringMap()
        let data = reader["data"].value
        if reader.hasErrors { throw CoreLibrary.deserializationError(event, reader) }

        let built = URLBuilder.build(urlText, baseURL: engine.baseURL)
        let origin = NavigationActions.origin(of: event)
        let onSuccess = followUp(event, "onSuccess")
        let onError = followUp(event, "onError")
        let onFinish = followUp(event, "onFinish")
        guard let url = ContentFetcher.absoluteURL(built, baseURL: engine.baseURL),
              ContentFetcher.isAllowed(url, from: origin) else {
            let message = "The URL \"\(built)\" may not be requested from this screen (only http and https"
                + (origin == .network ? "" : ", or file from file screens") + ")."
            let request = Request(method: method, url: built, onSuccess: onSuccess, onError: onError, onFinish: onFinish)
            finish(engine, request, .failure(StratusCoreError(.unsafeURL, message)))
            return
        }
        let request = Request(method: method, url: url.absoluteString, onSuccess: onSuccess, onError: onError,
                              onFinish: onFinish)
        let client = engine.httpClient
        let limits = engine.limits
        engine.track {
            let result: Result<Answer, StratusCoreError>
            do {
                let response = try await ContentFetcher.fetchData(url, method: method, headers: headers,
                                                                  body: data.isNull ? nil : data, client: client,
                                                                  limits: limits, failOnStatus: true)
                result = .success(Answer(response: response, data: try Self.data(of: response, url: url)))
            } catch let error as StratusCoreError {
                result = .failure(error)
            } catch {
                result = .failure(StratusCoreError(.request, "\(error)"))
            }
            finish(engine, request, result)
        }
    }

    /// The nested event, one generation later (it runs after an asynchronous hop).
    private static func followUp(_ event: ActionTriggeredEvent, _ name: String) -> ServerDrivenEvent? {
        guard let nested = event.event(at: name) else { return nil }
        return ServerDrivenEvent(description: nested.definition, scope: nested.scope, node: nested.node,
                                 generation: event.event.generation + 1, engine: event.engine)
    }

    /// What a request needs once its answer is in: where it went and what runs next.
    private struct Request {
        var method: HTTPMethod
        var url: String
        var onSuccess: ServerDrivenEvent?
        var onError: ServerDrivenEvent?
        var onFinish: ServerDrivenEvent?

        /// True when `onError` does more than log: it can tell the user (a state shown, a navigation).
        var errorIsHandled: Bool {
            onError?.definition.actions.contains { $0.name != "log" } ?? false
        }
    }

    /// A successful response and its body as a value.
    private struct Answer: Sendable {
        var response: ServerDrivenResponse
        var data: JSONValue
    }

    /// The body as a value: JSON when it parses, else the text (as nimbus-core does).
    ///
    /// Stratus differs from the core here: a body whose `Content-Type` says JSON but that does not parse is a
    /// failure ("invalid JSON at line:column") rather than a string handed to `onSuccess`: the server broke its own
    /// promise, and a screen reading fields of a string would show nothing and say nothing (Docs/Errors.md).
    nonisolated private static func data(of response: ServerDrivenResponse, url: URL) throws -> JSONValue {
        do {
            return try JSONValue(parsing: response.body)
        } catch {
            let text = String(decoding: response.body, as: UTF8.self)
            let declaresJSON = response.headers["content-type"]?.lowercased().contains("json") ?? false
            guard declaresJSON, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                return .string(text)
            }
            let place = error.position.map { "\($0.line):\($0.column)" } ?? "?"
            throw StratusCoreError(.malformedJSON, "invalid JSON at \(place) (\(error.message))",
                                   source: url.absoluteString, line: error.position?.line,
                                   column: error.position?.column)
        }
    }

    private static func finish(_ engine: ServerDrivenEngine, _ request: Request, _ result: Result<Answer, StratusCoreError>) {
        switch result {
        case .success(let answer):
            let response = answer.response
            request.onSuccess?.run(with: .object([
                "status": .integer(Int64(response.status)),
                "statusText": .string(response.statusText.isEmpty ? "OK" : response.statusText),
                "data": answer.data,
            ]))
        case .failure(let error):
            let failure = RequestFailure(method: request.method, url: request.url, reason: error.message)
            engine.log(.error, "Unable to send request: \(failure)")
            if !request.errorIsHandled { engine.noteUnhandled(failure) }
            // Docs/Nimbus.md §2.1, where Stratus differs: the core reports every failure with status 0; we add
            // the real status.
            var state: JSONObject = [
                "status": .integer(0),
                "statusText": .string("Unable to send request"),
                "message": .string(error.message),
            ]
            if let status = error.status { state["httpStatus"] = .integer(Int64(status)) }
            request.onError?.run(with: .object(state))
        }
        request.onFinish?.run()
    }
}
