import Foundation
import Testing
@testable import StratusApp
import StratusFormats
import StratusCore

/// Screens as sources: files, YAML, bundle entries and servers, read with positions, asked whether they changed,
/// and navigated from.
@Suite struct ScreenSourceTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("index.json", """
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:text", "properties": {"text": "home"}}]}
            """)
        try folder.write("product.yaml", "_:component: layout:text\nproperties:\n  text: product\n  price: 12.5\n")
        try folder.write("bundle.json", """
            {"SCREEN1": {"_:component": "layout:text", "properties": {"text": "one"}},
             "STATEFUL_NAVIGATION_2": {"_:component": "layout:text",
               "properties": {"text": "two"}}}
            """)
    }

    /// Where `needle` first starts in the file `name`, counted by hand from its text.
    func place(of needle: String, in name: String) throws -> SourcePositionMap.Position {
        let text = try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return .init(line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw StratusAppError(.invalidTest, "\(needle) is not in \(name)")
    }

    func source(_ path: String) throws -> ScreenSource {
        try #require(ScreenSource(url: URL(fileURLWithPath: folder.path + "/" + path)))
    }

    @Test func readsAJSONFileWithThePositionsOfItsValues() async throws {
        let content = try await source("index.json").load()
        #expect(content.value.objectValue?["_:component"] == "layout:column")
        #expect(content.position(of: "$.children[0].properties.text") == (try place(of: #""home""#, in: "index.json")))
    }

    @Test func readsYAMLAndFindsARouteWithoutExtension() async throws {
        let product = try source("product")
        #expect(product.filePath?.hasSuffix("/product.yaml") == true)
        let content = try await product.load()
        #expect(content.value.objectValue?["properties"]?.objectValue?["price"] == .double(12.5))
        #expect(content.position(of: "$.properties.price") == (try place(of: "12.5", in: "product.yaml")))
    }

    @Test func readsABundleEntryByNameOrRouteWithPositionsInTheBundle() async throws {
        let url = try #require(URL(string: URL(fileURLWithPath: folder.path + "/bundle.json").absoluteString
            + "#/stateful-navigation-2"))
        let entry = try #require(ScreenSource(url: url))
        #expect(entry.location == .bundleEntry(file: folder.path + "/bundle.json", name: "/stateful-navigation-2"))
        let content = try await entry.load()
        #expect(content.value.objectValue?["properties"]?.objectValue?["text"] == "two")
        #expect(content.rootPath == "$.STATEFUL_NAVIGATION_2")
        #expect(content.position(of: "$.properties.text") == (try place(of: #""two""#, in: "bundle.json")))
    }

    @Test func aMissingFileOrEntryIsAnErrorNamingIt() async throws {
        await #expect(throws: StratusAppError.self) { try await source("missing.json").load() }
        let missing = ScreenSource(.bundleEntry(file: folder.path + "/bundle.json", name: "NOPE"))
        do throws(StratusAppError) {
            _ = try await missing.load()
            Issue.record("a missing bundle entry was read")
        } catch {
            #expect(error.message.contains("NOPE"))
            #expect(error.file == folder.path + "/bundle.json")
        }
    }

    @Test func aSyntaxErrorHasTheFileLineAndColumn() async throws {
        // The comma after the component is missing: the parser stops at the next key, line 2.
        try folder.write("broken.json", "{\"_:component\": \"layout:text\"\n  \"properties\": {}}\n")
        let broken = try source("broken.json")
        do throws(StratusAppError) {
            _ = try await broken.load()
            Issue.record("a broken file was read")
        } catch {
            #expect(error.file == folder.path + "/broken.json")
            #expect(error.line == 2)
            #expect(error.column == 3)
        }
    }

    @Test func tellsWhetherAFileChanged() async throws {
        let index = try source("index.json")
        let first = try await index.load()
        #expect(try await index.contentIfChanged(since: first.version)?.value == nil)
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "changed"}}"#)
        let changed = try #require(try await index.contentIfChanged(since: first.version))
        #expect(changed.value.objectValue?["properties"]?.objectValue?["text"] == "changed")
        #expect(changed.version.entityTag != first.version.entityTag)
        #expect(try await index.contentIfChanged(since: changed.version)?.value == nil)
    }

    @Test func tellsWhetherAServedScreenChangedWithIfNoneMatch() async throws {
        try folder.write("served.json", #"{"_:component": "layout:text", "properties": {"text": "v1"}}"#)
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let servedURL = try #require(URL(string: server.baseURL + "/served.json"))
        let served = try #require(ScreenSource(url: servedURL))
        let first = try await served.load()
        #expect(first.version.entityTag.hasPrefix("\""))
        #expect(try await served.contentIfChanged(since: first.version)?.value == nil)
        try folder.write("served.json", #"{"_:component": "layout:text", "properties": {"text": "v2"}}"#)
        let changed = try #require(try await served.contentIfChanged(since: first.version))
        #expect(changed.value.objectValue?["properties"]?.objectValue?["text"] == "v2")
    }

    @Test func navigationLeadsBesideAFileAndToTheSameOrigin() throws {
        let index = try source("index.json")
        #expect(index.resolving("/product")?.filePath == folder.path + "/product.yaml")
        #expect(index.resolving("product")?.filePath == folder.path + "/product.yaml")
        let home = try #require(URL(string: "http://example.com/app/home.json"))
        let served = try #require(ScreenSource(url: home))
        #expect(served.resolving("/other.json")?.url.absoluteString == "http://example.com/other.json")
        #expect(served.resolving("other.json")?.url.absoluteString == "http://example.com/app/other.json")
        let absolute = try #require(URL(string: "https://example.com/x"))
        #expect(index.resolving("https://example.com/x")?.location == .http(absolute))
    }

    @Test func aBundleRouteIsAnotherEntryOrTheFileBesideIt() throws {
        let entry = ScreenSource(.bundleEntry(file: folder.path + "/bundle.json", name: "SCREEN1"))
        #expect(entry.resolving("/stateful-navigation-2")?.location
            == .bundleEntry(file: folder.path + "/bundle.json", name: "stateful-navigation-2"))
        #expect(entry.resolving("/product")?.location == .file(path: folder.path + "/product.yaml"))
    }
}

/// What `AppAssembly` opens for a local target.
@MainActor
@Suite struct LocalAssemblyTests {
    @Test func aFileWithABaseURLStillOpensTheFile() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("home.json", #"{"_:component": "layout:text", "properties": {"text": "local home"}}"#)
        let target = try ScreenTarget(resolving: path, baseURL: "http://127.0.0.1:9")
        let assembly = try AppAssembly(target: target, mode: .dev, baseURL: "http://127.0.0.1:9")
        #expect(assembly.entry == URL(fileURLWithPath: path).absoluteString)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        #expect(session.text.contains("local home"), "\(session.text)")
        #expect(session.engine.baseURL == "http://127.0.0.1:9")
    }

    @Test func aBundleEntryOpensAsARouteBesideTheBundle() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bundle.json", """
            {"FIRST": {"_:component": "layout:text", "properties": {"text": "first entry"}}}
            """)
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path + "#FIRST (the first)"), mode: .dev)
        #expect(assembly.entry == "/FIRST")
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        #expect(session.text.contains("first entry"), "\(session.text)")
    }
}
