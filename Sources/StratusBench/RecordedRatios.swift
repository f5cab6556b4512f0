import Foundation

/// The whole-process ratios recorded in the repository (Docs/Evidence.md, "Whole-process figures"), which
/// `make bench` compares each new ratio with.
///
/// They are the rows of a Markdown table whose header's second cell is "ratio to hello world", whose first cell is a
/// row name in backticks beginning with `process.` and whose second cell is the ratio to the Foundation hello world,
/// as `stratus-bench --record` writes them (rows of other tables, which may name the same rows, are left alone):
///
/// ```
/// | row | ratio to hello world | ... |
/// | --- | --- | --- |
/// | `process.version` | 1.180 | ... |
/// ```
public struct RecordedRatios: Equatable, Sendable {
    /// How much worse than recorded a ratio may be before it is called a regression (0.15: 15%).
    public static let tolerance = 0.15

    /// The recorded ratio of each row, by row name.
    public var ratios: [String: Double]

    /// Ratios given by name.
    public init(_ ratios: [String: Double]) {
        self.ratios = ratios
    }

    /// The ratios of the `process.` rows of the tables of ratios in `markdown`; a row whose second cell is not a
    /// number is left out.
    public init(markdown: String) {
        var ratios: [String: Double] = [:]
        for (line, inRatioTable) in Self.linesMarkingRatioTables(markdown) where inRatioTable {
            guard let (name, cells) = Self.processRow(line), cells.count > 1,
                  let ratio = Double(cells[1].trimmingCharacters(in: .whitespaces)) else { continue }
            ratios[name] = ratio
        }
        self.ratios = ratios
    }

    /// The line that says a measured ratio is more than ``tolerance`` worse (higher) than the recorded one, or nil
    /// when it is not, or when nothing is recorded for `name`.
    public func regression(name: String, ratio: Double) -> String? {
        guard let recorded = ratios[name], recorded > 0, ratio.isFinite else { return nil }
        guard ratio > recorded * (1 + Self.tolerance) else { return nil }
        let percent = Int(((ratio / recorded - 1) * 100).rounded())
        return "REGRESSION \(name): ratio \(BenchmarkLine.format(ratio)) is \(percent)% above the ratio "
            + "\(BenchmarkLine.format(recorded)) recorded in Docs/Evidence.md (more than \(Int(Self.tolerance * 100))% worse)"
    }

    /// `markdown` with the second cell of each `process.` row of a table of ratios whose name is in `measured`
    /// replaced by the measured ratio (three decimals); every other line, and every other cell, left as it was.
    public static func recording(_ measured: [String: Double], into markdown: String) -> String {
        let lines = linesMarkingRatioTables(markdown).map { line, inRatioTable -> String in
            guard inRatioTable, let (name, cells) = processRow(line), cells.count > 1, let ratio = measured[name] else {
                return String(line)
            }
            var rewritten = cells
            rewritten[1] = " \(formatRatio(ratio)) "
            return "|" + rewritten.joined(separator: "|") + "|"
        }
        return lines.joined(separator: "\n")
    }

    /// A ratio as the table records it: three decimals.
    public static func formatRatio(_ ratio: Double) -> String {
        let thousandths = Int((ratio * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Each line of `markdown`, and whether it is in a table whose header's second cell says "ratio to hello world".
    private static func linesMarkingRatioTables(_ markdown: String) -> [(Substring, Bool)] {
        var inTable = false
        var inRatioTable = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isTableLine = line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
            if isTableLine && !inTable {
                // A table's first line is its header.
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                inRatioTable = cells.count > 2 && cells[2].trimmingCharacters(in: .whitespaces) == "ratio to hello world"
            }
            inTable = isTableLine
            return (line, isTableLine && inRatioTable)
        }
    }

    /// The row name and the cells between the outer bars of a table line whose first cell is `` `process.…` ``.
    private static func processRow(_ line: Substring) -> (String, [String])? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("|"), trimmed.hasSuffix("|"), trimmed.count > 1 else { return nil }
        let cells = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard let first = cells.first?.trimmingCharacters(in: .whitespaces), first.count > 2,
              first.hasPrefix("`"), first.hasSuffix("`") else { return nil }
        let name = String(first.dropFirst().dropLast())
        guard name.hasPrefix("process.") else { return nil }
        return (name, cells)
    }
}
