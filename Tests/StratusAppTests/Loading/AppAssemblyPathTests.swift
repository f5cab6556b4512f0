import Foundation
import Testing
@testable import StratusApp

/// The first screen's name in its route is written as Foundation writes a URL path.
@Suite struct AppAssemblyPathTests {
    @Test(arguments: [
        "catalogue.json", "index.yaml", "my screen.json", "café #2?.json", "100%.json", "a/b.json", "名前.yml",
        "[x]{y}|z^`\"<>\\.json", "-._~!$&'()*+,;=:@", "tab\tand\nline", "😀.json", "",
    ])
    func aNameIsPercentEncodedAsFoundationEncodesAPath(_ name: String) {
        #expect(AppAssembly.percentEncodedPathComponent(name) == name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
    }

    @Test(arguments: ["/a/b/catalogue.json", "/index.yaml", "/my screen/café #2?.json", "/a/100%.json", "/名前/😀.yml"])
    func aFilesNameIsFoundationsLastPathComponent(_ path: String) {
        #expect(AppAssembly.lastComponent(of: path) == URL(fileURLWithPath: path).lastPathComponent)
    }

    @Test func aPathEndingInNoNameIsLeftToFoundation() {
        #expect(AppAssembly.lastComponent(of: "/") == nil)
        #expect(AppAssembly.lastComponent(of: "/a/b/") == nil)
    }
}
