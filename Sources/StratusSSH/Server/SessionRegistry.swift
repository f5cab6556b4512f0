import Foundation
import NIOCore

/// The sessions and connections of one server, across its event loops: counts them against the limits, and ends
/// them all when the server stops.
final class SessionRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var sessions: [ObjectIdentifier: NIOLoopBound<TerminalSession>] = [:]
    private var connections: [ObjectIdentifier: any Channel] = [:]
    private var draining = false
    private var idleWaiters: [EventLoopPromise<Void>] = []
    let limits: SessionLimits

    init(limits: SessionLimits) {
        self.limits = limits
    }

    /// Why a session may not start.
    enum Refusal: Error {
        case full(limit: Int)
        case shuttingDown
    }

    /// Sessions running now.
    var sessionCount: Int { lock.withLock { sessions.count } }

    /// Connections open now.
    var connectionCount: Int { lock.withLock { connections.count } }

    /// Counts a new connection; false when there are already `limits.maxConnections` or the server is stopping.
    func admit(_ channel: any Channel) -> Bool {
        lock.withLock {
            guard !draining, connections.count < limits.maxConnections else { return false }
            connections[ObjectIdentifier(channel)] = channel
            return true
        }
    }

    /// Forgets a closed connection. When it was the last one, the memory the sessions' buffers took goes back to
    /// the system: the allocator keeps freed memory for reuse otherwise, and a server that served a hundred
    /// sessions would stay that large while idle.
    func remove(_ channel: any Channel) {
        let idle = lock.withLock {
            _ = connections.removeValue(forKey: ObjectIdentifier(channel))
            return connections.isEmpty && sessions.isEmpty
        }
        if idle { Self.returnFreeMemory() }
    }

    /// glibc's `malloc_trim(0)`, looked up at run time (Swift's Glibc module leaves `malloc.h` out); nothing
    /// elsewhere.
    private static func returnFreeMemory() {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
        #endif
    }

    /// Counts a session that is about to start its program, or says why it may not.
    func reserve(_ session: TerminalSession, on loop: any EventLoop) -> Refusal? {
        lock.withLock {
            if draining { return .shuttingDown }
            guard sessions.count < limits.maxSessions else { return .full(limit: limits.maxSessions) }
            sessions[ObjectIdentifier(session)] = NIOLoopBound(session, eventLoop: loop)
            return nil
        }
    }

    /// Forgets an ended session.
    func release(_ session: TerminalSession) {
        let waiters: [EventLoopPromise<Void>] = lock.withLock {
            guard sessions.removeValue(forKey: ObjectIdentifier(session)) != nil, sessions.isEmpty else { return [] }
            defer { idleWaiters = [] }
            return idleWaiters
        }
        waiters.forEach { $0.succeed(()) }
    }

    /// Refuses new connections and sessions from now on, asks every session to end with `message`, and succeeds
    /// once none is left or `timeout` passed; then closes every connection still open.
    func drain(message: String, timeout: TimeAmount, on loop: any EventLoop) -> EventLoopFuture<Void> {
        let promise = loop.makePromise(of: Void.self)
        let running: [NIOLoopBound<TerminalSession>] = lock.withLock {
            draining = true
            if sessions.isEmpty { promise.succeed(()) } else { idleWaiters.append(promise) }
            return Array(sessions.values)
        }
        for bound in running {
            bound.eventLoop.execute { bound.value.end(message: message, reason: "shutdown") }
        }
        let timer = loop.scheduleTask(in: timeout) { promise.succeed(()) }
        return promise.futureResult.flatMap {
            timer.cancel()
            let open = self.lock.withLock { Array(self.connections.values) }
            let closed = open.map { channel in channel.close().recover { _ in } }
            return EventLoopFuture.andAllComplete(closed, on: loop)
        }
    }
}
