import Foundation
import StratusCodable
import Testing

private struct Address: Codable, Equatable {
    var country: String
    var zip: String
    var version: String
    var answer: String
    var count: Int
    var ratio: Double
    var enabled: Bool
}

@Suite struct YAMLCoreSchemaTests {
    /// The Norway problem: under YAML 1.1 `NO` is `false`; the 1.2 core schema has only `true` and `false`.
    @Test func onlyTrueAndFalseAreBooleans() throws {
        let value = try JSONValue(parsingYAML: """
            country: NO
            answers: [yes, no, on, off, Yes, y, n]
            flags: [true, True, TRUE, false, False, FALSE]
            """)
        #expect(value["country"] == "NO")
        #expect(value["answers"] == ["yes", "no", "on", "off", "Yes", "y", "n"])
        #expect(value["flags"] == [true, true, true, false, false, false])
    }

    @Test func numbersFollowTheCoreSchema() throws {
        let value = try JSONValue(parsingYAML: """
            decimal: 0123
            octal: 0o14
            hex: 0xC
            float: 1.10
            exponent: 1e3
            leadingDot: .5
            sexagesimal: 1:30
            nothing: ~
            """)
        #expect(value["decimal"] == 123)
        #expect(value["octal"] == 12)
        #expect(value["hex"] == 12)
        #expect(value["float"] == 1.1)
        #expect(value["exponent"] == 1000.0)
        #expect(value["leadingDot"] == 0.5)
        #expect(value["sexagesimal"] == "1:30")
        #expect(value["nothing"] == .null)
    }

    @Test func signsExponentsAndBareDotsFollowTheCoreSchema() throws {
        let value = try JSONValue(parsingYAML: """
            plus: +7
            minus: -3
            negativeFraction: -.5
            trailingDot: 1.
            smallExponent: 2.5E-3
            huge: 123456789012345678901234567890
            nulls: [null, Null, NULL, ~]
            empty:
            """)
        #expect(value["plus"] == 7)
        #expect(value["minus"] == -3)
        #expect(value["negativeFraction"] == -0.5)
        #expect(value["trailingDot"] == 1.0)
        #expect(value["smallExponent"] == 0.0025)
        #expect(value["huge"] == 1.2345678901234568e29)
        #expect(value["nulls"] == [nil, nil, nil, nil])
        #expect(value["empty"] == .null)
    }

    /// What YAML 1.1 (and so libyaml's default resolver) reads as numbers or dates, the core schema reads as text.
    @Test func everythingElseIsAString() throws {
        let value = try JSONValue(parsingYAML: """
            [1_000, 0b101, 2024-01-01, ., 1e, +.5e, 0x, 0o8, -.nan, nul, True1, 12px]
            """)
        #expect(value == ["1_000", "0b101", "2024-01-01", ".", "1e", "+.5e", "0x", "0o8", "-.nan", "nul", "True1", "12px"])
    }

    /// Leading zeros and trailing fraction zeros survive when the model asks for a string.
    @Test func stringTargetsKeepNumbersAsWritten() throws {
        let yaml = """
            country: NO
            zip: 0123
            version: 1.10
            answer: yes
            count: 0042
            ratio: 1.50
            enabled: true
            """
        let address = try YAMLDecodingFormat().decode(Address.self, from: Data(yaml.utf8))
        #expect(address == Address(
            country: "NO", zip: "0123", version: "1.10", answer: "yes", count: 42, ratio: 1.5, enabled: true))
    }

    @Test func deepYAMLIsAnErrorNotACrash() {
        let yaml = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: StratusCodableError.self) { try JSONValue(parsingYAML: yaml) }
    }
}
