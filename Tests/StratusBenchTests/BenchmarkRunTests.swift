import StratusBench
import Testing

/// `stratus-bench`'s command line: nothing runs everything, a group name runs that group, `--probe` a child run,
/// and anything else is refused with the names that would do.
@Suite struct BenchmarkRunTests {
    let subsets = ["network", "scale", "lazy", "terminal", "images"]

    @Test func noArgumentRunsEverything() throws {
        #expect(try BenchmarkRun(arguments: [], subsets: subsets) == .everything)
    }

    @Test func aGroupNameRunsThatGroup() throws {
        #expect(try BenchmarkRun(arguments: ["terminal"], subsets: subsets) == .subset("terminal"))
    }

    @Test func aProbeFlagStartsAChildRun() throws {
        #expect(try BenchmarkRun(arguments: ["--probe", "count-parse"], subsets: subsets) == .probe("count-parse"))
    }

    @Test func theRecordFlagRecordsTheWholeProcessRatios() throws {
        #expect(try BenchmarkRun(arguments: ["--record"], subsets: subsets) == .record)
        #expect(throws: BenchmarkArgumentError.self) {
            try BenchmarkRun(arguments: ["--record", "lazy"], subsets: subsets)
        }
    }

    @Test func anUnknownGroupIsRefusedWithTheKnownOnes() {
        #expect(throws: BenchmarkArgumentError(
            "unknown group of rows \"termnial\"; the groups are images, lazy, network, scale, terminal")) {
            try BenchmarkRun(arguments: ["termnial"], subsets: subsets)
        }
    }

    @Test func aProbeWithoutANameOrTwoGroupsAreRefused() {
        #expect(throws: BenchmarkArgumentError("--probe needs a probe name")) {
            try BenchmarkRun(arguments: ["--probe"], subsets: subsets)
        }
        #expect(throws: BenchmarkArgumentError.self) {
            try BenchmarkRun(arguments: ["lazy", "scale"], subsets: subsets)
        }
    }
}
