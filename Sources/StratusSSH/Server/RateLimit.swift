import NIOCore

/// A token bucket: `perSecond` units over time, up to `burst` at once. It limits a session's input (in bytes) and
/// the connections one source address opens.
///
/// `take` never refuses: input that already arrived is never dropped (that would cut an escape sequence in half);
/// instead the bucket goes into debt, and the session stops reading until the debt is paid, which closes the
/// client's SSH window. `takeIfAvailable` refuses instead, without debt: a refused connection costs its source
/// nothing more, so a client that hammers the port is let in again at the steady rate.
struct RateLimit {
    let perSecond: Int
    let burst: Int
    private var tokens: Double
    private var refilled: NIODeadline

    init(perSecond: Int, burst: Int, now: NIODeadline = .now()) {
        self.perSecond = max(1, perSecond)
        self.burst = max(1, burst)
        tokens = Double(self.burst)
        refilled = now
    }

    /// Takes `count` units; returns how long to wait before taking more, or nil to go on at once.
    mutating func take(_ count: Int, now: NIODeadline = .now()) -> TimeAmount? {
        refill(now: now)
        tokens -= Double(count)
        guard tokens < 0 else { return nil }
        return .nanoseconds(Int64((-tokens / Double(perSecond)) * 1e9))
    }

    /// Takes one unit when the bucket has one; false, and nothing taken, when it is empty.
    mutating func takeIfAvailable(now: NIODeadline = .now()) -> Bool {
        refill(now: now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Whether the bucket is full again at `now` (then it can be forgotten: a new one starts full).
    func isFull(at now: NIODeadline) -> Bool {
        tokens + Double((now - refilled).nanoseconds) / 1e9 * Double(perSecond) >= Double(burst)
    }

    private mutating func refill(now: NIODeadline) {
        let elapsed = Double((now - refilled).nanoseconds) / 1e9
        tokens = min(Double(burst), tokens + max(0, elapsed) * Double(perSecond))
        refilled = now
    }
}
