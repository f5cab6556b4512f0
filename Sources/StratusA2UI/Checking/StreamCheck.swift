import OrderedCollections
import StratusCodable

/// What is wrong with an A2UI stream file, found without showing it: what `stratus check` reports for a stream.
///
/// Each message is validated against its version's JSON schema when one is given (``schemas``; the schema is the
/// authority, so a message it refuses is reported at each violation, and applied only when it still decodes, so
/// that what is wrong beyond the schema shows in the same run), then decoded and applied to
/// the surfaces as a renderer would, which finds cycles and data model writes that cannot be done. At the end of
/// the file every surface it creates is checked whole: a component naming an id no component has (an error: a
/// file is complete), a component type the renderer lacks (``componentTypes``), components the root never reaches
/// and a root that never arrives (warnings). A surface the file updates without creating it is a fragment of a
/// longer stream: its messages are checked one by one, its references are not. Every finding is
/// `file:line:column: message [path]`, the path from the root of the file (`$[2].updateComponents.components[0]`)
/// or of the JSONL line.
public struct StreamCheck: Sendable {
    /// How bad a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// The stream will not work as written.
        case error
        /// Probably a mistake, but the stream works.
        case warning
    }

    /// One problem, located in the file.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// How bad it is.
        public var severity: Severity
        /// What and where.
        public var error: A2UIError

        /// `file:line:column: message [path]`.
        public var description: String { error.description }
    }

    /// The validators of one version's messages: one per catalog a surface may name, and one for the others.
    public struct Schemas: Sendable {
        /// Validates messages of surfaces whose catalog has no validator of its own (the basic catalog's).
        public var fallback: JSONSchemaValidator
        /// Validates messages of the surfaces created with a catalog id, by that id.
        public var catalogs: [String: JSONSchemaValidator]

        /// Creates the validators of a version.
        public init(fallback: JSONSchemaValidator, catalogs: [String: JSONSchemaValidator] = [:]) {
            self.fallback = fallback
            self.catalogs = catalogs
        }

        /// The validator of messages to a surface of catalog `catalogId`.
        public func validator(catalog catalogId: String?) -> JSONSchemaValidator {
            catalogId.flatMap { catalogs[$0] } ?? fallback
        }
    }

    /// The validators of each version's messages; a version without them is checked by decoding alone.
    public var schemas: [A2UIVersion: Schemas]
    /// The component types the renderer draws; nil accepts any type.
    public var componentTypes: Set<String>?
    /// Who sends the file's messages; nil tells it from each message (a client message type, else a server's).
    public var sender: Sender?
    /// Catalogs besides the basic ones (`--a2ui-catalog`): the functions an agent may call with
    /// `callRendererFunction`, the composition rules of the surfaces created with them.
    public var catalogs: [Catalog] = []

    /// The side that sends a stream's messages.
    public enum Sender: String, Sendable, Hashable, CaseIterable {
        /// An agent: its messages are validated against `server_to_client.json`, decoded and applied.
        case server
        /// A renderer: its messages (actions, errors, function responses) are validated against
        /// `client_to_server.json` alone.
        case client
    }

    /// Creates a check with the schemas of the versions to validate and the component types a renderer has.
    public init(schemas: [A2UIVersion: Schemas] = [:], componentTypes: Set<String>? = nil, sender: Sender? = nil) {
        self.schemas = schemas
        self.componentTypes = componentTypes
        self.sender = sender
    }

    /// The message types a client sends, of every version: a file of them (what `--dump-actions` prints) is
    /// validated against `client_to_server.json`.
    public static let clientMessageTypes: Set<String> = [
        "userAction", "action", "error", "functionResponse", "callAgentFunction", "rendererFunctionResponse",
    ]

    /// The problems of the stream `text`, in the order of the messages they are about.
    ///
    /// - Parameter file: the name findings are reported in, as the user gave it.
    public func findings(in text: String, file: String?) -> [Finding] {
        let raw: RawMessages
        do {
            raw = try A2UIStream.rawMessages(in: text)
        } catch {
            return [Finding(severity: .error, error: error.inFile(file))]
        }
        var run = Run(check: self, raw: raw)
        for index in raw.entries.indices { run.check(index) }
        run.checkSurfaces()
        // In the order of the text, findings at one place in the order found.
        return run.findings.enumerated().sorted {
            let (left, right) = ($0.element.error.location, $1.element.error.location)
            return (left.line ?? 0, left.column ?? 0, $0.offset) < (right.line ?? 0, right.column ?? 0, $1.offset)
        }.map { Finding(severity: $0.element.severity, error: $0.element.error.inFile(file)) }
    }

    /// The version a message says it is: `"version"`, or v0.8 for a message without one.
    static func version(of message: JSONValue) -> A2UIVersion? {
        guard let name = message["version"] else { return .v0_8 }
        return name.stringValue.flatMap(A2UIVersion.init(wireName:))
    }

    /// Where a component was last defined: the message, the message type as written and the place in its list.
    struct Placement {
        var entry: Int
        var key: String
        var index: Int

        var path: [JSONPathComponent] { [.key(key), .key("components"), .index(index)] }
    }

    /// One walk over a file's messages.
    struct Run {
        let check: StreamCheck
        let raw: RawMessages
        var group = SurfaceGroup()
        var findings: [Finding] = []
        /// The decoded messages that applied, for the reference check.
        var applied: [A2UIStream.Entry] = []
        /// The raw entry of each applied message.
        var appliedRaw: [Int] = []
        /// The surfaces the file creates (`createSurface`, or v0.8's `beginRendering`).
        var created: Set<String> = []
        /// The surfaces the file updates without creating them, with the message that first did.
        var fragments: OrderedDictionary<String, Int> = [:]
        /// Where each component of each surface was last defined.
        var placements: [String: [String: Placement]] = [:]
        /// The catalog each surface was created with, as its `createSurface` names it.
        var catalogs: [String: String] = [:]
        /// The messages the schema refused: what their decoding says, the schema said already.
        var refusedBySchema: Set<Int> = []
        /// The schema's violations, by message, reported at the end (``reportSchemaViolations()``).
        var schemaViolations: [(entry: Int, error: A2UIError)] = []
        /// The places of the findings reported so far, by message.
        var reportedPaths: [Int: [[JSONPathComponent]]] = [:]

        init(check: StreamCheck, raw: RawMessages) {
            self.check = check
            self.raw = raw
            group.catalogs = check.catalogs
            group.refusesUnallowedComposition = false
        }

        mutating func report(_ severity: Severity, _ error: A2UIError, at entry: Int) {
            reportedPaths[entry, default: []].append(error.pathComponents)
            findings.append(Finding(severity: severity, error: raw.located(error, at: raw.entries[entry])))
        }

        /// Reports the schema's violations kept while the file was read, but those where Stratus said the same
        /// thing in its own words, with a suggestion (a finding at the violation's place or inside it): each
        /// problem is said once.
        mutating func reportSchemaViolations() {
            for (entry, error) in schemaViolations {
                let place = error.pathComponents
                let said = reportedPaths[entry, default: []].contains { $0.count >= place.count && Array($0.prefix(place.count)) == place }
                if !said { report(.error, error, at: entry) }
            }
            schemaViolations.removeAll()
        }

        mutating func check(_ index: Int) {
            let json = raw.entries[index].json
            let isClientMessage = check.sender.map { $0 == .client } ?? json.objectValue.map { object in
                object.keys.contains { StreamCheck.clientMessageTypes.contains($0) }
                    && !object.keys.contains { key in A2UIVersion.allCases.contains { $0.serverMessageTypes.contains(key) } }
            } ?? false
            let type = StreamCheck.messageType(of: json)
            let surfaceId = type.flatMap { json[$0]?["surfaceId"]?.stringValue }
            if type == "createSurface", let surfaceId, let catalogId = json["createSurface"]?["catalogId"]?.stringValue {
                catalogs[surfaceId] = catalogId
            }
            if let version = StreamCheck.version(of: json), let schemas = check.schemas[version] {
                let validator = schemas.validator(catalog: surfaceId.flatMap { catalogs[$0] })
                let schema = validator.messageSchema(fromRenderer: isClientMessage)
                let violations = validator.validate(json, against: schema)
                for violation in violations {
                    schemaViolations.append((index, A2UIError(.invalidMessage, violation.message, at: violation.path)))
                }
                if isClientMessage { return }
                // A message the schema refuses is still applied when it decodes, so that its references, cycles
                // and bindings are reported in the same run: nothing is hidden behind a schema error.
                if !violations.isEmpty { refusedBySchema.insert(index) }
            } else if isClientMessage {
                return
            }
            let message: ServerMessage
            do {
                message = try ServerMessage(decoding: json)
            } catch {
                // The schema said what is wrong with it already.
                if !refusedBySchema.contains(index) { report(.error, error, at: index) }
                return
            }
            apply(message, at: index)
        }

        private mutating func apply(_ message: ServerMessage, at index: Int) {
            let surfaceId = message.surfaceId ?? ""
            switch message.kind {
            case .actionResponse, .agentFunctionResponse:
                // It answers an action or a call the client sent: nothing in a file waits for it.
                return
            case .callRendererFunction:
                // A warning: the message is right, but this renderer (with the catalogs it holds) refuses the
                // call, with the `error` said here. A message the schema refused is said by the schema.
                guard !refusedBySchema.contains(index) else { return }
                for case .error(let refusal) in ((try? group.apply(message))?.replies ?? []).map(\.kind) {
                    report(.warning, A2UIError(.unknownFunction, "\(refusal.code): \(refusal.message)",
                        at: [.key("callRendererFunction"), .key("callFunction"), .key("call")]), at: index)
                }
                return
            case .createSurface:
                created.insert(surfaceId)
            case .beginRendering:
                created.insert(surfaceId)
            case .deleteSurface where group[surfaceId] == nil, .updateComponents where group[surfaceId] == nil,
                 .updateDataModel where group[surfaceId] == nil:
                guard message.version != .v0_8 || message.kind.typeName == "deleteSurface" else { break }
                if fragments[surfaceId] == nil { fragments[surfaceId] = index }
                if message.kind.typeName == "deleteSurface" { return }
                let stand = CreateSurface(surfaceId: surfaceId, catalogId: "", surfaceProperties: [:],
                                          sendDataModel: false, components: [], dataModel: nil)
                _ = try? group.apply(ServerMessage(version: message.version, kind: .createSurface(stand)))
            default:
                break
            }
            do {
                try group.apply(message)
            } catch {
                report(.error, error, at: index)
                return
            }
            let entry = raw.entries[index]
            applied.append(A2UIStream.Entry(message: message, line: entry.line, column: entry.column, path: entry.path))
            appliedRaw.append(index)
            let components: [Component]
            let key: String
            switch message.kind {
            case .updateComponents(let update):
                (key, components) = (message.version == .v0_8 ? "surfaceUpdate" : "updateComponents", update.components)
            case .createSurface(let create):
                (key, components) = ("createSurface", create.components)
            case .deleteSurface:
                placements[surfaceId] = nil
                created.remove(surfaceId)
                return
            default:
                return
            }
            for (position, component) in components.enumerated() {
                placements[surfaceId, default: [:]][component.id] = Placement(entry: index, key: key, index: position)
            }
        }

        /// The surfaces as the file leaves them: references, component types, reachability.
        mutating func checkSurfaces() {
            for (error, position) in group.missingReferences(in: applied) {
                guard let surfaceId = applied[position].message.surfaceId, created.contains(surfaceId) else { continue }
                report(.error, error, at: appliedRaw[position])
            }
            for (surfaceId, surface) in group.surfaces {
                let placed = placements[surfaceId] ?? [:]
                if let types = check.componentTypes {
                    // A type a catalog the renderer holds declares is known too (`--a2ui-catalog`).
                    for component in surface.components.values
                    where !types.contains(component.type) && !check.catalogs.contains(where: { $0.hasComponent(component.type) }) {
                        guard let placement = placed[component.id] else { continue }
                        let suggestion = SpellingSuggestion.closest(to: component.type, among: types.sorted())
                        report(.error, A2UIError(.invalidMessage,
                            "unknown component \"\(component.type)\" (component \"\(component.id)\")"
                                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                            at: placement.path + [.key("component")]), at: placement.entry)
                    }
                }
                checkDeclarations(of: surface, placed: placed)
                for violation in group.compositionRules(of: surface)?.violations(in: surface.components, rootId: surface.rootId) ?? [] {
                    guard let placement = placed[violation.componentId] else { continue }
                    let member = violation.kind == .unallowedChild
                        ? String(violation.property.prefix { $0 != "." && $0 != "[" }) : "component"
                    let code = violation.kind == .unallowedChild ? ClientError.unallowedChild : ClientError.unallowedParent
                    report(.error, A2UIError(violation.kind, "\(code): \(violation.message)",
                                             at: placement.path + [.key(member)]), at: placement.entry)
                }
                if created.contains(surfaceId) { checkBindings(of: surface, placed: placed) }
                guard created.contains(surfaceId), surface.isReady, let rootId = surface.rootId,
                      !surface.components.isEmpty else { continue }
                guard surface[rootId] != nil else {
                    if let first = surface.components.values.first, let placement = placed[first.id] {
                        report(.warning, A2UIError(.missingComponent,
                            "surface \"\(surfaceId)\" has no component \"\(rootId)\", its root: nothing is shown",
                            at: placement.path), at: placement.entry)
                    }
                    continue
                }
                let reachable = Self.reachable(from: rootId, in: surface)
                for component in surface.components.values where !reachable.contains(component.id) {
                    guard let placement = placed[component.id] else { continue }
                    report(.warning, A2UIError(.missingComponent,
                        "component \"\(component.id)\" is not reached from the root \"\(rootId)\" of surface \"\(surfaceId)\": it is never shown",
                        at: placement.path + [.key("id")]), at: placement.entry)
                }
            }
            reportSchemaViolations()
            for (surfaceId, index) in fragments where !created.contains(surfaceId) {
                let key = StreamCheck.messageType(of: raw.entries[index].json) ?? "updateComponents"
                report(.warning, A2UIError(.surfaceState,
                    "the file never creates surface \"\(surfaceId)\": its messages are checked as part of a longer stream, its references to components are not",
                    at: [.key(key), .key("surfaceId")]), at: index)
            }
        }

        /// The ids the root reaches through children, templates, tabs and modals.
        static func reachable(from rootId: String, in surface: Surface) -> Set<String> {
            var reached: Set<String> = [rootId]
            var pending = [rootId]
            while let id = pending.popLast() {
                for child in surface[id]?.referencedIds ?? [] where reached.insert(child).inserted {
                    pending.append(child)
                }
            }
            return reached
        }
    }

    /// The server message type a message holds, as written.
    static func messageType(of message: JSONValue) -> String? {
        message.objectValue?.keys.first { key in A2UIVersion.allCases.contains { $0.serverMessageTypes.contains(key) } }
    }
}
