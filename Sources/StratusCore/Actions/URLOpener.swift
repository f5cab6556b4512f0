import Foundation

/// Opens URLs for the `openUrl` action.
public protocol URLOpener: Sendable {
    /// Opens `url`. Returns `false` when there is no way to open it here (the engine then logs it).
    @MainActor func open(_ url: URL) -> Bool

    /// Opens `url`, and calls `refused` on the main actor with why when it could not be opened: nothing here
    /// opens addresses, or the program that does failed. By default, `open(_:)`'s answer.
    @MainActor func open(_ url: URL, refused: @escaping @MainActor @Sendable (String) -> Void)
}

extension URLOpener {
    @MainActor
    public func open(_ url: URL, refused: @escaping @MainActor @Sendable (String) -> Void) {
        if !open(url) { refused("nothing here opens addresses") }
    }
}

/// Hands the URL to the system's opener (`xdg-open`, or `open` on macOS), found on PATH, as a single argument,
/// never through a shell, as a `ChildProcess`; an opener that exits with a failure (xdg-open's 3 when no program
/// of the desktop opens the address, as over SSH) is told as a refusal.
public struct SystemURLOpener: URLOpener {
    /// Creates an opener.
    public init() {}

    /// The name of the program that opens addresses here.
    #if os(macOS)
    static let programName = "open"
    #else
    static let programName = "xdg-open"
    #endif

    /// The opener's path: the first folder of `PATH` holding an executable ``programName``.
    static func program(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(programName)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public func open(_ url: URL) -> Bool {
        (try? start(url)) != nil
    }

    public func open(_ url: URL, refused: @escaping @MainActor @Sendable (String) -> Void) {
        let child: ChildProcess?
        do {
            child = try start(url)
        } catch {
            return refused("\(Self.programName) could not start: \(error)")
        }
        guard let child else { return refused("no \(Self.programName) on PATH to open it with") }
        child.onExit { ending in
            guard ending != .exited(0) else { return }
            let why = switch ending {
            case .exited(let status): "\(Self.programName) failed (exit status \(status))"
            case .signalled(let signal): "\(Self.programName) was ended by signal \(signal)"
            }
            Task { @MainActor in refused(why) }
        }
    }

    /// Starts the opener on `url`; nil when there is none. Its exit is waited for, so it leaves no zombie.
    private func start(_ url: URL) throws -> ChildProcess? {
        guard let program = Self.program() else { return nil }
        // A child of its own with a clean signal state.
        return try ChildProcess(executable: program, arguments: [url.absoluteString], input: .nullDevice,
                                output: .nullDevice, errors: .nullDevice)
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
    /// Opens `text` for `openUrl` or a control that opens an address (an A2UI Video): http, https and mailto
    /// always; `file` only from screens loaded from files. When it cannot be opened here, says why in the log and
    /// to `refused` (on the main actor), so that the control pressed can say it too.
    ///
    /// - Throws: `StratusCoreError` (`.unsafeURL`) for text that is no URL or one this screen may not open.
    public func openURL(_ text: String, from screen: Screen?,
                        refused: @escaping @MainActor @Sendable (String) -> Void = { _ in }) throws {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw StratusCoreError(.unsafeURL, "Invalid URL string: \(text)")
        }
        let origin = screen?.origin ?? .inline
        let allowed = ["http", "https", "mailto"].contains(scheme) || (scheme == "file" && origin != .network)
        guard allowed else {
            throw StratusCoreError(.unsafeURL, "The URL \(text) may not be opened from this screen.")
        }
        urlOpener.open(url) { [weak self] why in
            let told = "Could not open \(text) (\(why)): open it in a browser."
            self?.log(.warning, told)
            refused(told)
        }
    }
}
