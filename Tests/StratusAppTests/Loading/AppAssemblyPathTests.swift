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
}
