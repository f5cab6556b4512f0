import Foundation

/// Reads the screens the navigator opens, in place of the engine's own fetch, for apps that know more kinds of
/// screen than JSON files and JSON over HTTP (the `stratus` app reads YAML files and entries of bundle files).
///
/// The engine asks the loader first for every screen (and prefetch) of an allowed URL; a loader that returns
/// nil leaves the URL to the engine, which reads `file://` URLs as JSON and fetches the rest through its
/// ``HTTPClientProtocol``.
public protocol ScreenLoading: Sendable {
    /// The screen at `url`, or nil when the engine should fetch it itself.
    /// - Parameters:
    ///   - url: the absolute URL, already checked against the requesting screen's origin.
    ///   - request: what the navigation asked for (method, headers, body).
    /// - Throws: preferably `StratusCoreError` with the source, line, column and JSON path of the problem; any
    ///   other error is shown by its description.
    func screen(at url: URL, for request: ViewRequest) async throws -> JSONValue?

    /// A mistake found in a screen this loader read, at the file, line and column it came from, as `stratus check`
    /// reports it (`file:line:column: message [json path]`); nil for a screen it did not read. The engine logs
    /// problems in these words when the loader gives them (``ServerDrivenEngine/describeScreenProblem``).
    func describe(_ problem: ScreenProblem) -> String?
}

extension ScreenLoading {
    /// Knows no source: nil.
    public func describe(_ problem: ScreenProblem) -> String? { nil }
}
