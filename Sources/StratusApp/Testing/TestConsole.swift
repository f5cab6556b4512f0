import Foundation
/// How `stratus test` prints results: one line per test, then each failure with its frame diff, coloured when
/// asked (red for the expected side, green for what was drawn, as in `git diff`).
public struct TestConsole: Sendable {
    /// Whether to use ANSI colours.
    public var color: Bool

    /// A console printer.
    public init(color: Bool) { self.color = color }

    /// The lines for one result.
    public func lines(for result: ScreenTestResult) -> [String] {
        var lines: [String] = []
        let time = String(format: "%.2f s", result.seconds)
        if result.passed {
            lines.append(paint("✓", "32") + " \(result.title) " + paint("(\(time))", "2"))
        } else {
            lines.append(paint("✗", "31;1") + " " + paint(result.title, "1") + " " + paint("(\(time))", "2"))
        }
        for path in result.recorded { lines.append("    recorded \(path)") }
        for failure in result.failures {
            lines += failure.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + paint(String($0), "31") }
            for line in failure.diff {
                switch line.kind {
                case .note: lines.append("      " + paint(line.text, "2"))
                case .same: lines.append("      " + line.text)
                case .expected: lines.append("      " + paint(line.text, "31"))
                case .actual: lines.append("      " + paint(line.text, "32"))
                }
            }
        }
        return lines
    }

    /// The closing line: how many tests passed and failed.
    public func summary(of results: [ScreenTestResult], seconds: Double) -> String {
        let failed = results.filter { !$0.passed }.count
        let text = "\(results.count) test\(results.count == 1 ? "" : "s"): \(results.count - failed) passed, "
            + "\(failed) failed (\(String(format: "%.1f", seconds)) s)"
        return paint(text, failed == 0 ? "32;1" : "31;1")
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }
}
