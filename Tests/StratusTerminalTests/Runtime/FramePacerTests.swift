import Foundation
import Testing
@testable import StratusTerminal

@Suite("FramePacer")
struct FramePacerTests {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)

    @Test func aFrameRightAfterAnotherIsDrawnAtOnceAfterAQuietMoment() {
        var pacer = FramePacer()
        #expect(pacer.delay(at: start) == 0)
        pacer.frameDrawn(at: start)
        // An agent's answer a millisecond after the frame of the key press that asked for it.
        let answer = start.addingTimeInterval(0.001)
        #expect(pacer.delay(at: answer) == 0)
    }

    @Test func framesBeyondTheBurstWaitForTheCreditToRefill() {
        var pacer = FramePacer()
        for _ in 0..<Int(FramePacer.burst) {
            #expect(pacer.delay(at: start) == 0)
            pacer.frameDrawn(at: start)
        }
        let wait = pacer.delay(at: start)
        #expect(abs(wait - 1 / FramePacer.framesPerSecond) < 1e-9)
        // Half the interval later, half of it is left.
        #expect(abs(pacer.delay(at: start.addingTimeInterval(wait / 2)) - wait / 2) < 1e-9)
        #expect(pacer.delay(at: start.addingTimeInterval(wait)) == 0)
    }

    @Test func aSteadyStreamOfUpdatesGetsAtMostTheFrameRateOverTime() {
        var pacer = FramePacer()
        var now = start
        var frames = 0
        // Something asks for a frame every millisecond for two seconds; a frame is drawn whenever one may be.
        for _ in 0..<2_000 {
            if pacer.delay(at: now) == 0 {
                pacer.frameDrawn(at: now)
                frames += 1
            }
            now = now.addingTimeInterval(0.001)
        }
        #expect(frames <= Int(2 * FramePacer.framesPerSecond + FramePacer.burst))
        #expect(frames >= Int(2 * FramePacer.framesPerSecond) - 2)
    }

    @Test func theCreditRefillsOnlyUpToTheBurst() {
        var pacer = FramePacer()
        pacer.frameDrawn(at: start)
        let later = start.addingTimeInterval(60)
        var drawn = 0
        while pacer.delay(at: later) == 0 {
            pacer.frameDrawn(at: later)
            drawn += 1
        }
        #expect(drawn == Int(FramePacer.burst))
    }
}
