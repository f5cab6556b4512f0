import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct SurfaceGroupStreamTests {
    @Test func aStreamFileMakesItsSurfaces() throws {
        let group = try SurfaceGroup(stream: """
        [
          {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}},
          {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": "Hi"}]}}
        ]
        """, file: "hi.json")
        #expect(group["s"]?.components.keys.elements == ["root"])
    }

    @Test func aComponentNamingAMissingIdIsReportedAtThePropertyThatNamesIt() {
        let text = """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "lost"]}, {"id": "title", "component": "Text", "text": "Hi"}]}}
        """
        #expect {
            try SurfaceGroup(stream: text, file: "lost.jsonl")
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.kind == .missingComponent
                && error.description == #"lost.jsonl:2:125: component "root" names "lost" in children, and no component has that id [$.updateComponents.components[0].children]"#
        }
    }

    @Test func aMessageThatCannotApplyIsReportedWhereItIs() {
        let text = """
        [
          {"version": "v0.9", "updateComponents": {"surfaceId": "nowhere", "components": [{"id": "root", "component": "Text", "text": "Hi"}]}}
        ]
        """
        #expect {
            try SurfaceGroup(stream: text, file: "early.json")
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.kind == .surfaceState && error.location.file == "early.json" && error.location.line == 2
                && error.location.path == "$[0].updateComponents.surfaceId"
        }
    }

    @Test func aMalformedLineIsReportedWithItsLineAndColumn() {
        let text = """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [}}
        """
        #expect {
            try SurfaceGroup(stream: text, file: "broken.jsonl")
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.kind == .malformedJSON && error.location.line == 2 && error.location.column != nil
        }
    }
}
