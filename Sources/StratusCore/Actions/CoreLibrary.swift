/// The core library (namespace `""`): the built-in actions of Docs/Nimbus.md §2.1. The built-in operations
/// (``BuiltinOperations``) are the engine's own, found after every library's.
public enum CoreLibrary {
    /// `setState`, `log`, `condition`, `sendRequest`, `push`, `present`, `pop`, `popTo`, `dismiss`,
    /// `selectTab`, `triggerViewEvent`, `openUrl`.
    public static let library: UILibrary = {
        // No copy of the built-in operations: the engine finds them after every library's, and copied here they were
        // rehashed and inserted one by one at every start (Docs/Evidence.md, "Catalogue first frame: the registry
        // looks names up when asked").
        // The properties the handlers read (PropertyReader), declared for `stratus check`.
        let method = PropertySchema.optional("method", .enumeration(HTTPMethod.allCases.map(\.rawValue)))
        let navigation: [PropertySchema] = [
            .required("url", .string), method, .optional("headers", .map(.string)), .optional("body", .any),
            .optional("data", .any), .optional("fallback", .any), .optional("prefetch", .boolean),
            .optional("state", .map(.any)), .optional("events", .map(.event)),
        ]
        return UILibrary("")
            .addAction("setState", properties: [.required("path", .string), .optional("value", .any)],
                       handler: setState)
            // Docs/Nimbus.md §2.1: any non-null message is stringified, a map or a list included.
            .addAction("log", properties: [.required("message", .any), .optional("level", .enumeration(
                LogEntry.Level.allCases.map(\.rawValue)))], handler: log)
            .addAction("condition", properties: [.required("condition", .boolean), .optional("onTrue", .event),
                                                 .optional("onFalse", .event)], handler: condition)
            .addAction("triggerViewEvent", properties: [.required("event", .string), .optional("value", .any)],
                       handler: triggerViewEvent)
            .addAction("openUrl", properties: [.required("url", .string)], handler: openURL)
            .addAction("sendRequest", properties: [.required("url", .string), method, .optional("headers", .map(.string)),
                                                   .optional("data", .any), .optional("onSuccess", .event),
                                                   .optional("onError", .event), .optional("onFinish", .event)],
                       handler: SendRequestAction.run)
            .addAction("push", properties: navigation, handler: NavigationActions.push)
            .addAction("present", properties: navigation, handler: NavigationActions.present)
            .addAction("pop", properties: [], handler: NavigationActions.pop)
            .addAction("popTo", properties: [.required("url", .string)], handler: NavigationActions.popTo)
            .addAction("dismiss", properties: [], handler: NavigationActions.dismiss)
            .addAction("selectTab", properties: [.required("tab", .string)], handler: SelectTabAction.run)
            .addPrefetchingAction("push")
            .addPrefetchingAction("present")
    }()

    /// `setState {path, value}` (Docs/Nimbus.md §2.1, §3.3).
    @MainActor
    static func setState(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let path = reader["path"].string()
        let value = reader["value"].value
        if reader.hasErrors { throw deserializationError(event, reader) }
        try event.setState(path: path, value: value)
    }

    /// `log {message, level}`: level Info, Warning or Error, case-insensitive.
    @MainActor
    static func log(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let message = reader["message"].string()
        let level = reader["level"].optionalEnum(LogEntry.Level.self) ?? .info
        if reader.hasErrors { throw deserializationError(event, reader) }
        event.engine.log(level, message)
    }

    /// `condition {condition, onTrue, onFalse}`: the condition must be a real boolean.
    @MainActor
    static func condition(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let premise = reader["condition"].bool()
        if reader.hasErrors { throw deserializationError(event, reader) }
        event.event(at: premise ? "onTrue" : "onFalse")?.run()
    }

    /// `triggerViewEvent {event, value}`: runs a view event of the current screen (from its push/present).
    @MainActor
    static func triggerViewEvent(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let name = reader["event"].string()
        let value = reader["value"].value
        if reader.hasErrors { throw deserializationError(event, reader) }
        guard let screen = event.screen ?? event.navigator.currentScreen,
              let viewEvent = screen.viewEvent(named: name, generation: event.event.generation + 1) else {
            event.engine.log(.error, "Can't trigger view event named \"\(name)\" because the current view has no "
                + "such event.")
            return
        }
        viewEvent.run(with: value)
    }

    /// `openUrl {url}`: hands the URL to the system opener (never a shell), or logs it when there is none.
    @MainActor
    static func openURL(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let url = reader["url"].string()
        if reader.hasErrors { throw deserializationError(event, reader) }
        try event.engine.openURL(url, from: event.screen)
    }

    static func deserializationError(_ event: ActionTriggeredEvent, _ reader: PropertyReader) -> StratusCoreError {
        StratusCoreError(.actionDeserialization, "Error while deserializing the properties of the action "
            + "\"\(event.name)\":\n\(reader.errorsDescription)", jsonPath: event.jsonPath)
    }
}
