import Foundation

/// The `sendRequest` action (nimbus-spec 2.1): the request runs off the main actor; `onSuccess`, `onError`
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
            finish(engine, .failure(StratusCoreError(.unsafeURL, message)), onSuccess, onError, onFinish)
            return
        }
        let client = engine.httpClient
        let limits = engine.limits
        engine.track {
            let result: Result<ServerDrivenResponse, StratusCoreError>
            do {
                result = .success(try await ContentFetcher.fetchData(url, method: method, headers: headers,
                                                                     body: data.isNull ? nil : data, client: client,
                                                                     limits: limits, failOnStatus: true))
            } catch let error as StratusCoreError {
                result = .failure(error)
            } catch {
                result = .failure(StratusCoreError(.request, "\(error)"))
            }
            finish(engine, result, onSuccess, onError, onFinish)
        }
    }

    /// The nested event, one generation later (it runs after an asynchronous hop).
    private static func followUp(_ event: ActionTriggeredEvent, _ name: String) -> ServerDrivenEvent? {
        guard let nested = event.event(at: name) else { return nil }
        return ServerDrivenEvent(description: nested.definition, scope: nested.scope, node: nested.node,
                                 generation: event.event.generation + 1, engine: event.engine)
    }

    private static func finish(_ engine: ServerDrivenEngine, _ result: Result<ServerDrivenResponse, StratusCoreError>,
                               _ onSuccess: ServerDrivenEvent?, _ onError: ServerDrivenEvent?,
                               _ onFinish: ServerDrivenEvent?) {
        switch result {
        case .success(let response):
            let text = String(decoding: response.body, as: UTF8.self)
            let data = (try? ServerDrivenEngine.parseJSON(response.body, source: nil)) ?? .string(text)
            onSuccess?.run(with: .object([
                "status": .integer(Int64(response.status)),
                "statusText": .string(response.statusText.isEmpty ? "OK" : response.statusText),
                "data": data,
            ]))
        case .failure(let error):
            // nimbus-spec 2.1 [DIVERGENCE]: the core reports every failure with status 0; we add the real status.
            engine.log(.error, "Unable to send request.\n\(error.message)")
            var state: JSONObject = [
                "status": .integer(0),
                "statusText": .string("Unable to send request"),
                "message": .string(error.message),
            ]
            if let status = error.status { state["httpStatus"] = .integer(Int64(status)) }
            onError?.run(with: .object(state))
        }
        onFinish?.run()
    }
}
