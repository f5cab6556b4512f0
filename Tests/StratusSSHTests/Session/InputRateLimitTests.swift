import NIOCore
import Testing
@testable import StratusSSH

@Suite("Input rate limit")
struct InputRateLimitTests {
    @Test func letsABurstThroughThenAsksToWaitForTheDebt() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var limit = InputRateLimit(bytesPerSecond: 1000, burst: 4000, now: start)
        let burst = limit.take(4000, now: start)
        // 500 bytes over the bucket at 1000 bytes per second: half a second of waiting.
        let over = limit.take(500, now: start)
        #expect(burst == nil)
        #expect(over == .milliseconds(500))
    }

    @Test func refillsAtTheSteadyRateUpToTheBurst() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var limit = InputRateLimit(bytesPerSecond: 1000, burst: 2000, now: start)
        let waits = [
            limit.take(2000, now: start),
            limit.take(1000, now: start + .seconds(1)),
            // Ten idle seconds refill the bucket to the burst only, not to 10,000 bytes.
            limit.take(2000, now: start + .seconds(11)),
            limit.take(1, now: start + .seconds(11)),
        ]
        #expect(waits.map { $0 == nil } == [true, true, true, false])
    }
}
