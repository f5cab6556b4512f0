import Synchronization

/// A value worked out the first time it is read, by whichever thread reads it first; later reads get the same value.
///
/// Once made, reading it takes no lock, one atomic load. (It was made for a component's traits, read for every node
/// built; since a component type answers those itself, `View._lazyContainerType`, it holds only schemas, read by
/// `stratus check` and by a problem's message, and the lock alone would do.) `make` need not be `Sendable`: it runs
/// once, under the lock, and is not kept afterwards. (The makers here capture a component's or an action's metatype,
/// which Swift 6 does not call `Sendable` for a generic type.)
package final class Once<Value: Sendable>: @unchecked Sendable {
    /// Set, with release ordering, once `made` is written; `made` is never written again after that.
    private let isMade = Atomic<Bool>(false)
    // `make` is only read and written under the lock; `made` is only written under it. A `Mutex`, kept inline, rather
    // than an `NSLock`, an object of its own with a mutex allocated beside it: every registered component and
    // action makes a `Once` at start-up (98 for `stratus render`), and the two allocations and `NSLock`'s set-up cost
    // 30,000 instructions of the catalogue's render (callgrind).
    private let lock = Mutex<Void>(())
    private var made: Value?
    private var make: (() -> Value)?

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// A value already made.
    package init(made value: Value) {
        made = value
        isMade.store(true, ordering: .releasing)
    }

    package var value: Value {
        if isMade.load(ordering: .acquiring), let made { return made }
        return lock.withLock { _ in
            if let made { return made }
            guard let make else { preconditionFailure("Once made its value without keeping it") }
            let value = make()
            made = value
            self.make = nil
            isMade.store(true, ordering: .releasing)
            return value
        }
    }
}
