import Foundation
import StratusCore
import Testing

/// A file URL's path read without Foundation's decoding is the path Foundation gives.
@Suite struct URLFileSystemPathTests {
    @Test(arguments: [
        "/a/b/screen.json", "/screen.json", "/", "/a/b/", "/my screen/café #2.json", "/100%.json", "/名前/😀.yml",
        "/a%2Fb.json", "/a/./b.json", "/a/../b.json",
    ])
    func aFileURLsPathIsFoundationsPath(_ path: String) {
        let url = URL(fileURLWithPath: path)
        #expect(url.fileSystemPath == url.path)
    }

    @Test(arguments: ["file:///a/b.json", "file:///a%20b/c.json", "file:///a/b/", "file:///a%2Fb", "file:///a/b.json#KEY"])
    func aURLsFilePathIsFoundationsPath(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(url.fileSystemPath == url.path)
    }

    @Test func aPathResolvedAgainstABaseIsFoundationsPath() throws {
        let url = try #require(URL(string: "items.json", relativeTo: URL(fileURLWithPath: "/srv/screens/", isDirectory: true)))
        #expect(url.fileSystemPath == url.path)
        #expect(url.fileSystemPath == "/srv/screens/items.json")
    }
}
