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

    /// The screen at `url` already read into the engine's node descriptions, nodes without an id of their own
    /// given one from `ids`, or nil to have it read from ``screen(at:for:)``'s JSON: a loader whose screens are
    /// made by code, not read from text (A2UI's surfaces), spares writing them as JSON only for the engine to read
    /// them again. The descriptions must be those ``NodeBuilder`` reads from the JSON the loader would give.
    /// A screen prefetched is always read from JSON.
    func describedScreen(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) async throws -> NodeDescription?

    /// The screen at `url` described at once, on the main actor, by a loader that holds it in memory (a program's
    /// A2UI surfaces): the navigator shows it where it opens it, with no task started and no thread left; nil to
    /// have it loaded as usual (``describedScreen(at:for:ids:)``, then ``screen(at:for:)``). What
    /// ``describedScreen(at:for:ids:)`` says of the descriptions holds here too.
    @MainActor
    func describedScreenAtOnce(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) -> NodeDescription?
}

extension ScreenLoading {
    /// Describes no screen: every screen is read from ``screen(at:for:)``'s JSON.
    public func describedScreen(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) async throws -> NodeDescription? {
        nil
    }

    /// Holds no screen in memory: every screen is loaded.
    @MainActor
    public func describedScreenAtOnce(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) -> NodeDescription? {
        nil
    }

    /// Knows no source: nil.
    public func describe(_ problem: ScreenProblem) -> String? { nil }
}
