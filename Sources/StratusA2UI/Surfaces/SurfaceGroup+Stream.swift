import StratusCodable

extension SurfaceGroup {
    /// The surfaces a whole stream file makes: every message applied in order, then every component reference
    /// checked, since a file is complete (a child that has not arrived by its end never will).
    ///
    /// - Parameter file: the name errors are reported in, as the user gave it.
    /// - Throws: ``A2UIError`` located in the text (`file:line:column: message [path]`): what
    ///   ``A2UIStream/init(decoding:file:)`` throws, a message that cannot apply (at the member that is wrong), or
    ///   a component naming a component that no message defines (`missingComponent`, at the property that names it).
    public init(stream text: String, file: String? = nil, functions: FunctionLibrary = .basic,
                locale: String = "en") throws(A2UIError) {
        try self.init(stream: try A2UIStream(decoding: text, file: file), text: text, file: file, functions: functions,
                      locale: locale)
    }

    /// The surfaces a whole stream makes, from the stream decoded from `text`; see ``init(stream:file:functions:locale:)``.
    public init(stream: A2UIStream, text: String, file: String? = nil, functions: FunctionLibrary = .basic,
                locale: String = "en") throws(A2UIError) {
        self.init(functions: functions, locale: locale)
        func located(_ error: A2UIError, at entry: A2UIStream.Entry) -> A2UIError {
            RawMessages.located(error, line: entry.line, path: entry.path, format: stream.format, text: text).inFile(file)
        }
        for entry in stream.entries {
            do {
                try apply(entry.message)
            } catch {
                throw located(error, at: entry)
            }
        }
        if let (error, index) = missingReferences(in: stream.entries).first {
            throw located(error, at: stream.entries[index])
        }
    }

    /// The references, in stream order, to components their surface does not have, each with the index of the
    /// entry that made the referring component as it stands now (one reference a component, the first).
    func missingReferences(in entries: [A2UIStream.Entry]) -> [(error: A2UIError, entry: Int)] {
        var missingReferences: [(error: A2UIError, entry: Int)] = []
        for (entryIndex, entry) in entries.enumerated() {
            guard let surfaceId = entry.message.surfaceId, let surface = surfaces[surfaceId] else { continue }
            let (key, components): (String, [Component])
            switch entry.message.kind {
            case .updateComponents(let update):
                (key, components) = (entry.message.version == .v0_8 ? "surfaceUpdate" : "updateComponents", update.components)
            case .createSurface(let create):
                (key, components) = ("createSurface", create.components)
            default:
                continue
            }
            for (index, component) in components.enumerated() where surface[component.id] == component {
                for reference in component.references {
                    let ids: [String] = switch reference.children {
                    case .explicit(let ids): ids
                    case .template(let componentId, _): [componentId]
                    }
                    guard let missing = ids.first(where: { surface[$0] == nil }) else { continue }
                    let path: [JSONPathComponent] = [.key(key), .key("components"), .index(index)]
                        + Self.pathComponents(of: reference.property, in: component)
                    missingReferences.append((A2UIError(.missingComponent,
                        "component \"\(component.id)\" names \"\(missing)\" in \(reference.property), and no component has that id",
                        at: path), entryIndex))
                    break
                }
            }
        }
        return missingReferences
    }

    /// The JSON path of a reference's property inside a component as written (`tabs[1].child`; v0.8 nests the
    /// properties under `component.TYPE`).
    private static func pathComponents(of property: String, in component: Component) -> [JSONPathComponent] {
        var path: [JSONPathComponent] = []
        for part in property.split(separator: ".") {
            if let bracket = part.firstIndex(of: "["), let index = Int(part[part.index(after: bracket)...].dropLast()) {
                path.append(.key(String(part[..<bracket])))
                path.append(.index(index))
            } else {
                path.append(.key(String(part)))
            }
        }
        return component.version == .v0_8 ? [.key("component"), .key(component.type)] + path : path
    }
}
