import NIOCore
import Testing
@testable import StratusSSH

@Suite("Rate limit (token bucket)")
struct RateLimitTests {
    @Test func letsABurstThroughThenAsksToWaitForTheDebt() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var limit = RateLimit(perSecond: 1000, burst: 4000, now: start)
        let burst = limit.take(4000, now: start)
        // 500 bytes over the bucket at 1000 bytes per second: half a second of waiting.
        let over = limit.take(500, now: start)
        #expect(burst == nil)
        #expect(over == .milliseconds(500))
    }

    @Test func refillsAtTheSteadyRateUpToTheBurst() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var limit = RateLimit(perSecond: 1000, burst: 2000, now: start)
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

extension RateLimitTests {
    @Test func takeIfAvailableRefusesWithoutDebt() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var limit = RateLimit(perSecond: 10, burst: 10, now: start)
        let burst = (0..<10).map { _ in limit.takeIfAvailable(now: start) }
        // A thousand refused attempts cost nothing: a tenth of a second later, one more is let in.
        let refused = (0..<1000).filter { _ in limit.takeIfAvailable(now: start) }.count
        #expect(burst.allSatisfy { $0 } && refused == 0)
        let later = limit.takeIfAvailable(now: start + .milliseconds(100))
        #expect(later)
        #expect(!limit.isFull(at: start + .milliseconds(500)) && limit.isFull(at: start + .seconds(2)))
    }
}
