import StratusBench
import Testing

/// What child runs leave behind, read back: the peak memory line of /proc, callgrind's totals, the median.
@Suite struct ProbeOutputTests {
    @Test func readsThePeakResidentSetOfAProcStatus() {
        let status = "Name:\tstratus-bench\nVmPeak:\t  300000 kB\nVmHWM:\t   51234 kB\nVmRSS:\t   40000 kB\n"
        #expect(ProbeOutput.peakResidentKiB(inStatus: status) == 51234)
        #expect(ProbeOutput.peakResidentKiB(inStatus: "Name:\tx\n") == nil)
        #expect(ProbeOutput.peakResidentKiB(inStatus: "VmHWM:\tlots kB\n") == nil)
    }

    @Test func readsTheInstructionTotalOfACallgrindOutput() {
        let output = "version: 1\ncreator: callgrind-3.19.0\nevents: Ir\nfn=main\n12 345\nsummary: 987654\ntotals: 987654\n"
        #expect(ProbeOutput.instructionTotal(inCallgrindOutput: output) == 987_654)
        #expect(ProbeOutput.instructionTotal(inCallgrindOutput: "events: Ir\n") == nil)
    }

    @Test func theMedianIsTheMiddleSample() {
        #expect(ProbeOutput.median([5, 1, 3]) == 3)
        #expect(ProbeOutput.median([4, 1, 3, 2]) == 3)
        #expect(ProbeOutput.median([7]) == 7)
        #expect(ProbeOutput.median([]) == nil)
    }

    @Test func readsTheMedianOnTheLastLineOfAMeasuringScript() {
        let output = "run 1: 100000 messages in 2.100 s, 47619 messages/s\nrun 2: median-free line 9\n"
            + "agent.stdio-update-data-model: median 45123 messages/s over 3 runs (goal > 20000)\n"
        #expect(ProbeOutput.median(inScriptOutput: output) == 45_123)
        #expect(ProbeOutput.median(inScriptOutput: "press: median 3.25 ms\ntrailing words\n") == 3.25)
        #expect(ProbeOutput.median(inScriptOutput: "run 1: 5 ms\n") == nil)
        #expect(ProbeOutput.median(inScriptOutput: "median of nothing\n") == nil)
    }
}
