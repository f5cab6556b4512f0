import Foundation

/// When the run loop may draw its next frame: at most ``framesPerSecond`` over time, yet a frame that follows a
/// quiet moment is never held back.
///
/// A fixed interval between frames would delay the frame right after another one: a key press draws a frame,
/// an agent answers a millisecond later, and its answer would wait out the rest of the interval (16 ms) with
/// nothing to do. The pacer keeps a credit of frames instead (a token bucket): it refills at the frame rate up to
/// ``burst`` frames, each frame spends one, and a frame is due as soon as a whole one is there. Updates that come
/// faster than the rate (an agent streaming messages) still get one frame per interval once the credit is spent,
/// everything that arrived meanwhile drawn at once.
struct FramePacer {
    /// The most frames drawn a second, over time.
    static let framesPerSecond = 60.0
    /// How many frames may follow one another at once after a quiet moment: enough for what a press draws of its
    /// own before the answer it asked for (a message sent to a bot draws the key, the line it adds, and the focus
    /// it gives back to the emptied line; Docs/Bots.md, "Benchmark").
    static let burst = 4.0

    private var credit = burst
    private var updated: Date?

    /// Seconds from `now` until a frame may be drawn: 0 when one may be drawn at once.
    func delay(at now: Date) -> TimeInterval {
        // Within a nanosecond's worth of a whole frame counts as whole: a loop that waited out the delay it was
        // given must not find a rounding error left to wait for.
        let missing = 1 - credit(at: now)
        return missing * 1e9 / Self.framesPerSecond < 1 ? 0 : missing / Self.framesPerSecond
    }

    /// Notes that a frame was drawn at `now`: it spends one frame of the credit.
    mutating func frameDrawn(at now: Date) {
        credit = max(0, credit(at: now) - 1)
        updated = now
    }

    /// The credit at `now`: what was left at the last frame, refilled at the frame rate up to ``burst``.
    private func credit(at now: Date) -> Double {
        guard let updated else { return credit }
        return min(Self.burst, credit + max(0, now.timeIntervalSince(updated)) * Self.framesPerSecond)
    }
}
