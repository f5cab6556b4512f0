import Foundation
import Testing
@testable import StratusTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The run loop's wait between frames (`InputReadiness`) ends when something asks for a frame, whenever it asked.
///
/// Each wait here is given 20 s: one that ran that long was not woken (the wakes come within a fraction of a second,
/// however loaded the machine), so the tests fail on a lost wake instead of hanging.
@Suite struct InputReadinessTests {
    private static let timeout = Duration.seconds(20)

    /// Waits on `readiness` and returns whether something ended the wait before its timeout.
    private static func wasWoken(_ readiness: InputReadiness) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        await readiness.wait(upTo: timeout)
        return clock.now - start < timeout
    }

    /// An input with nothing to read (a pipe whose write end stays open), and its readiness.
    private final class QuietInput {
        let reader: Int32
        let writer: Int32
        let readiness: InputReadiness

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
            readiness = try #require(InputReadiness(input: reader))
        }

        /// Whether the input has a byte to read now.
        var hasInput: Bool {
            var descriptor = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 0) == 1
        }

        deinit {
            close(reader)
            close(writer)
        }
    }

    /// A frame asked for after the run loop worked out how long to wait, and before its wait began (it hops off the
    /// main actor to wait), ends the wait at once. It was lost: the wait ran its whole idle timeout (0.1 s) first,
    /// and a bot's card, arriving just then, showed 100 ms late.
    @Test func aWakeBeforeTheWaitEndsIt() async throws {
        let input = try QuietInput()
        input.readiness.wake()
        #expect(await Self.wasWoken(input.readiness))
        #expect(!input.hasInput)
    }

    @Test func aWakeDuringTheWaitEndsIt() async throws {
        let input = try QuietInput()
        let readiness = input.readiness
        let waiting = Task { await Self.wasWoken(readiness) }
        try await Task.sleep(for: .milliseconds(50))
        readiness.wake()
        #expect(await waiting.value)
    }

    /// A wake ends one wait, not the ones after it: the next wait lasts until its own reason (here a key, typed
    /// 200 ms later), so the run loop does not spin.
    @Test func aWakeEndsOneWaitOnly() async throws {
        let input = try QuietInput()
        input.readiness.wake()
        input.readiness.wake()
        #expect(await Self.wasWoken(input.readiness))
        let writer = input.writer
        let typing = Task {
            try await Task.sleep(for: .milliseconds(200))
            var key: UInt8 = 0x61
            _ = write(writer, &key, 1)
        }
        #expect(await Self.wasWoken(input.readiness))
        #expect(input.hasInput, "the second wait ended before the key was typed")
        try await typing.value
    }
}
