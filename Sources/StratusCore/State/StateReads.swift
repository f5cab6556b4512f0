/// What a dependent reads of one state cell: the whole value, or the values at some paths inside it.
///
/// A write at a path tells only the dependents whose reads overlap it: a read at a path the write reaches into
/// (`model` read, `model.name` written), or a read inside what the write replaced (`model.rows[3]` read, `model.rows`
/// written). A binding reading `model.rows[3]` is not told of a write at `model.name` (Docs/Nimbus.md §3.2: what
/// reads nothing that changed does not run again).
enum CellReads {
    /// The whole value, or an unknown part of it.
    case whole
    /// The value at one path (the common case: one `@{state.path}` per expression).
    case path([PathComponent])
    /// The values at several paths.
    case paths([[PathComponent]])

    /// The reads of `path` added to these.
    func adding(_ path: [PathComponent]) -> CellReads {
        if path.isEmpty { return .whole }
        switch self {
        case .whole: return .whole
        case .path(let first): return first == path ? self : .paths([first, path])
        case .paths(let all): return all.contains(path) ? self : .paths(all + [path])
        }
    }

    /// Whether a change of the value at `written` (steps as ``StateReadIndex/step(_:)`` names them) can change
    /// what these reads see: one path is a prefix of the other.
    func overlap(_ written: [String]) -> Bool {
        switch self {
        case .whole: return true
        case .path(let path): return Self.overlaps(path, written)
        case .paths(let all): return all.contains { Self.overlaps($0, written) }
        }
    }

    private static func overlaps(_ read: [PathComponent], _ written: [String]) -> Bool {
        zip(read, written).allSatisfy { StateReadIndex.isStep($0, named: $1) }
    }
}

/// One state an expression reads, and what of it.
struct StateRead {
    let cell: StateCell
    var reads: CellReads
}

extension [StateRead] {
    /// Notes that `cell` is read at `path` (empty: the whole value).
    mutating func note(_ cell: StateCell, at path: [PathComponent]) {
        if let index = firstIndex(where: { $0.cell === cell }) {
            self[index].reads = self[index].reads.adding(path)
        } else {
            append(StateRead(cell: cell, reads: path.isEmpty ? .whole : .path(path)))
        }
    }
}

/// The dependents of a cell with many, filed by the paths they read, so that a write at a path finds those it
/// concerns without asking every other (a column of 10,000 texts bound to `model.rows[i]` and a field bound to
/// `model.name`: typing in the field asks one binding, not 10,001).
///
/// Positions are those of the cell's list of dependents; the index is made again after the list is swept.
final class StateReadIndex {
    private final class Step {
        /// Dependents reading the value at this step's path.
        var readers: [Int] = []
        var next: [String: Step] = [:]
    }

    private let root = Step()

    /// The name of a step in the index: an array index and a member named by the same digits are one step, as
    /// reading accepts a numeric key on an array (``JSONValue/value(at:)``).
    static func step(_ component: PathComponent) -> String {
        switch component {
        case .key(let key): return key
        case .index(let index): return String(index)
        }
    }

    /// Whether `component` is the step ``step(_:)`` names `name`, without making the name of an index unless its
    /// number matches.
    static func isStep(_ component: PathComponent, named name: String) -> Bool {
        switch component {
        case .key(let key): return key == name
        case .index(let index): return Int(name) == index && String(index) == name
        }
    }

    /// Files the dependent at `position` under what it reads.
    func insert(_ position: Int, reading reads: CellReads) {
        switch reads {
        case .whole: root.readers.append(position)
        case .path(let path): insert(position, at: path)
        case .paths(let all): for path in all { insert(position, at: path) }
        }
    }

    private func insert(_ position: Int, at path: [PathComponent]) {
        var step = root
        for component in path {
            let name = Self.step(component)
            if let next = step.next[name] {
                step = next
            } else {
                let next = Step()
                step.next[name] = next
                step = next
            }
        }
        step.readers.append(position)
    }

    /// Adds the positions of the dependents a change at `written` concerns: those reading a path on the way to it,
    /// and every one reading inside it.
    func collect(changedAt written: [String], into positions: inout [Int]) {
        var step = root
        positions += root.readers
        for name in written {
            guard let next = step.next[name] else { return }
            step = next
            positions += step.readers
        }
        var below = Array(step.next.values)
        while let next = below.popLast() {
            positions += next.readers
            below += next.next.values
        }
    }
}
