import Yams

/// A YAML text read into a ``JSONValue``: the one YAML reader of Stratus, used for screens, app manifests, screen
/// tests and Codable decoding (``YAMLDecodingFormat``) alike.
///
/// The rules:
/// - Plain scalars resolve by the YAML 1.2 core schema: `~`, `null` and nothing are null; only `true` and `false`
///   are booleans (`yes`, `no`, `on`, `NO` stay strings); `12`, `0o14`, `0xC` are integers; `1.5`, `1e3` are
///   doubles; everything else is a string. Quoted and block (`|`, `>`) scalars are strings.
/// - The tags `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` are obeyed (`!!str 12` is the string `"12"`;
///   `!!int abc` is an error); other tags are ignored.
/// - Mapping keys are scalars, read as strings, in the order written; a key written twice in one mapping is an
///   error at the second one's line and column.
/// - An alias (`*name`) is a copy of its anchor's value; all aliases of a text together may expand to at most
///   ``aliasExpansionLimit`` values, so that a few lines cannot unfold into millions of values.
/// - Nesting deeper than 512 levels is an error, not a crash. An infinite or NaN float is an error (JSON has none).
/// - One document per text (a second is an error); an empty text is `null`.
public struct YAMLDocument: Sendable {
    /// The most values the aliases of one text may expand to, all together.
    public static let aliasExpansionLimit = 100_000

    /// The value of the document.
    public var value: JSONValue
    /// Where each value starts, by JSON path (`$`, `$.children[2]`, `$.children[2].properties.text`), when the
    /// document was read with `recordingPositions`; a value reached through an alias is at its anchor's place.
    public var valuePositions: [String: SourcePosition]
    /// Where the key of each object member starts, by the member's JSON path, when recorded.
    public var keyPositions: [String: SourcePosition]
    /// The text of every number whose JSON form reads differently (`0123`, `1.10`, `+1`), by coding path
    /// (``StratusCodableError/pathString(_:)``), so that a `String` target can have the text as written.
    var numberTexts: [String: String]

    /// Reads a YAML text.
    /// - Parameters:
    ///   - text: the whole text, one document.
    ///   - recordingPositions: whether to fill ``valuePositions`` and ``keyPositions`` (a string per value).
    /// - Throws: ``StratusCodableError`` with the line and column of the problem, and its path when known.
    public init(parsing text: String, recordingPositions: Bool = false) throws(StratusCodableError) {
        try YAMLNesting.check(text)
        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: text, resolver: Self.resolver)
            root = try parser.singleRoot()
        } catch {
            throw Self.error(from: error, in: text)
        }
        var reader = YAMLNodeReader(recordingPositions: recordingPositions)
        // A node's anchor is held weakly, by the parser: kept alive for the walk, an alias can be told from its
        // anchor's first place (else every anchor is nil and aliases expand without a bound).
        value = try withExtendedLifetime(parser) { () throws(StratusCodableError) in
            guard let root else { return .null }
            return try reader.value(of: root, path: [], jsonPath: "$", depth: 0)
        }
        valuePositions = reader.valuePositions
        keyPositions = reader.keyPositions
        numberTexts = reader.numberTexts
    }

    /// The tag Yams gives a plain scalar with no tag, so that ``YAMLCoreSchema`` (not a regular expression per
    /// rule) resolves it, and `!!str 12` can be told from `12`.
    static let plainTag = Tag.Name(rawValue: "tag:stratus,2024:plain")

    /// A resolver that marks every plain scalar with ``plainTag``; quoted scalars are `!!str` by Yams.
    private static let resolver: Resolver = {
        // The pattern is a constant that matches every text; a failure would be caught by every YAML test.
        guard let rule = try? Resolver.Rule(plainTag, "^") else { return .basic }
        return Resolver.basic.appending(rule)
    }()

    private static func error(from error: any Error, in text: String) -> StratusCodableError {
        guard let yaml = error as? YamlError else {
            return StratusCodableError(kind: .invalidSyntax, message: "invalid YAML: \(error)", underlyingError: error)
        }
        switch yaml {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return StratusCodableError(
                kind: .invalidSyntax, message: "invalid YAML: \(problem)", position: position(of: mark),
                underlyingError: error)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = context.mark
            if let second = YAMLDuplicateKey.secondOccurrence(of: key, after: first, in: text) {
                return StratusCodableError(
                    kind: .invalidSyntax, message: "duplicate key \"\(key)\" in YAML mapping (first at \(first))",
                    position: second, underlyingError: error)
            }
            return StratusCodableError(
                kind: .invalidSyntax, message: "duplicate key \"\(key)\" in YAML mapping (this one and a later one)",
                position: position(of: first), underlyingError: error)
        default:
            return StratusCodableError(kind: .invalidSyntax, message: "invalid YAML: \(yaml)", underlyingError: error)
        }
    }

    static func position(of mark: Mark) -> SourcePosition {
        SourcePosition(line: mark.line, column: mark.column, byteOffset: -1)
    }
}

