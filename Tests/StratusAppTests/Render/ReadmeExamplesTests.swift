import Foundation
import Testing
@testable import StratusApp

/// The README, and the pages it sends a newcomer to first, show what a clone gives: each text frame under a
/// `stratus render` of a local screen is what that command prints now, and every path they name is in the package.
@MainActor
@Suite("README examples")
struct ReadmeExamplesTests {
    /// The README and the Docs pages its examples moved to, in one text.
    static let readme = ["README.md", "Docs/Screenshots.md", "Docs/Screens.md", "Docs/Commands.md"]
        .map { (try? String(contentsOfFile: PackageRoot.path + "/" + $0, encoding: .utf8)) ?? "" }
        .joined(separator: "\n")

    /// Each `stratus render Screens/... --size WxH [--keys "..."]` that introduces a text frame (a line ending
    /// with it and a colon, the frame's fenced block next), with the frame's rows.
    static var framedRenders: [(command: String, frame: [String])] {
        let lines = readme.components(separatedBy: "\n")
        var found: [(String, [String])] = []
        for (index, line) in lines.enumerated() {
            guard let start = line.range(of: "`stratus render Screens/"), line.hasSuffix("`:"),
                  !line.contains("--format"), index + 2 < lines.count, lines[index + 1].isEmpty,
                  lines[index + 2] == "```" else { continue }
            let command = String(line[line.index(after: start.lowerBound)...].dropLast(2))
            let frame = lines[(index + 3)...].prefix { $0 != "```" }
            found.append((command, Array(frame)))
        }
        return found
    }

    /// `--name value` of `command`, the value unquoted.
    static func option(_ name: String, in command: String) -> String? {
        guard let range = command.range(of: "--\(name) ") else { return nil }
        let rest = command[range.upperBound...]
        if rest.hasPrefix("\"") { return rest.dropFirst().prefix { $0 != "\"" }.description }
        return rest.prefix { $0 != " " }.description
    }

    @Test func framesAreWhatTheirCommandsPrintNow() async throws {
        let renders = Self.framedRenders
        #expect(renders.count >= 3, "the README's framed renders were not found")
        for (command, frame) in renders {
            let target = String(command.dropFirst("stratus render ".count).prefix { $0 != " " })
            let output = try await render(PackageRoot.path + "/" + target, size: Self.option("size", in: command) ?? "80x24",
                                          keys: Self.option("keys", in: command) ?? "")
            let printed = output.lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            let shown = frame.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
            #expect(printed == shown, "README frame of `\(command)` is out of date; it prints:\n\(output.lines.joined(separator: "\n"))")
        }
    }

    @Test func everyPathItNamesIsInTheClone() throws {
        let pattern = try NSRegularExpression(pattern: #"(?<![\w/.])((?:\.\./|Screens/|Docs/|Scripts/|Sources/|Tests/)[\w./-]*\w)"#)
        let text = Self.readme
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(matches.count > 10)
        for match in matches {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let path = String(text[range])
            // A relative path is one of a screen test's (its example file is in Screens/tests): it must stay inside.
            let base = path.hasPrefix("../") ? PackageRoot.path + "/Screens/tests/" : PackageRoot.path + "/"
            let resolved = URL(fileURLWithPath: base + path).standardized.path
            #expect(resolved.hasPrefix(PackageRoot.path + "/"), "the README names \(path), outside the package")
            #expect(FileManager.default.fileExists(atPath: resolved), "the README names \(path), which a clone does not have")
        }
    }
}
