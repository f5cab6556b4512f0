import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct A2UIStreamTests {
    private let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}"#
    private let delete = #"{"version": "v0.9", "deleteSurface": {"surfaceId": "s"}}"#

    @Test func readsAnArrayOfMessages() throws {
        let stream = try A2UIStream(decoding: "[\n  \(create),\n  \(delete)\n]")
        #expect(stream.format == .messageArray)
        #expect(stream.messages.map(\.surfaceId) == ["s", "s"])
        #expect(stream.entries.map(\.line) == [2, 3])
        #expect(stream.entries.map(\.column) == [3, 3])
    }

    @Test func readsJSONLines() throws {
        let stream = try A2UIStream(decoding: "\(create)\n\n\(delete)\n")
        #expect(stream.format == .jsonLines)
        #expect(stream.entries.map(\.line) == [1, 3])
        let single = try A2UIStream(decoding: create)
        #expect(single.format == .message && single.messages.count == 1)
    }

    @Test func readsWhenEachMessageArrives() throws {
        let stream = try A2UIStream(decoding: """
            \(create)
            {"delay": 1500, "message": \(delete)}
            {"message": \(create)}
            """)
        #expect(stream.entries.map(\.delay) == [0, 1500, 0])
        #expect(stream.entries.map(\.path) == [[], [.key("message")], [.key("message")]])
        #expect(stream.messages.count == 3)
        #expect {
            try A2UIStream(decoding: "[\(create),\n {\"delay\": -5, \"message\": \(delete)}]", file: "t.json")
        } throws: { error in
            (error as? A2UIError)?.description
                == "t.json:2:12: \"delay\" must be a number of milliseconds from 0 to 86400000 [$[1].delay]"
        }
        // An error inside a timed message is at its place inside the wrapper.
        #expect {
            try A2UIStream(decoding: "{\"delay\": 5, \"message\": {\"version\": \"v0.9\", \"deleteSurface\": {\"surfaceId\": 1}}}\n",
                           file: "t.jsonl")
        } throws: { error in
            (error as? A2UIError)?.location.path == "$.message.deleteSurface.surfaceId"
                && (error as? A2UIError)?.location.column == 76
        }
    }

    @Test func readsOneMessageWrittenOnSeveralLinesAndSaysWhereItIsWrong() throws {
        let stream = try A2UIStream(decoding: "\n  {\"version\": \"v0.9\",\n   \"deleteSurface\": {\"surfaceId\": \"s\"}}\n")
        #expect(stream.format == .message)
        #expect(stream.entries.map(\.line) == [2] && stream.entries.map(\.column) == [3])
        #expect {
            try A2UIStream(decoding: "{\"version\": \"v0.9\",\n \"deleteSurface\": {\"surfaceId\": 5}}", file: "one.json")
        } throws: { error in
            (error as? A2UIError)?.description.hasPrefix("one.json:2:33: ") == true
                && (error as? A2UIError)?.location.path == "$.deleteSurface.surfaceId"
        }
    }

    @Test func readsTheSpecificationsExampleBundle() throws {
        let stream = try A2UIStream(decoding: """
        {
          "name": "Delete",
          "description": "Creates and deletes.",
          "messages": [\(create), \(delete)]
        }
        """)
        #expect(stream.format == .bundle)
        #expect(stream.name == "Delete" && stream.summary == "Creates and deletes.")
        #expect(stream.entries.map(\.path) == [[.key("messages"), .index(0)], [.key("messages"), .index(1)]])
        #expect(stream.entries[0].line == 4)
    }

    @Test func aMalformedJSONLineSaysItsLineAndColumn() {
        let text = "\(create)\n{\"version\": \"v0.9\", \"deleteSurface\": {\"surfaceId\": }}\n"
        #expect {
            try A2UIStream(decoding: text, file: "stream.jsonl")
        } throws: { error in
            let error = error as? A2UIError
            return error?.kind == .malformedJSON && error?.location.line == 2 && error?.location.column == 52
                && error?.description.hasPrefix("stream.jsonl:2:52: ") == true
        }
    }

    @Test func aBadMessageInAnArraySaysItsLineColumnAndPath() {
        let text = """
        [
          \(create),
          {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
            {"id": "root", "component": 7}
          ]}}
        ]
        """
        #expect {
            try A2UIStream(decoding: text, file: "a.json")
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.description
                == "a.json:4:33: \"component\" must be a string, found a number [$[1].updateComponents.components[0].component]"
        }
    }

    /// Lines may end with `\r\n` too.
    @Test(arguments: ["\n", "\r\n"]) func aBadMessageInJSONLinesIsLocatedInItsLine(lineEnd: String) {
        let text = "\(create)\(lineEnd){\"version\": \"v0.9\", \"deleteSurface\": {\"surfaceId\": 5}}\(lineEnd)"
        #expect {
            try A2UIStream(decoding: text)
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.location.line == 2 && error.location.column == 52 && error.location.path == "$.deleteSurface.surfaceId"
        }
    }

    @Test func readsJSONLinesEndedWithCarriageReturns() throws {
        // `\r\n` is one character: the lines are split at the line feed byte, and the carriage return dropped.
        let stream = try A2UIStream(decoding: "\(create)\r\n\r\n\(delete)\r\n")
        #expect(stream.format == .jsonLines)
        #expect(stream.entries.map(\.line) == [1, 3])
    }

    @Test func findsTheFirstLineThatIsNotBlank() {
        #expect(A2UIStream.firstNonBlankLine(of: "\n  \r\n\t{\"a\": 1}\n{}") == "\t{\"a\": 1}")
        #expect(A2UIStream.firstNonBlankLine(of: " \n\n") == nil)
        #expect(A2UIStream.lines(of: "é\n\nx") == ["é", "", "x"])
    }

    @Test func aDecodeLineErrorCarriesTheLineNumberGiven() {
        #expect {
            try A2UIStream.decodeLine("{\"version\": \"v9\"}", lineNumber: 12)
        } throws: { error in
            (error as? A2UIError)?.location.line == 12 && (error as? A2UIError)?.kind == .unknownVersion
        }
    }

    @Test func textThatIsNoStreamIsRejected() {
        #expect(throws: A2UIError.self) { try A2UIStream(decoding: "") }
        #expect(throws: A2UIError.self) { try A2UIStream(decoding: "hello") }
        #expect(throws: A2UIError.self) { try A2UIStream(decoding: "{\"name\": 1,\n \"messages\": [}") }
    }

    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage))
    func decodesEveryExampleOfEveryVersion() throws {
        var counts: [String: Int] = [:]
        for version in A2UICorpus.versions {
            for file in A2UICorpus.examples(of: version) {
                let text = try String(contentsOf: file, encoding: .utf8)
                do {
                    let stream = try A2UIStream(decoding: text, file: file.lastPathComponent)
                    #expect(!stream.messages.isEmpty, "\(file.path)")
                    let expected: A2UIVersion = switch version {
                    case "v0_8": .v0_8
                    case "v0_10": .v0_10
                    case "v1_0": .v1_0
                    default: .v0_9
                    }
                    #expect(stream.messages.allSatisfy { $0.version == expected }, "\(file.path)")
                    counts[version, default: 0] += 1
                } catch {
                    Issue.record("\(version)/\(error)")
                }
            }
        }
        // The basic and minimal catalogs' examples: 30 + 5 of v0.8, 36 + 7 of each later version.
        #expect(counts == ["v0_8": 35, "v0_9": 43, "v0_9_1": 43, "v0_10": 43, "v1_0": 43])
    }

    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage))
    func decodesTheContactFormJSONLOfEachVersion() throws {
        for version in ["v0_9", "v0_9_1", "v0_10", "v1_0"] {
            let stream = try A2UIStream(decoding: try A2UICorpus.text("\(version)/test/cases/contact_form_example.jsonl"))
            #expect(stream.format == .jsonLines)
            #expect(stream.messages.count >= 3, "\(version)")
        }
    }
}
