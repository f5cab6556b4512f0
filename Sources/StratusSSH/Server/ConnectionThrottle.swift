import Foundation
import NIOCore

/// Decides which new connections a server takes, as OpenSSH's `MaxStartups` and `PerSourceMaxStartups` do, plus
/// a rate limit per source address: what answers a client that opens connections as fast as it can (the DHEat
/// denial of service, CVE-2002-20001, where each connection costs the server a key exchange).
///
/// A connection is a *startup* from the moment it is taken until its client authenticates (or it closes). Past
/// `StartupLimit.start` startups at once, a new connection is refused with a probability that grows from
/// `StartupLimit.rate` percent to 100 at `StartupLimit.full` (OpenSSH's random early drop); one source may hold
/// at most `perSourceMaxStartups` of them; and each source has a bucket of `perSourceRate` connections that
/// refills at `perSourceRate` a second, so that over time no source opens more than that many a second. Used
/// from every event loop of the server, behind a lock.
final class ConnectionThrottle: @unchecked Sendable {
    private let limits: SessionLimits
    private let lock = NSLock()
    private var startups = 0
    private var startupsBySource: [String: Int] = [:]
    private var buckets: [String: RateLimit] = [:]
    private let random: () -> Int
    private var refusedSinceLogged = 0
    private var lastLoggedRefusal = NIODeadline.uptimeNanoseconds(0)

    /// Makes a throttle for `limits`; `random` draws a number in 0..<100 (tests give their own).
    init(limits: SessionLimits, random: @escaping () -> Int = { Int.random(in: 0..<100) }) {
        self.limits = limits
        self.random = random
    }

    /// Connections taken and not yet authenticated, now.
    var startupCount: Int { lock.withLock { startups } }

    /// Takes a new connection from `source` (an address without its port) as a startup, or says why not.
    func admit(source: String, now: NIODeadline = .now()) -> String? {
        lock.withLock {
            if let refusal = refusal(source: source, now: now) { return refusal }
            startups += 1
            startupsBySource[source, default: 0] += 1
            return nil
        }
    }

    /// Counts a refusal, and says whether to log it: the first of every second is logged, with the number of
    /// refusals since the last one logged (this one included), so that a flood writes a line a second.
    func logsRefusal(now: NIODeadline = .now()) -> Int? {
        lock.withLock {
            refusedSinceLogged += 1
            guard now - lastLoggedRefusal >= .seconds(1) else { return nil }
            defer { refusedSinceLogged = 0 }
            lastLoggedRefusal = now
            return refusedSinceLogged
        }
    }

    /// Ends a startup of `source`: its client authenticated, or its connection closed before.
    func endStartup(source: String) {
        lock.withLock {
            startups -= 1
            let left = (startupsBySource[source] ?? 1) - 1
            startupsBySource[source] = left > 0 ? left : nil
        }
    }

    private func refusal(source: String, now: NIODeadline) -> String? {
        let startup = limits.maxStartups
        if startups >= startup.full {
            return "too many unauthenticated connections (\(startups), --max-startups \(startup))"
        }
        if startups >= startup.start {
            let span = max(1, startup.full - startup.start)
            let chance = startup.rate + (100 - startup.rate) * (startups - startup.start) / span
            if random() < chance {
                return "random early drop at \(startups) unauthenticated connections (--max-startups \(startup))"
            }
        }
        if limits.perSourceMaxStartups > 0, startupsBySource[source, default: 0] >= limits.perSourceMaxStartups {
            return "too many unauthenticated connections from this address (--per-source-max-startups \(limits.perSourceMaxStartups))"
        }
        if limits.perSourceRate > 0, !takeToken(source: source, now: now) {
            return "connecting too fast (--per-source-rate \(limits.perSourceRate) a second)"
        }
        return nil
    }

    /// Takes one connection from `source`'s bucket, refilled at `perSourceRate` a second up to as many.
    private func takeToken(source: String, now: NIODeadline) -> Bool {
        // Full buckets are forgotten now and then, so that the table holds only the sources seen lately.
        if buckets.count > 4096 { buckets = buckets.filter { !$0.value.isFull(at: now) } }
        var bucket = buckets[source] ?? RateLimit(perSecond: limits.perSourceRate, burst: limits.perSourceRate, now: now)
        defer { buckets[source] = bucket }
        return bucket.takeIfAvailable(now: now)
    }
}

/// OpenSSH's `MaxStartups start:rate:full`: past `start` unauthenticated connections, refuse a new one with
/// probability `rate` percent, rising linearly to 100 at `full`.
public struct StartupLimit: Sendable, Equatable, CustomStringConvertible, LosslessStringConvertible {
    /// Unauthenticated connections taken without refusing any.
    public var start: Int
    /// The percentage refused at `start`.
    public var rate: Int
    /// Unauthenticated connections at which every new one is refused.
    public var full: Int

    /// A limit; `rate` is clamped to 0...100 and `full` to `start` or more.
    public init(start: Int, rate: Int, full: Int) {
        self.start = max(0, start)
        self.rate = min(100, max(0, rate))
        self.full = max(self.start, full)
    }

    /// Reads `start:rate:full`, or a single number (refuse every connection past it, as OpenSSH reads it).
    public init?(_ description: String) {
        let parts = description.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1:
            guard let full = parts[0], full >= 1 else { return nil }
            self.init(start: full, rate: 100, full: full)
        case 3:
            guard let start = parts[0], let rate = parts[1], let full = parts[2], start >= 1, (0...100).contains(rate),
                  full >= start else { return nil }
            self.init(start: start, rate: rate, full: full)
        default:
            return nil
        }
    }

    public var description: String { "\(start):\(rate):\(full)" }
}
