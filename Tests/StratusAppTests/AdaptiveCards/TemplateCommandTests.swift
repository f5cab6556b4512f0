import Foundation
import Testing

/// `stratus template` as a user runs it: the real binary, what it prints and its exit status.
@Suite struct TemplateCommandTests {
    private func binary() throws -> String {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        return binary
    }

    @Test func printsTheExpandedCard() async throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("card.json", """
            {"type": "AdaptiveCard", "version": "1.5", "body": [
              {"type": "TextBlock", "text": "Hello ${name}", "$when": "${show}"},
              {"type": "FactSet", "facts": [{"$data": "${items}", "title": "${$index}", "value": "${price}"}]}
            ]}
            """)
        let data = try folder.write("data.json", #"{"name": "Ada", "show": true, "items": [{"price": 2.0}, {"price": 3.5}]}"#)
        let result = try await Subprocess.run(try binary(), ["template", template, "--data", data])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""text": "Hello Ada""#), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#""title": 1"#))
        #expect(result.standardOutput.contains(#""value": 2"#) && result.standardOutput.contains(#""value": 3.5"#))
        #expect(!result.standardOutput.contains("$when") && !result.standardOutput.contains("$data"))
    }

    @Test func aBadExpressionExitsOneWithItsPosition() async throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("bad.json", """
            {"type": "AdaptiveCard",
             "body": [{"type": "TextBlock", "text": "${concat(a,}"}]}
            """)
        let result = try await Subprocess.run(try binary(), ["template", template])
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.json:2:53: the expression ends too early"), "\(result.standardError)")
        #expect(result.standardError.contains("[$.body[0].text]"))
        #expect(result.standardOutput.isEmpty)
    }
}
