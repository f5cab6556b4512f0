import Foundation
import Hummingbird
import StratusTestSupport
import Testing
@testable import StratusTerminal

/// Request failures where the user looks: a status line with method, URL and reason when no `onError` tells
/// the user, a footer badge counting unseen errors that opens the log, and a log whose lines wrap.
@MainActor
@Suite struct ErrorNoticesTests {
    /// A button that sends `GET url`, with `onError` as given (nil: none).
    static func screen(url: String, onError: String? = nil) -> String {
        let followUps = onError.map { #", "onError": \#($0)"# } ?? ""
        return """
        {"_:component": "layout:column", "state": {"status": "idle"}, "children": [
          {"_:component": "terminal:button", "id": "send", "properties": {"text": "Send", "onPress": [
            {"_:action": "sendRequest", "properties": {"url": "\(url)"\(followUps)}}]}},
          {"_:component": "layout:text", "properties": {"text": "Status: @{status}"}}]}
        """
    }

    static func failing(_ router: Router<BasicRequestContext>) {
        router.get("/down") { _, _ in LocalServer.json(#"{"error": "database down"}"#, status: .internalServerError) }
    }

    @Test func anUnhandledFailureShowsMethodURLAndReasonAboveTheFooter() async throws {
        try await LocalServer.run(Self.failing) { base in
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: Self.screen(url: "/down")) }
                .headless(width: 100, height: 10)
            #expect(!session.text.contains("✖"))
            try await session.click(id: "send")
            let lines = session.lines
            #expect(lines[8].hasPrefix(" ✖ GET \(base)/down: 500 Internal Server Error: database down"), "\(session.text)")
            #expect(lines[9].hasPrefix(" ✖ 1 error "), "the badge counts the logged error: \(lines[9])")
            #expect(session.engine.unhandledRequestFailures.map(\.reason) == ["500 Internal Server Error: database down"])
        }
    }

    @Test func anOnErrorThatOnlyLogsStillShows() async throws {
        try await LocalServer.run(Self.failing) { base in
            let onError = #"[{"_:action": "log", "properties": {"message": "@{onError.message}", "level": "Error"}}]"#
            let json = Self.screen(url: "/down", onError: onError)
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }
                .headless(width: 100, height: 10)
            try await session.click(id: "send")
            #expect(session.text.contains("✖ GET \(base)/down: 500 Internal Server Error"), "\(session.text)")
            #expect(session.lines[9].hasPrefix(" ✖ 2 errors "), "both errors logged are unseen: \(session.lines[9])")
        }
    }

    @Test func anOnErrorThatChangesTheScreenIsLeftToTheScreen() async throws {
        try await LocalServer.run(Self.failing) { base in
            let onError = #"[{"_:action": "setState", "properties": {"path": "status", "value": "failed"}}]"#
            let json = Self.screen(url: "/down", onError: onError)
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }
                .headless(width: 100, height: 10)
            try await session.click(id: "send")
            #expect(session.text.contains("Status: failed"))
            #expect(!session.text.contains("✖ GET"), "\(session.text)")
            #expect(session.engine.unhandledRequestFailures.isEmpty)
        }
    }

    @Test func theBadgeOpensTheLogWhichMarksErrorsSeen() async throws {
        try await LocalServer.run(Self.failing) { base in
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: Self.screen(url: "/down")) }
                .headless(width: 100, height: 16)
            try await session.click(id: "send")
            #expect(session.lines[15].hasPrefix(" ✖ 1 error "))
            try await session.click(x: 2, y: 15)
            #expect(session.text.contains("Log (any key closes)"))
            try await session.press("f12")
            #expect(!session.text.contains("Log (any key closes)"))
            #expect(!session.text.contains("✖"), "seen errors leave no badge nor status line:\n\(session.text)")
        }
    }

    @Test func aSourceNoticeShowsWhileItsScreenIsOnTop() async throws {
        let folder = try screenFolder([
            "index.json": #"{"_:component": "terminal:button", "id": "go", "properties": {"text": "Go", "onPress": [{"_:action": "push", "properties": {"url": "/other.json"}}]}}"#,
            "other.json": #"{"_:component": "layout:text", "properties": {"text": "Other"}}"#,
        ])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: 80, height: 6)
        let url = try #require(session.runtime.currentScreen?.resolvedURL)
        session.runtime.setSourceNotice("check: 1 error", forScreenAt: url)
        await session.settle()
        #expect(session.lines[5].hasPrefix(" ⚠ check: 1 error "), "\(session.text)")
        try await session.press("enter")
        #expect(session.text.contains("Other"))
        #expect(!session.text.contains("check:"), "another screen has no notice:\n\(session.text)")
        try await session.press("esc")
        #expect(session.lines[5].hasPrefix(" ⚠ check: 1 error "), "\(session.text)")
        session.runtime.setSourceNotice(nil, forScreenAt: url)
        await session.settle()
        #expect(!session.text.contains("check:"), "a cleared notice goes:\n\(session.text)")
    }

    @Test func theFooterSaysHowToOpenTheLog() async throws {
        let session = try await Stratus(baseURL: URL(string: "http://127.0.0.1:1")!) {
            Navigator(json: #"{"_:component": "layout:text", "properties": {"text": "Hi"}}"#)
        }.headless(width: 80, height: 5)
        #expect(session.lines[4].contains("F12  Log"), "\(session.lines[4])")
    }

    @Test func logLinesWrapInsteadOfBeingCut() async throws {
        let session = try await Stratus(baseURL: URL(string: "http://127.0.0.1:1")!) {
            Navigator(json: #"{"_:component": "layout:text", "properties": {"text": "Hi"}}"#)
        }.headless(width: 30, height: 15)
        session.engine.log(.info, "the first words of a long entry, then its very end")
        try await session.press("f12")
        #expect(session.text.contains("│long entry, then its very   │"), "\(session.text)")
        #expect(session.text.contains("│end "), "\(session.text)")
    }
}
