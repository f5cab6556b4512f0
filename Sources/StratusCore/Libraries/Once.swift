import Foundation

/// A value worked out the first time it is read, by whichever thread reads it first; later reads get the same value.
///
/// `make` need not be `Sendable`: it runs once, under the lock, and is not kept afterwards. (The makers here capture
/// a component's or an action's metatype, which Swift 6 does not call `Sendable` for a generic type.)
package final class Once<Value: Sendable>: @unchecked Sendable {
    // `made` and `make` are only read and written under the lock.
    private let lock = NSLock()
    private var made: Value?
    private var make: (() -> Value)?

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    package var value: Value {
        lock.withLock {
            if let made { return made }
            guard let make else { preconditionFailure("Once made its value without keeping it") }
            let value = make()
            made = value
            self.make = nil
            return value
        }
    }
}
