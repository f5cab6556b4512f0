import Foundation
import StratusTerminal

/// The HTML report of `stratus test`: for every failed test, its messages, the frame diff, and three pictures
/// side by side: the expected frame, the frame drawn, and the frame drawn with the changed cells outlined.
public enum HTMLTestReport {
    /// The whole page (it holds the pictures inline, so the file stands alone).
    public static func document(for results: [ScreenTestResult]) -> String {
        let failed = results.filter { !$0.passed }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>stratus test report</title>
            <style>
            body{margin:16px;background:#FFFFFF;color:#1B1B1B;font-family:'DejaVu Sans',sans-serif}
            h1{font-size:20px;margin:0 0 12px}
            h2{font-size:16px;margin:24px 0 8px}
            pre{font-family:'DejaVu Sans Mono',monospace;font-size:13px;background:#F4F4F4;padding:8px;margin:0 0 8px}
            .expected{color:#B31D28;background:#FFEEF0}.actual{color:#22863A;background:#F0FFF4}.note{color:#6A737D}
            .shots{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
            figure{margin:0}figcaption{font-size:13px;margin:0 0 4px;color:#6A737D}
            svg{display:block}
            </style>
            </head>
            <body>
            <h1>stratus test: \(failed.count) of \(results.count) tests failed</h1>

            """
        for (index, result) in failed.enumerated() {
            html += "<section id=\"failure-\(index + 1)\">\n<h2>\(SVGFrameWriter.escaped(result.title))</h2>\n"
            for failure in result.failures { html += section(for: failure) }
            html += "</section>\n"
        }
        return html + "</body>\n</html>\n"
    }

    private static func section(for failure: ScreenTestResult.Failure) -> String {
        var html = "<pre class=\"message\">\(SVGFrameWriter.escaped(failure.message))</pre>\n"
        if !failure.diff.isEmpty {
            html += "<pre class=\"diff\">"
            for line in failure.diff {
                html += "<span class=\"\(line.kind.rawValue)\">\(SVGFrameWriter.escaped(line.text))</span>\n"
            }
            html += "</pre>\n"
        }
        let expected = failure.expectedFrame.flatMap { try? FrameSnapshot.frame(parsing: $0) }
        let actual = failure.actualFrame.flatMap { try? FrameSnapshot.frame(parsing: $0) }
        guard expected != nil || actual != nil else { return html }
        html += "<div class=\"shots\">\n"
        if let expected { html += figure("expected", SVGFrameWriter().document(for: expected)) }
        if let actual {
            html += figure("drawn", SVGFrameWriter().document(for: actual))
            if expected != nil {
                let changed = Set(failure.changedCells.compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil })
                html += figure("diff (changed cells outlined)",
                               SVGFrameWriter(markedCells: changed).document(for: actual))
            }
        }
        return html + "</div>\n"
    }

    private static func figure(_ caption: String, _ svg: String) -> String {
        "<figure><figcaption>\(caption)</figcaption>\n\(svg)</figure>\n"
    }
}
