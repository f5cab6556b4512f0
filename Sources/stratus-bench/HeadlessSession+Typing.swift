import StratusTerminal

extension HeadlessSession {
    /// A character typed into the focused field, then erased, each through to its frame: the median of 41 keys
    /// after 3 unmeasured, in milliseconds.
    @MainActor func medianKeyToFrame() -> Double {
        let runtime = self.runtime
        var typed = false
        return Stopwatch.medianMilliseconds(runs: 41, warmup: 3) {
            runtime.handle(.key(typed ? KeyPress(.backspace) : KeyPress(.character("j"))))
            typed.toggle()
            runtime.renderFrame()
        }
    }
}
