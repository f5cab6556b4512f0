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
}
