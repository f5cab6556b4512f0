import Testing
@testable import StratusApp

/// `stratus render` waits for its steps at most `--timeout` seconds (`HeadlessRender.value(of:timeout:)`), whether
/// its clock started before the steps finished or never had to.
@Suite struct HeadlessRenderTimeoutTests {
    @Test @MainActor func aTaskThatFinishesGivesItsValue() async {
        let task = Task { @MainActor in 42 }
        #expect(await HeadlessRender.value(of: task, timeout: 30) == .some(42))
    }

    @Test @MainActor func aTaskThatNeverFinishesGivesNothingAfterTheTimeout() async {
        let never = Task { @MainActor () -> Int in
            // Waits until cancelled: the render's steps waiting on a request that never answers.
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(20)) }
            return 0
        }
        defer { never.cancel() }
        #expect(await HeadlessRender.value(of: never, timeout: 0.2) == .none)
    }
}
