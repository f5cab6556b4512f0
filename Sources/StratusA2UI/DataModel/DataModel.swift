import OrderedCollections
import StratusCodable

/// The data of one surface: a JSON value that components read and inputs write, addressed by JSON Pointers.
///
/// Writes follow the reference renderer (google/A2UI renderers/web_core/src/v0_9/state/data-model.ts): a write
/// below a missing or null member creates it, as a list when the next segment is a number and as an object
/// otherwise; a write through a string, number or boolean, or a non-numeric segment on a list, is an error and
/// changes nothing; writing nil deletes an object's member (and leaves `null` in a list, whose length stays). A
/// write more than ``largestGap`` past the end of a list is refused.
/// Writing at the root replaces the whole model.
public struct DataModel: Sendable, Hashable {
    /// The whole model; an empty object at first.
    public private(set) var root: JSONValue

    /// The most nulls a write past the end of a list may add before the value it writes. A JavaScript array (the
    /// reference's) is sparse, so `/items/999999999999` costs it nothing; a list here is not, so a write further
    /// past the end is refused rather than filling memory.
    public static let largestGap = 10_000

    /// Creates a model holding `root`.
    public init(_ root: JSONValue = .object([:])) {
        self.root = root
    }

    /// The value at `pointer`, or nil when nothing is there.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = root
        for segment in pointer.segments {
            switch current {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let array):
                guard let index = Self.index(segment), index < array.count else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The value at an absolute path (`/user/name`), or nil when nothing is there or the path is malformed.
    public func value(at path: String) -> JSONValue? {
        guard let pointer = try? JSONPointer(path) else { return nil }
        return value(at: pointer)
    }

    /// Writes `value` at `pointer`, or deletes what is there when `value` is nil.
    ///
    /// - Throws: ``A2UIError`` (`invalidPath`) when the path goes through a string, number or boolean, or uses a
    ///   segment that is not a number on a list; the model is then unchanged.
    public mutating func set(_ value: JSONValue?, at pointer: JSONPointer) throws(A2UIError) {
        guard !pointer.isRoot else {
            root = value ?? .object([:])
            return
        }
        // The model is moved out while it is written so that the containers on the path are changed in place,
        // not copied; every check that can fail comes before any change at its level, and below a container
        // made by this write nothing can fail, so a failed write leaves the model as it was.
        var updated = root
        root = .null
        defer { root = updated }
        try Self.write(value, at: pointer.segments[...], into: &updated, pointer: pointer)
    }

    /// Writes `value` at an absolute path; see ``set(_:at:)-(_,JSONPointer)``.
    public mutating func set(_ value: JSONValue?, at path: String) throws(A2UIError) {
        try set(value, at: try JSONPointer(path))
    }

    private static func write(
        _ value: JSONValue?, at segments: ArraySlice<String>, into container: inout JSONValue, pointer: JSONPointer
    ) throws(A2UIError) {
        guard let segment = segments.first else { return }
        let rest = segments.dropFirst()
        switch container {
        case .object(var object):
            container = .null
            defer { container = .object(object) }
            if rest.isEmpty {
                if let value { object[segment] = value } else { object.removeValue(forKey: segment) }
                return
            }
            var child = try Self.child(object[segment], below: segment, rest: rest, pointer: pointer)
            object[segment] = .null
            defer { object[segment] = child }
            try write(value, at: rest, into: &child, pointer: pointer)
        case .array(var array):
            guard let index = Self.index(segment) else {
                throw A2UIError(.invalidPath, "cannot write \(pointer): \"\(segment)\" is not a list index")
            }
            container = .null
            defer { container = .array(array) }
            if index >= array.count {
                guard value != nil || !rest.isEmpty else { return }
                guard index - array.count < Self.largestGap else {
                    throw A2UIError(.invalidPath, "cannot write \(pointer): index \(segment) is more than "
                        + "\(Self.largestGap) past the end of a list of \(array.count)")
                }
                // Past the end: the list grows, with nulls in any gap, as a JavaScript array would.
                array.append(contentsOf: repeatElement(JSONValue.null, count: index - array.count + 1))
            }
            if rest.isEmpty {
                array[index] = value ?? .null
                return
            }
            var child = try Self.child(array[index], below: segment, rest: rest, pointer: pointer)
            array[index] = .null
            defer { array[index] = child }
            try write(value, at: rest, into: &child, pointer: pointer)
        default:
            throw A2UIError(.invalidPath, "cannot write \(pointer): the value above \"\(segment)\" is \(container.kindDescription)")
        }
    }

    /// The container to write into below `segment`, where the path goes on with `rest`: what is there, or a new
    /// list or object when nothing is.
    private static func child(_ existing: JSONValue?, below segment: String, rest: ArraySlice<String>,
                              pointer: JSONPointer) throws(A2UIError) -> JSONValue {
        switch existing {
        case nil, .null?:
            // Every container below is made by this write, each a list when the segment after it is a number: the
            // only write that can fail there is an index too far past the end of such a new, empty list. Checked
            // for the whole rest of the path before anything is made, so that a refused write changes nothing.
            if let tooFar = rest.lazy.compactMap(Self.index).first(where: { $0 >= Self.largestGap }) {
                throw A2UIError(.invalidPath, "cannot write \(pointer): index \(tooFar) is more than \(Self.largestGap) "
                    + "past the end of a list of 0")
            }
            return rest.first.flatMap(Self.index) == nil ? .object([:]) : .array([])
        case .object?, .array?:
            return existing ?? .null
        case let other?:
            throw A2UIError(.invalidPath, "cannot write \(pointer): \"\(segment)\" holds \(other.kindDescription), not an object or a list")
        }
    }

    /// A list index written as decimal digits, or nil.
    static func index(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(segment)
    }
}
