import StratusApp

#if os(Linux)
// One malloc arena for the whole process. The app's work hops between the threads of Swift's cooperative pool (a
// screen is read and parsed on one, described and laid out on another), and glibc gives each thread an arena of its
// own, so what one thread freed (the parsed screen, a decoder's scratch) stayed resident while the other grew its
// arena: a column of 65,536 texts peaked at 134 MB rather than 112 MB (Scripts/generate-scale-screen.py, then
// `/usr/bin/time -v stratus render`). The threads seldom allocate at the same moment, so sharing costs no time.
@_silgen_name("mallopt")
private func setMallocOption(_ parameter: Int32, _ value: Int32) -> Int32
/// glibc's `M_ARENA_MAX` (malloc.h), which the Glibc module does not export.
private let mallocArenaMaximum: Int32 = -8
_ = setMallocOption(mallocArenaMaximum, 1)
#endif

await StratusCommand.runFromCommandLine()
