import Foundation
import StratusA2UITerminal
import StratusCore
import StratusFormats
import Testing

/// The one rule that tells an A2UI stream from a Nimbus screen, a manifest or data, and a stream read into the
/// screen its surfaces make with its surfaces as the live model.
@Suite struct A2UIFormatTests {
    let format = A2UIFormat()
    static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}"#
    static let components = #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": "Hi"}]}}"#

    func recognizes(_ text: String, name: String = "f.json") -> Bool {
        format.recognizes(FormatDocument(bytes: Data(text.utf8), name: name))
    }

    @Test func anArrayIsAStreamWhenItsFirstElementIsAMessage() {
        #expect(recognizes("[\(Self.create), \(Self.components)]"))
        #expect(recognizes("\u{FEFF} \n [ {\"messages\": []} ]"), "an example bundle first")
        #expect(!recognizes("[1, 2, 3]"))
        #expect(!recognizes("[]"))
        #expect(!recognizes("["))
        #expect(!recognizes(#"[{"id": 1, "name": "a [row], with {braces} \"quoted\""}, "#), "data, unfinished after it")
        #expect(!recognizes(#"[{"id": 1}"#), "a first element that never ends")
    }

    @Test func anObjectIsAStreamWhenItIsAMessageABundleOrJSONLines() {
        #expect(recognizes(Self.create))
        #expect(recognizes(#"{"name": "x", "messages": []}"#))
        #expect(recognizes(Self.create + "\n" + Self.components + "\n"))
        #expect(!recognizes(#"{"baseURL": "http://x", "entry": "/"}"#))
        #expect(!recognizes(#"{"version": "v0.9", "_:component": "layout:text"}"#), "a Nimbus screen is never A2UI's")
        #expect(!recognizes(Self.create, name: "f.yaml"), "A2UI is JSON")
    }

    @Test func aStreamReadsIntoTheScreenItsSurfacesMakeWithTheSurfacesAsItsModel() throws {
        let reading = try format.read(FormatDocument(bytes: Data((Self.create + "\n" + Self.components).utf8),
                                                     name: "s.jsonl"))
        #expect(reading.positions == nil)
        #expect(A2UIFormat.surfaces(of: reading)?["s"] != nil)
        #expect(reading.screen.jsonString().contains("\"Hi\""))
        #expect(throws: StratusCoreError.self) {
            try format.read(FormatDocument(bytes: Data(#"[{"version": "v0.9", "noSuchMessage": {}}]"#.utf8), name: "odd.json"))
        }
    }
}
