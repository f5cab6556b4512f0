import Foundation
import StratusCodable
import StratusCore
import StratusFormats
import Testing

/// The list of formats: the first that recognises a document reads it, and a document none recognises gets one
/// message naming every format tried, in order.
@Suite struct ScreenFormatListTests {
    /// A format that claims the documents whose first byte is `mark`, and reads them as a text node.
    struct MarkedFormat: ScreenFormat {
        var name: String
        var mark: Character
        var expectation: String { "a document starting with \(mark)" }
        var fileExtensions: [String] { [name.lowercased()] }

        func recognizes(_ document: FormatDocument) -> Bool {
            document.firstSignificantByte == mark.asciiValue
        }

        func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
            FormatReading(screen: ["_:component": "layout:text", "properties": ["text": .string(name)]], positions: nil)
        }

        @MainActor
        func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] {
            documents.map { _ in .checked([]) }
        }
    }

    let formats = ScreenFormatList([MarkedFormat(name: "Braces", mark: "{"), MarkedFormat(name: "Angles", mark: "<"),
                                    MarkedFormat(name: "Also braces", mark: "{")])

    @Test func theFirstFormatThatRecognisesADocumentReadsIt() throws {
        let document = FormatDocument(bytes: Data("\u{FEFF}  \n{}".utf8), name: "a.json")
        let (reading, format) = try formats.read(document)
        #expect(format.name == "Braces")
        #expect(reading.screen["properties"]?["text"] == "Braces")
        #expect(try formats.format(for: FormatDocument(bytes: Data("<x>".utf8), name: "b")).name == "Angles")
    }

    @Test func aDocumentNoFormatRecognisesGetsOneMessageNamingTheFormatsTried() {
        let document = FormatDocument(bytes: Data("[1, 2]".utf8), name: "data.json")
        #expect(formats.recognising(document) == nil)
        #expect(throws: StratusCoreError.self) { try formats.read(document) }
        let error = formats.notRecognised(document)
        #expect(error.description == "data.json:1:1: not a screen of any format: Braces reads a document starting with {; "
                + "Angles reads a document starting with <; Also braces reads a document starting with { [$]")
        #expect(formats.recognising(FormatDocument(bytes: Data(" \n\t".utf8), name: "blank.json")) == nil)
    }

    @Test func theListKnowsEveryFormatsFileExtensions() {
        #expect(formats.fileExtensions == ["braces", "angles", "also braces"])
        #expect(FormatDocument(bytes: Data(), name: "x.YML").syntax == .yaml)
        #expect(FormatDocument(bytes: Data(), name: "x.jsonl").syntax == .json)
    }

    @Test func aMarkIsFoundAnywhereInTheBytes() {
        let document = FormatDocument(bytes: Data(#"{"a": 1, "_:component": "x"}"#.utf8), name: "a.json")
        #expect(document.contains("\"_:component\""))
        #expect(!document.contains("\"_:components\""))
        #expect(!FormatDocument.contains("long marker", in: Data("short".utf8)))
    }
}
