import Foundation

/// Headless Chromium (Debian package `chromium`, installed by `make test` when it can be): loads a page and
/// takes a screenshot, so that tests check pictures in a real browser.
struct HeadlessChromium {
    let executable: String

    /// The browser, or nil (with the reason to print) when it is not installed.
    static func find() -> HeadlessChromium? {
        for name in ["chromium", "chromium-browser"] {
            if let path = Subprocess.which(name) { return HeadlessChromium(executable: path) }
        }
        return nil
    }

    static let missing = "chromium is not installed (make test installs the Debian package `chromium` when it may); "
        + "skipping the browser check"

    /// Opens `file` at a window of `width` by `height` CSS pixels (device scale 1) and decodes the screenshot.
    func screenshot(of file: String, width: Int, height: Int) async throws -> PNGImage {
        let folder = try TemporaryFolder()
        let output = folder.path + "/shot.png"
        let result = try await Subprocess.run(executable, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--no-first-run", "--force-device-scale-factor=1", "--user-data-dir=" + folder.path + "/profile",
            "--window-size=\(width),\(height)", "--screenshot=" + output, URL(fileURLWithPath: file).absoluteString,
        ])
        guard let data = FileManager.default.contents(atPath: output) else {
            throw PNGImage.DecodingError(description: "chromium wrote no screenshot (status \(result.status)): "
                + result.standardError.suffix(600))
        }
        return try PNGImage(data: data)
    }
}
