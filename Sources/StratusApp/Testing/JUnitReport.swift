import Foundation
import StratusTerminal

/// Screen test results as JUnit XML, the format CI servers read: one `testsuite` per test file, one `testcase`
/// per test, a `failure` with the messages and frame diffs of a failed test.
public enum JUnitReport {
    /// The XML document.
    public static func document(for results: [ScreenTestResult]) -> String {
        var files: [String] = []
        var byFile: [String: [ScreenTestResult]] = [:]
        for result in results {
            if byFile[result.file] == nil { files.append(result.file) }
            byFile[result.file, default: []].append(result)
        }
        let failed = results.filter { !$0.passed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"stratus test\" tests=\"\(results.count)\" failures=\"\(failed)\" "
            + "time=\(attribute(seconds(results)))>\n"
        for file in files {
            let suite = byFile[file] ?? []
            xml += "  <testsuite name=\(attribute(file)) tests=\"\(suite.count)\" "
                + "failures=\"\(suite.filter { !$0.passed }.count)\" time=\(attribute(seconds(suite)))>\n"
            for result in suite {
                xml += "    <testcase classname=\(attribute(file)) name=\(attribute(result.name)) "
                    + "time=\(attribute(String(format: "%.3f", result.seconds)))"
                guard !result.passed else {
                    xml += "/>\n"
                    continue
                }
                let text = result.failures.map { failure in
                    ([failure.message] + failure.diff.map(\.text)).joined(separator: "\n")
                }.joined(separator: "\n\n")
                let first = result.failures.first?.message.split(separator: "\n").first.map(String.init) ?? ""
                xml += ">\n      <failure message=\(attribute(first)) type=\"ScreenTestFailure\">"
                    + SVGFrameWriter.escaped(text) + "</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func seconds(_ results: [ScreenTestResult]) -> String {
        String(format: "%.3f", results.reduce(0) { $0 + $1.seconds })
    }

    private static func attribute(_ text: String) -> String {
        "\"" + SVGFrameWriter.escaped(text).replacingOccurrences(of: "\n", with: "&#10;") + "\""
    }
}
