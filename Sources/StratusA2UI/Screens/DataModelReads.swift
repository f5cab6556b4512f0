#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StratusCodable

/// What the screen of one surface shows of its data model without an engine binding: the values evaluated when the
/// screen was written (function calls, checks, paths an expression cannot spell) and the lists its templates repeat.
///
/// The rest of what the screen shows is bound (Docs/A2UI.md, "One reactive model"): a property bound to a path is
/// an expression over the engine state ``SurfaceScreen/dataModelState`` that the surface's root node declares, so
/// a write into the data model that touches none of these reads is followed by writing that state, and only the
/// nodes bound to what changed update. A write that touches one of them needs the screen written again.
public struct DataModelReads: Sendable, Hashable {
    /// Whether something shown may depend on any part of the data model (a function call, a check, a lazy list's
    /// rows): every write needs the screen written again.
    public var everything = false
    /// The pointers read once: templates' lists and paths an expression cannot spell.
    public var pointers: Set<JSONPointer> = []

    /// Reads of nothing.
    public init() {}

    /// Whether a write at `pointer` changes something these reads showed: it is at, above or below one of them.
    public func areAffected(byWriteAt pointer: JSONPointer) -> Bool {
        everything || pointers.contains { $0.contains(pointer) || pointer.contains($0) }
    }

    /// The reads as the state ``SurfaceScreen/dataModelReadsState`` holds them: null for everything, else the
    /// pointers as text, sorted.
    public var json: JSONValue {
        everything ? .null : .array(pointers.map(\.description).sorted().map(JSONValue.string))
    }

    /// The reads a state holds (``json``); anything else reads everything.
    public init(json: JSONValue) {
        guard case .array(let texts) = json else {
            everything = true
            return
        }
        for case .string(let text) in texts {
            guard let pointer = try? JSONPointer(text) else {
                everything = true
                return
            }
            pointers.insert(pointer)
        }
    }
}

extension SurfaceScreen {
    /// The state the root node of each surface declares: the surface's data model, which the bound properties of
    /// its nodes read (`@{a2uiData.user.name}`).
    public static let dataModelState = "a2uiData"
    /// The state beside it holding the surface's ``DataModelReads`` (their ``DataModelReads/json``).
    public static let dataModelReadsState = "a2uiDataReads"
    /// The state beside it holding the surface's id.
    public static let surfaceIdState = "a2uiSurface"

    /// The engine expression that reads what `model` holds at `pointer` (`@{a2uiData.items[0].name}`), or nil
    /// when nothing is there yet or a key cannot be spelt in an expression (letters, digits and `_` only): such a
    /// value is evaluated once and read (``DataModelReads``), so that a screen never binds to what its states do
    /// not hold, as `stratus run`'s check of a screen requires.
    static func expression(reading pointer: JSONPointer, in model: JSONValue) -> String? {
        steps(reading: pointer, in: model).map(expression(following:))
    }

    /// The steps into the state ``dataModelState`` of ``expression(reading:in:)``: a key for each member, an
    /// index for each element; nil where it gives none.
    static func steps(reading pointer: JSONPointer, in model: JSONValue) -> [JSONPathComponent]? {
        var walk = StepWalk(from: model)
        walk.steps.reserveCapacity(pointer.segments.count)
        for segment in pointer.segments where !walk.follow(segment) { return nil }
        return walk.steps
    }

    /// A walk into a data model, one pointer segment at a time, writing down the step each takes.
    fileprivate struct StepWalk {
        var steps: [JSONPathComponent] = []
        var value: JSONValue

        init(from model: JSONValue) {
            value = model
        }

        /// Takes the step `segment` names (an index into an array, a word-like member of an object); false when
        /// it names none, or a member no expression can spell.
        mutating func follow(_ segment: some StringProtocol) -> Bool {
            switch value {
            case .array(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return false }
                steps.append(.index(index))
                value = items[index]
            case .object(let members):
                guard !segment.isEmpty, segment.utf8.allSatisfy(isWordByte), let member = members[String(segment)] else {
                    return false
                }
                steps.append(.key(String(segment)))
                value = member
            default:
                return false
            }
            return true
        }
    }

    /// ``steps(reading:in:)`` of the pointer `path` reads relative to `scope` (nil too when it is no pointer),
    /// found without writing the pointer's segments out when `path` escapes nothing (has no `~`): a screen reads one
    /// per bound property.
    static func steps(readingPath path: String, relativeTo scope: JSONPointer, in model: JSONValue) -> [JSONPathComponent]? {
        guard !path.utf8.contains(UInt8(ascii: "~")) else {
            guard let pointer = try? JSONPointer(path, relativeTo: scope) else { return nil }
            return steps(reading: pointer, in: model)
        }
        return walk(path[...], absolute: path.utf8.first == UInt8(ascii: "/"), relativeTo: scope, in: model)?.steps
    }

