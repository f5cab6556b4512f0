import Foundation

/// Opens URLs for the `openUrl` action.
public protocol URLOpener: Sendable {
    /// Opens `url`. Returns `false` when there is no way to open it here (the engine then logs it).
    @MainActor func open(_ url: URL) -> Bool
}

/// Hands the URL to `xdg-open` (Linux) or `open` (macOS) as a single argument, never through a shell, as a
/// `ChildProcess`.
public struct SystemURLOpener: URLOpener {
    /// Creates an opener.
    public init() {}

    public func open(_ url: URL) -> Bool {
        let candidates = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open", "/usr/bin/open"]
        guard let program = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return false
        }
        // A child of its own with a clean signal state; its exit is waited for, so it leaves no zombie.
        return (try? ChildProcess(executable: program, arguments: [url.absoluteString], input: .nullDevice,
                                  output: .nullDevice, errors: .nullDevice)) != nil
    }
}

/// Remembers the URLs it was asked to open instead of opening them (tests, headless sessions).
@MainActor
public final class RecordingURLOpener: URLOpener {
    /// The URLs opened so far.
    public private(set) var openedURLs: [URL] = []

    /// Creates a recorder.
    public init() {}

    public func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }
}

extension ServerDrivenEngine {
    /// Opens a URL for `openUrl`: http, https and mailto always; `file` only from screens loaded from files.
    /// Without a system opener, the URL is logged so that the user can see it.
    func openURL(_ text: String, from screen: Screen?) throws {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw StratusCoreError(.unsafeURL, "Invalid URL string: \(text)")
        }
        let origin = screen?.origin ?? .inline
        let allowed = ["http", "https", "mailto"].contains(scheme) || (scheme == "file" && origin != .network)
        guard allowed else {
            throw StratusCoreError(.unsafeURL, "The URL \(text) may not be opened from this screen.")
        }
        if !urlOpener.open(url) {
            log(.info, "Open this URL in a browser: \(text)")
        }
    }
}
