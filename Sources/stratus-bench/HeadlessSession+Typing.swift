import StratusTerminal

extension HeadlessSession {
    /// A key for a timer: a character typed into the focused field at the first call, erased at the next, and so
    /// on, each through to its frame.
    @MainActor func typingKey() -> () -> Void {
        let runtime = self.runtime
        var typed = false
        return {
            runtime.handle(.key(typed ? KeyPress(.backspace) : KeyPress(.character("j"))))
            typed.toggle()
            runtime.renderFrame()
        }
    }

    /// Keys typed into the focused fields of `subject` and `baseline` in turn, each through to its frame: the
    /// medians of 201 keys of each after 3 unmeasured, in milliseconds (a key takes under a tenth of a millisecond;
    /// the ratio of medians of 41 moved by 0.15 between runs on a busy machine). Typed in turn, the two sessions see
    /// the same load of a shared machine, which two series of keys timed one after the other do not.
    @MainActor static func medianKeysToFrame(_ subject: HeadlessSession, beside baseline: HeadlessSession)
        -> (subject: Double, baseline: Double) {
        Stopwatch.alternatingMedians(runs: 201, warmup: 3, subject.typingKey(), baseline: baseline.typingKey())
    }
}
