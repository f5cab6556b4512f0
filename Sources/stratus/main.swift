import StratusApp
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `stratus --version` is answered before anything else, and before the first `await` starts Swift's thread pool.
if StratusCommand.printedVersion() { exit(0) }

#if os(Linux)
// One malloc arena for the whole process. The app's work hops between the threads of Swift's cooperative pool (a
// screen is read and parsed on one, described and laid out on another), and glibc gives each thread an arena of its
// own, so what one thread freed (the parsed screen, a decoder's scratch) stayed resident while the other grew its
// arena: a column of 65,536 texts peaked at 134 MB rather than 112 MB (Scripts/generate-scale-screen.py, then
// `/usr/bin/time -v stratus render`). The threads seldom allocate at the same moment, so sharing costs no time.
// The Glibc module exports neither `mallopt` nor `M_ARENA_MAX` (malloc.h): the function is found by name and
// called as the C function it is.
private typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
/// glibc's `M_ARENA_MAX`.
private let mallocArenaMaximum: Int32 = -8
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    _ = unsafeBitCast(mallopt, to: MallocOption.self)(mallocArenaMaximum, 1)
}
#endif

StratusCommand.chooseExecution()
await StratusCommand.runFromCommandLine()
