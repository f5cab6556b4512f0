import Foundation
import Testing
@testable import StratusApp

@Suite struct ScreenFolderTests {
    @Test func refusesPathsThatClimbOutOrNameHiddenFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("index.json", "{}")
        try folder.write(".secret.json", "{}")
        let screens = try ScreenFolder(path: folder.path)
        #expect(screens.resolve("/../index.json") == nil)
        #expect(screens.resolve("/a/%2E%2E/%2e%2e/etc/passwd") == nil)
        #expect(screens.resolve("/.secret.json") == nil)
        #expect(screens.resolve("/index.json%00.png") == nil)
        #expect(screens.resolve("/index.json")?.hasSuffix("/index.json") == true)
    }

    @Test func ignoresTheQueryString() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.json", "{}")
        let screens = try ScreenFolder(path: folder.path)
        #expect(screens.resolve("/list.json?page=2")?.hasSuffix("/list.json") == true)
        #expect(screens.resolve("/list?page=2")?.hasSuffix("/list.json") == true)
    }

    @Test func failsOnAMissingFolder() {
        #expect(throws: StratusAppError.self) { try ScreenFolder(path: "/nonexistent-stratus-folder") }
    }
}
