import Dispatch
import Foundation

/// Runs an action when the process receives one of some signals, instead of their default (ending the process).
///
/// The signals are ignored at the process level and read through dispatch sources, so the action runs on a normal
/// thread and may do anything (close sockets, log), which a signal handler may not.
final class SignalWatch {
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32], action: @escaping @Sendable () -> Void) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: action)
            source.resume()
            return source
        }
    }

    /// Stops watching; the signals keep being ignored.
    func cancel() {
        sources.forEach { $0.cancel() }
    }
}
