import Hummingbird
import ServiceLifecycle
import UnixSignals

extension ApplicationProtocol {
    /// Serves until one of `signals` arrives or the calling task is cancelled, and stops gracefully either way:
    /// the listening socket closes, connections already accepted are served to the end, then this returns.
    ///
    /// Cancelling the task that runs Hummingbird's `runService` cancels the server at once instead, and a
    /// connection accepted but not yet taken up is then dropped mid-way (SwiftNIO stops the process in a debug
    /// build: "Deinited NIOAsyncWriter without calling finish()"). Here the service group runs in a task of its
    /// own, which the caller's cancellation reaches only as a graceful shutdown.
    public func runStoppingGracefully(gracefulShutdownSignals signals: [UnixSignal]) async throws {
        let group = ServiceGroup(configuration: .init(services: [self], gracefulShutdownSignals: signals, logger: logger))
        let serving = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await serving.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
