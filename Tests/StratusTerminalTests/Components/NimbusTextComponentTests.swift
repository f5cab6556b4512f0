import Foundation
import Testing
@testable import StratusTerminal

/// Whole values shown as text by components read through Nimbus text, exactly as interpolation does
/// (Docs/Nimbus.md §3.2): `"text": "@{list}"` and `"list: @{list}"` show the same Kotlin form.
@MainActor
@Suite struct NimbusTextComponentTests {
    static let state = #""list": [1, 2.5, {"a": 1}], "map": {"k": "v", "n": null}, "big": 15000000.0, "small": 0.0001, "round": 100.0, "huge": 99999999999999999999"#

    @Test func textShowsWholeValuesAsInterpolationDoes() async throws {
        let screen = node("layout:column", state: Self.state,
                          text("@{list}"), text("list: @{list}"), text("@{map}"), text("@{big}"), text("@{small}"),
                          text("@{round}"), text("@{huge}"), text("@{big} @{small} @{huge}"))
        try await expectFrame(screen, width: 40, height: 10, lines: [
            "[1, 2.5, {a=1}]", "list: [1, 2.5, {a=1}]", "{k=v, n=null}", "1.5E7", "1.0E-4", "100.0", "1.0E20",
            "1.5E7 1.0E-4 1.0E20",
        ])
    }

    @Test func buttonsAndTitlesShowWholeValuesInNimbusText() async throws {
        let screen = node("layout:screen", #""title": "@{list}""#, state: Self.state,
                          node("terminal:button", #""text": "@{map}""#), node("terminal:button", #""text": "@{big}""#))
        let session = try await render(screen, width: 40, height: 6)
        let lines = contentLines(session)
        #expect(lines.first?.contains("[1, 2.5, {a=1}]") == true, "\(lines)")
        #expect(lines.contains { $0.contains("{k=v, n=null}") }, "\(lines)")
        #expect(lines.contains { $0.contains("1.5E7") }, "\(lines)")
    }
}

/// `"enabled": "false"` is an error for a built-in exactly as for a user's `Decodable` component (Nimbus reads
/// only real booleans as booleans).
@MainActor
@Suite struct BuiltinCoercionTests {
    @Test func theStringFalseIsRefusedByTheBuiltInButton() async throws {
        let screen = node("layout:column", "", node("terminal:button", #""text": "Save", "enabled": "false""#),
                          node("terminal:button", #""text": "Real", "enabled": false"#))
        let session = try await render(screen, width: 60, height: 6)
        let lines = contentLines(session)
        #expect(!lines.contains { $0.contains("[ Save ]") }, "\(lines)")
        #expect(lines.contains { $0.contains("enabled") }, "\(lines)")
        #expect(lines.contains { $0.contains("Real") }, "\(lines)")
    }
}
