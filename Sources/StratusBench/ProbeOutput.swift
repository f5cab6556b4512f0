/// The numbers child runs of the bench leave in text: the peak resident memory in `/proc/self/status` and the
/// instruction total in a callgrind output file.
public enum ProbeOutput {
    /// `VmHWM` (the peak resident set, in KiB) of a `/proc/<pid>/status` text; nil when it has none.
    public static func peakResidentKiB(inStatus status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    /// The instructions a callgrind output file counts: the number on its `totals:` (or `summary:`) line; nil
    /// when there is none.
    public static func instructionTotal(inCallgrindOutput text: String) -> Double? {
        guard let totals = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") })
        else { return nil }
        return Double(totals.split(separator: " ").dropFirst().first ?? "")
    }

    /// The median of `samples` (the upper one of the middle two for an even count); nil for none.
    public static func median(_ samples: [Double]) -> Double? {
        guard !samples.isEmpty else { return nil }
        return samples.sorted()[samples.count / 2]
    }

    /// The figure after the word `median` on the last line of a measuring script's output that has one
    /// (`agent.stdio-update-data-model: median 41234 messages/s over 3 runs`); nil when no line has one.
    public static func median(inScriptOutput text: String) -> Double? {
        for line in text.split(separator: "\n").reversed() {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "median"), index + 1 < words.count, let value = Double(words[index + 1]) {
                return value
            }
        }
        return nil
    }
}
