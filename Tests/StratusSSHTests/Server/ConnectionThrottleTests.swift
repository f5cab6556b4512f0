import NIOCore
import Testing
@testable import StratusSSH

@Suite("Connection throttle (MaxStartups, per source, rate)")
struct ConnectionThrottleTests {
    private static let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    private static func limits(startups: StartupLimit, perSource: Int = 0, rate: Int = 0) -> SessionLimits {
        var limits = SessionLimits()
        limits.maxStartups = startups
        limits.perSourceMaxStartups = perSource
        limits.perSourceRate = rate
        return limits
    }

    @Test func dropsAtRandomBetweenStartAndFullAsOpenSSHDoes() {
        // Draws of 50: refused when the chance is above 50 percent. Between start 10 and full 20 at rate 30, the
        // chance is 30 + 70 * (startups - 10) / 10: 30, 37, 44, 51...
        let throttle = ConnectionThrottle(limits: Self.limits(startups: StartupLimit(start: 10, rate: 30, full: 20)),
                                          random: { 50 })
        let outcomes = (0..<14).map { index in throttle.admit(source: "10.0.0.\(index)", now: Self.start) == nil }
        #expect(outcomes == Array(repeating: true, count: 13) + [false])
        #expect(throttle.startupCount == 13)
        // An authenticated client no longer counts.
        throttle.endStartup(source: "10.0.0.0")
        #expect(throttle.startupCount == 12)
    }

    @Test func refusesEveryConnectionAtFull() {
        let throttle = ConnectionThrottle(limits: Self.limits(startups: StartupLimit(start: 2, rate: 0, full: 3)),
                                          random: { 99 })
        let outcomes = (0..<5).map { index in throttle.admit(source: "10.0.0.\(index)", now: Self.start) }
        #expect(outcomes.prefix(3).allSatisfy { $0 == nil })
        #expect(outcomes[3]?.contains("too many unauthenticated connections (3, --max-startups 2:0:3)") == true)
    }

    @Test func holdsOneSourceToItsOwnStartups() {
        let throttle = ConnectionThrottle(limits: Self.limits(startups: StartupLimit(start: 100, rate: 30, full: 200),
                                                              perSource: 2))
        let first = (0..<3).map { _ in throttle.admit(source: "10.0.0.1", now: Self.start) == nil }
        let other = throttle.admit(source: "10.0.0.2", now: Self.start)
        #expect(first == [true, true, false] && other == nil)
        throttle.endStartup(source: "10.0.0.1")
        #expect(throttle.admit(source: "10.0.0.1", now: Self.start) == nil)
    }

    /// ssh-audit's DHEat test opens 38 connections as fast as it can and fails a server that lets more than 20 a
    /// second through: a bucket of 10 at 10 a second lets them through over 2.8 seconds (13.6 a second).
    @Test func holdsOneSourceToItsRateHoweverFastItTries() {
        let throttle = ConnectionThrottle(limits: Self.limits(startups: StartupLimit(start: 1000, rate: 30, full: 1000),
                                                              rate: 10))
        var admitted: [NIODeadline] = []
        var now = Self.start
        while admitted.count < 38 {
            if throttle.admit(source: "10.0.0.1", now: now) == nil {
                admitted.append(now)
                throttle.endStartup(source: "10.0.0.1")
            }
            now = now + .milliseconds(1)
        }
        let seconds = Double((admitted.last! - Self.start).nanoseconds) / 1e9
        #expect(38 / seconds < 20, "38 connections in \(seconds) s")
        // Another source is not held back by the first one's rate.
        #expect(throttle.admit(source: "10.0.0.2", now: now) == nil)
    }

    @Test func readsStartupLimitsAsOpenSSHWritesThem() {
        #expect(StartupLimit("10:30:100") == StartupLimit(start: 10, rate: 30, full: 100))
        #expect(StartupLimit("20") == StartupLimit(start: 20, rate: 100, full: 20))
        for bad in ["", "10:30", "10:130:100", "100:30:10", "a:b:c", "0"] { #expect(StartupLimit(bad) == nil, "\(bad)") }
    }
}
