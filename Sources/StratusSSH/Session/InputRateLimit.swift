import NIOCore

/// A token bucket for a session's input: `bytesPerSecond` over time, up to `burst` bytes at once.
///
/// Input that already arrived is never dropped (that would cut an escape sequence in half); instead the bucket goes
/// into debt, and the session stops reading until the debt is paid, which closes the client's SSH window.
struct InputRateLimit {
    let bytesPerSecond: Int
    let burst: Int
    private var tokens: Double
    private var refilled: NIODeadline

    init(bytesPerSecond: Int, burst: Int, now: NIODeadline = .now()) {
        self.bytesPerSecond = max(1, bytesPerSecond)
        self.burst = max(1, burst)
        tokens = Double(self.burst)
        refilled = now
    }

    /// Takes `count` bytes; returns how long to wait before reading more, or nil to go on at once.
    mutating func take(_ count: Int, now: NIODeadline = .now()) -> TimeAmount? {
        let elapsed = Double((now - refilled).nanoseconds) / 1e9
        tokens = min(Double(burst), tokens + max(0, elapsed) * Double(bytesPerSecond))
        refilled = now
        tokens -= Double(count)
        guard tokens < 0 else { return nil }
        return .nanoseconds(Int64((-tokens / Double(bytesPerSecond)) * 1e9))
    }
}
