import Foundation
import Testing
@testable import StratusApp

@Suite struct ScreenTargetTests {
    @Test func aFolderOpensItsIndexAndResolvesPathsAgainstItself() throws {
        let folder = try TemporaryFolder()
        try folder.write("index.yaml", "_:component: layout:column\n")
        let target = try ScreenTarget(resolving: folder.path)
        #expect(target.entryURL.path.hasSuffix("/index.yaml"))
        #expect(target.baseURL == URL(fileURLWithPath: folder.path).absoluteString.trimmingCharacters(in: ["/"]))
        #expect(target.entryRoute == "/index.yaml")
        #expect(target.isLocal)
    }

    @Test func aRelativeFileResolvesFromTheCurrentDirectory() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/home.json", "{}")
        let target = try ScreenTarget(resolving: "screens/home.json", currentDirectory: folder.path)
        #expect(target.filePath?.hasSuffix("/screens/home.json") == true)
        #expect(target.baseURL.hasSuffix("/screens"))
    }

    @Test func aURLResolvesPathsAgainstItsOrigin() throws {
        let target = try ScreenTarget(resolving: "http://127.0.0.1:8080/demo/index.json")
        #expect(target.baseURL == "http://127.0.0.1:8080")
        #expect(target.entryRoute == "/demo/index.json")
        #expect(!target.isLocal)
    }

    @Test func theBaseURLOptionWins() throws {
        let target = try ScreenTarget(resolving: "https://example.com/a.json", baseURL: "https://api.example.com/v1/")
        #expect(target.baseURL == "https://api.example.com/v1")
    }

    @Test func aHashSelectsOneScreenOfABundle() throws {
        let folder = try TemporaryFolder()
        try folder.write("bundle.json", #"{"SCREEN1": {"_:component": "layout:column"}}"#)
        let target = try ScreenTarget(resolving: folder.path + "/bundle.json#SCREEN1")
        #expect(target.bundleKey == "SCREEN1")
        #expect(target.filePath?.hasSuffix("/bundle.json") == true)
    }

    @Test func aMissingTargetIsAnError() {
        #expect(throws: StratusAppError.self) { try ScreenTarget(resolving: "/nonexistent/screen.json") }
        #expect(throws: StratusAppError.self) { try ScreenTarget(resolving: "http://") }
    }

    @Test func aFolderWithoutIndexIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: StratusAppError.self) { try ScreenTarget(resolving: folder.path) }
    }

    /// A standard path skips Foundation's standardizing, so what it says of a path must be what Foundation does.
    @Test(arguments: [
        "/a/b/screen.json", "/screen.json", "/a/b/", "/a//b.json", "/a/./b.json", "/a/../b.json", "/a/b/.", "/a/b/..",
        "/a/.hidden/b.json", "/a/..b/c.json", "/a/b.json.", "/private/tmp/a.json", "/privatex/a.json",
        "/var/automount/a.json", "/my screen/café #2.json", "/", "/名前/😀.yml",
    ])
    func aPathIsStandardExactlyWhenFoundationLeavesItAsItIs(_ path: String) {
        if ScreenTarget.isStandardPath(path) {
            #expect(URL(fileURLWithPath: path).standardizedFileURL.path == path)
        }
        let expectedStandard = !["/a/b/", "/a//b.json", "/a/./b.json", "/a/../b.json", "/a/b/.", "/a/b/..", "/",
                                 "/private/tmp/a.json", "/var/automount/a.json"].contains(path)
        #expect(ScreenTarget.isStandardPath(path) == expectedStandard)
    }

    /// The folder URL of a file is written as Foundation's `deletingLastPathComponent()` writes it.
    @Test(arguments: ["/a/b/screen.json", "/screen.json", "/my screen/café #2.json", "/名前/😀.yml", "/a/../b.json"])
    func theFolderOfAFileIsWrittenAsFoundationWritesIt(_ path: String) {
        let entry = URL(fileURLWithPath: path)
        #expect(ScreenTarget.folderURL(of: path, entry: entry) == entry.deletingLastPathComponent().absoluteString)
    }
}