    /// The walk into `model` along `path`, a pointer with no escape (no `~`), from the root when `absolute`, else
    /// from `scope`; nil where it gives no steps.
    fileprivate static func walk(_ path: Substring, absolute: Bool, relativeTo scope: JSONPointer, in model: JSONValue) -> StepWalk? {
        var walk = StepWalk(from: model)
        if !absolute {
            for segment in scope.segments where !walk.follow(segment) { return nil }
        }
        // Cut at each `/` by its byte, empty pieces left out, as a JSON Pointer is read.
        let bytes = path.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if start < end, !walk.follow(path[start..<end]) { return nil }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return walk
    }

    /// The expression reading `steps` in the state ``dataModelState`` (`@{a2uiData.items[0].name}`).
    static func expression(following steps: [JSONPathComponent]) -> String {
        // Written into one string: a screen holds one of these per bound property.
        var code = "@{" + dataModelState
        code.reserveCapacity(code.utf8.count + 1 + steps.count * 6)
        append(steps, to: &code)
        code += "}"
        return code
    }

    /// Writes `steps` as an expression reads them after its state: `.name` for a key, `[0]` for an index.
    fileprivate static func append(_ steps: some Sequence<JSONPathComponent>, to code: inout String) {
        for step in steps {
            if let key = step.key {
                code += "."
                code += key
            } else if let index = step.index {
                code += "["
                code += String(index)
                code += "]"
            }
        }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
    }
}

/// Finds the steps and the expression of bound paths one after another, as a screen is written, keeping the walk
/// to the last path's parent: neighbouring nodes read neighbouring values (a long column's texts `/rows/0`,
/// `/rows/1`...), and the walk to `/rows` is taken once for them all. Each gives what
/// ``SurfaceScreen/steps(readingPath:relativeTo:in:)`` and ``SurfaceScreen/expression(following:)`` give.
struct BindingFinder {
    /// The data model the paths are read in.
    let model: JSONValue
    /// The last parent walked to: its bytes, whether it was absolute, the scope it was read in, the walk (nil when it
    /// led nowhere) and the bytes of the expression so far (without its closing brace). Kept as fields, read in
    /// place: a copy of them all for each path would cost more than the walk it saves.
    private var walked = false
    private var parentBytes: [UInt8] = []
    private var parentIsAbsolute = false
    private var parentScope = JSONPointer.root
    private var parentWalk: SurfaceScreen.StepWalk?
    private var parentCode: [UInt8] = []

    init(model: JSONValue) {
        self.model = model
    }

    /// The steps `path` reads relative to `scope`, and the expression reading them; nil when it gives none.
    mutating func binding(readingPath path: String, relativeTo scope: JSONPointer) -> (steps: [JSONPathComponent], expression: String)? {
        var text = path
        return text.withUTF8 { bytes in
            // A path with an escape, of one piece, or ending in `/` is followed whole.
            guard !bytes.contains(UInt8(ascii: "~")), let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash + 1 < bytes.count else {
                return SurfaceScreen.steps(readingPath: path, relativeTo: scope, in: model).map { ($0, SurfaceScreen.expression(following: $0)) }
            }
            let parentBytes = UnsafeBufferPointer(rebasing: bytes[..<slash]), absolute = bytes.first == UInt8(ascii: "/")
            let utf8 = path.utf8
            if !walked || !Self.same(self.parentBytes, parentBytes) || parentIsAbsolute != absolute || (!absolute && parentScope != scope) {
                parentWalk = SurfaceScreen.walk(path[..<utf8.index(utf8.startIndex, offsetBy: slash)], absolute: absolute,
                                                relativeTo: scope, in: model)
                var code = "@{" + SurfaceScreen.dataModelState
                if let parentWalk { SurfaceScreen.append(parentWalk.steps, to: &code) }
                (walked, self.parentBytes, parentIsAbsolute, parentScope, parentCode) = (true, Array(parentBytes), absolute, scope, Array(code.utf8))
            }
            // An index into the list the parent is (a long column's texts, `/rows/3`), read from its digits: no
            // substring made, no generic parse of it, no copy of the walk's value.
            if let index = Self.index(UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), let parentWalk,
               case .array(let items) = parentWalk.value, index < items.count {
                var steps = parentWalk.steps
                steps.append(.index(index))
                return (steps, Self.expression(parentCode, then: .index(index)))
            }
            guard var walk = parentWalk, walk.follow(path[utf8.index(utf8.startIndex, offsetBy: slash + 1)...]),
                  let step = walk.steps.last else {
                return nil
            }
            return (walk.steps, Self.expression(parentCode, then: step))
        }
    }