/// One walk of a composed YAML tree, turning nodes into JSON values.
private struct YAMLNodeReader {
    let recordingPositions: Bool
    var valuePositions: [String: SourcePosition] = [:]
    var keyPositions: [String: SourcePosition] = [:]
    var numberTexts: [String: String] = [:]
    /// The anchors met so far: meeting one again is meeting an alias of it.
    private var anchors: Set<ObjectIdentifier> = []
    /// How many values aliases have expanded to.
    private var expanded = 0
    /// How many aliases the walk is inside.
    private var aliasDepth = 0

    init(recordingPositions: Bool) {
        self.recordingPositions = recordingPositions
    }

    mutating func value(
        of node: Node, path: [any CodingKey], jsonPath: String, depth: Int
    ) throws(StratusCodableError) -> JSONValue {
        if recordingPositions, let mark = node.mark { valuePositions[jsonPath] = YAMLDocument.position(of: mark) }
        guard depth < YAMLNesting.limit else {
            throw problem(.tooDeep, "YAML nests deeper than the limit of \(YAMLNesting.limit) levels", node, path)
        }
        var isAlias = false
        if let anchor = node.anchor {
            // Yams gives an alias as its anchor's own node, anchor and all.
            isAlias = !anchors.insert(ObjectIdentifier(anchor)).inserted
        }
        if isAlias { aliasDepth += 1 }
        defer { if isAlias { aliasDepth -= 1 } }
        if aliasDepth > 0 {
            expanded += 1
            if expanded > YAMLDocument.aliasExpansionLimit {
                throw problem(
                    .invalidValue,
                    "YAML aliases expand to more than \(YAMLDocument.aliasExpansionLimit) values", node, path)
            }
        }
        switch node {
        case .scalar(let scalar):
            return try value(of: scalar, tag: node.tag.rawValue, node: node, path: path)
        case .sequence(let sequence):
            var array: [JSONValue] = []
            array.reserveCapacity(sequence.count)
            for (index, element) in sequence.enumerated() {
                array.append(try value(
                    of: element, path: path + [IndexKey(index)],
                    jsonPath: recordingPositions ? jsonPath + "[\(index)]" : "", depth: depth + 1))
            }
            return .array(array)
        case .mapping(let mapping):
            var object = JSONObject(minimumCapacity: mapping.count)
            for (key, member) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw problem(.invalidSyntax, "YAML mapping keys must be scalars", key, path)
                }
                let name = keyScalar.string
                if object[name] != nil {
                    throw problem(.invalidSyntax, "duplicate key \"\(name)\" in YAML mapping", key, path)
                }
                let memberPath = recordingPositions ? jsonPath + "." + name : ""
                if recordingPositions, let mark = key.mark { keyPositions[memberPath] = YAMLDocument.position(of: mark) }
                object[name] = try value(
                    of: member, path: path + [JSONValueKey(stringValue: name)], jsonPath: memberPath, depth: depth + 1)
            }
            return .object(object)
        case .alias:
            // Yams resolves aliases while composing; one left unresolved names no anchor.
            throw problem(.invalidSyntax, "YAML alias of an unknown anchor", node, path)
        }
    }

    private mutating func value(
        of scalar: Node.Scalar, tag: String, node: Node, path: [any CodingKey]
    ) throws(StratusCodableError) -> JSONValue {
        let text = scalar.string
        let resolution: YAMLCoreSchema.Resolution
        switch Tag.Name(rawValue: tag) {
        case YAMLDocument.plainTag: resolution = YAMLCoreSchema.resolve(plain: text)
        case .null: resolution = .null
        case .bool:
            guard case .bool(let bool) = YAMLCoreSchema.resolve(plain: text) else {
                throw problem(.invalidValue, "YAML !!bool \(text) is neither true nor false", node, path)
            }
            resolution = .bool(bool)
        case .int:
            guard YAMLCoreSchema.isInteger(text) else {
                throw problem(.invalidValue, "YAML !!int \(text) is not an integer", node, path)
            }
            resolution = .integer
        case .float:
            guard YAMLCoreSchema.isFloat(text) || YAMLCoreSchema.isInteger(text) else {
                throw problem(.invalidValue, "YAML !!float \(text) is not a number", node, path)
            }
            resolution = .float
        default: resolution = .string
        }
        let value: JSONValue
        switch resolution {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .string: return .string(text)
        case .integer:
            guard let integer = YAMLCoreSchema.integer(text) else { return .string(text) }
            value = integer
        case .float:
            guard let double = YAMLCoreSchema.double(text), double.isFinite else {
                throw problem(.invalidValue, "YAML number \(text) is not a finite number", node, path)
            }
            value = .double(double)
        }
        if value.jsonString() != text { numberTexts[StratusCodableError.pathString(path)] = text }
        return value
    }

    private func problem(
        _ kind: StratusCodableError.Kind, _ message: String, _ node: Node, _ path: [any CodingKey]
    ) -> StratusCodableError {
        StratusCodableError(
            kind: kind, message: message, position: node.mark.map(YAMLDocument.position(of:)),
            path: StratusCodableError.pathString(path), codingPath: path)
    }
}