    /// Whether `kept` holds the bytes of `bytes` (one comparison of memory, not one per byte).
    private static func same(_ kept: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard kept.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, !kept.isEmpty else { return true }
        return kept.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, bytes.count) == 0 }
    }

    /// The index `bytes` spells with decimal digits alone (at most 18 of them); nil for anything else, which
    /// ``SurfaceScreen/StepWalk/follow(_:)`` reads as it reads any segment.
    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The expression `code` starts, then `step` (`.name`, `[3]`), then its closing brace, written into the string
    /// at once: a screen writes one for each bound property.
    private static func expression(_ code: [UInt8], then step: JSONPathComponent) -> String {
        var key = step.key ?? ""
        let index = step.index ?? 0
        guard index >= 0 else {
            var text = String(decoding: code, as: UTF8.self)
            SurfaceScreen.append(CollectionOfOne(step), to: &text)
            return text + "}"
        }
        var digits = 1
        var rest = index
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return key.withUTF8 { keyBytes in
            String(unsafeUninitializedCapacity: code.count + max(keyBytes.count + 1, digits + 2) + 1) { buffer in
                var count = 0
                func write(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                for byte in code { write(byte) }
                if step.key != nil {
                    write(UInt8(ascii: "."))
                    for byte in keyBytes { write(byte) }
                } else {
                    write(UInt8(ascii: "["))
                    var value = index
                    for position in stride(from: count + digits - 1, through: count, by: -1) {
                        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                        value /= 10
                    }
                    count += digits
                    write(UInt8(ascii: "]"))
                }
                write(UInt8(ascii: "}"))
                return count
            }
        }
    }
}

extension NodeWriter {
    /// The properties of `node` that are bound to a path an expression can read, as those expressions, under their
    /// shown names, and the steps into the data model each reads; what else the node evaluates from the data model
    /// is noted in ``reads``.
    mutating func boundProperties(of node: SurfaceNode, _ component: Component) -> (properties: JSONObject, bindings: [BoundProperty]) {
        var bound = JSONObject()
        var bindings: [BoundProperty] = []
        // A list left to the engine's `forEach` follows its list (`lazyList`); other templates are written whole.
        for reference in component.references where node.lazyItems == nil {
            guard case .template(_, let path) = reference.children else { continue }
            note(path, in: node)
        }
        if !component.checks.isEmpty { reads.everything = true }
        if case .object(let attributes)? = component.properties["accessibility"],
           attributes.values.contains(where: BoundValue.isDynamic) {
            reads.everything = true
        }
        for (name, written) in component.properties where !Self.isStructural(name) {
            let shownName = Self.shownName(of: name, in: component)
            let path: String
            if let alone = BoundValue.pathAlone(in: written, version: component.version) {
                // Most bound values are a path alone: read without making the value.
                path = alone
            } else {
                switch try? component.value(name) {
                case nil, .call?, .list?:
                    reads.everything = true
                    continue
                case .literal(let literal)?:
                    if case .array(let items) = literal, Self.evaluatesMembers(shownName),
                       items.contains(where: { $0.objectValue?.values.contains(where: BoundValue.isDynamic) ?? false }) {
                        reads.everything = true
                    }
                    continue
                case .path(let bound)?, .initializedPath(let bound, _)?:
                    path = bound
                }
            }
            // v0.8's `primary` is shown as a `variant`, and lists of options evaluate their members: written once.
            let rewritten = Self.evaluatesMembers(shownName) || (component.version == .v0_8 && component.type == "Button" && name == "primary")
            guard !rewritten, case .object = surface.dataModel.root,
                  let (steps, expression) = self.bindings.binding(readingPath: path, relativeTo: node.scope) else {
                note(path, in: node)
                continue
            }
            // A node's first bound property named as the last node's one (a long column's texts, each its `text`) is
            // written into a copy of that node's: the copy shares the list of names, and only its value is new.
            if bound.isEmpty, lastBound.count == 1, lastBound.keys[0] == shownName {
                bound = lastBound
                bound.values[0] = .string(expression)
            } else {
                bound[shownName] = .string(expression)
            }
            // Most nodes bind one property: its list made with it, not grown to it.
            if bindings.isEmpty {
                bindings = [BoundProperty(name: shownName, steps: steps)]
            } else {
                bindings.append(BoundProperty(name: shownName, steps: steps))
            }
        }
        if bound.count == 1 { lastBound = bound }
        return (bound, bindings)
    }

    /// Whether the property shown as `name` is a list whose members' values are evaluated (Tabs' `tabs`,
    /// ChoicePicker's `options`).
    static func evaluatesMembers(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name == "tabs"
        case 7: name == "options"
        default: false
        }
    }

    /// Notes that the screen shows what is at `path` (relative to `node`'s scope) as it is now.
    private mutating func note(_ path: String, in node: SurfaceNode) {
        guard let pointer = try? JSONPointer(path, relativeTo: node.scope) else {
            reads.everything = true
            return
        }
        reads.pointers.insert(pointer)
    }

    /// The states the root node of the surface declares: its data model, its id, and what its screen reads of the
    /// model without bindings (known once every node is written).
    var rootStates: JSONObject {
        [
            // A top-level text would be evaluated once as an expression; nested ones never are.
            SurfaceScreen.dataModelState: surface.dataModel.root.stringValue.map { SurfaceScreen.escapingExpressions(.string($0)) }
                ?? surface.dataModel.root,
            SurfaceScreen.surfaceIdState: SurfaceScreen.escapingExpressions(.string(surface.id)),
            SurfaceScreen.dataModelReadsState: reads.json,
        ]
    }
}
