import Foundation
import StratusTerminal
import Testing
@testable import StratusApp

/// The tester tested: a test passes against the frames it recorded, and a deliberately changed frame, state or
/// request fails with a message that says where and what.
@MainActor
@Suite struct ScreenTestRunnerTests {
    /// A copy of the to-do demo and a test of it in a temporary folder.
    func workspace(_ test: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todo.json", String(contentsOfFile: PackageRoot.screen("todo.json"), encoding: .utf8))
        try folder.write("todo.test.yaml", test)
        return folder
    }

    let todoTest = """
        screen: todo.json
        size: 70x13
        steps:
          - keys: click:new-title 'Feed the cat' enter
          - frame: added
          - state:
              nodes.nimbus:1.items[3].title: Feed the cat

        """

    @Test func recordsFramesThenPassesAgainstThem() async throws {
        let folder = try workspace(todoTest)
        let file = folder.path + "/todo.test.yaml"
        defer { withExtendedLifetime(folder) {} }
        let recorded = await ScreenTestRunner(update: true).run(file: file)
        #expect(recorded.count == 1 && recorded[0].passed, "\(recorded.map(\.failures))")
        let frames = try #require(recorded.first?.recorded)
        try #require(frames.count == 1)
        let frame = try String(contentsOfFile: frames[0], encoding: .utf8)
        #expect(frame.hasPrefix("frame 70x13\n To-do list\n"))
        #expect(frame.contains(" [ ] Feed the cat"))
        let again = await ScreenTestRunner().run(file: file)
        #expect(again[0].passed, "\(again[0].failures.map(\.message))")
        #expect(again[0].recorded.isEmpty)
    }

    /// The to-do test with its frames recorded: its folder, test file, the path of its "added" frame, and that
    /// frame's text.
    func recordedTodoTest() async throws -> (folder: TemporaryFolder, file: String, path: String, original: String) {
        let folder = try workspace(todoTest)
        let file = folder.path + "/todo.test.yaml"
        _ = await ScreenTestRunner(update: true).run(file: file)
        let path = folder.path + "/todo.frames/added.frame"
        return (folder, file, path, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func aChangedFrameFailsWithALineDiff() async throws {
        let (folder, file, path, original) = try await recordedTodoTest()
        defer { withExtendedLifetime(folder) {} }
        try folder.write("todo.frames/added.frame", original.replacingOccurrences(of: "Feed the cat", with: "Feed the dog"))
        let result = await ScreenTestRunner().run(file: file)[0]
        #expect(!result.passed)
        let failure = try #require(result.failures.first)
        #expect(failure.message == "\(file):5: frame \"added\" differs from \(path)")
        let diff = failure.diff.map(\.text)
        #expect(diff == [
            "text (- expected, + drawn):",
            // The list is taller than 13 lines: the screen's scroll bar is in the last column.
            "   8 │ [ ] Call the plumber                                          [ ✕ ] ┃",
            "-  9 │ [ ] Feed the dog                                              [ ✕ ] ┃",
            "+  9 │ [ ] Feed the cat                                              [ ✕ ] ┃",
            "  10 │ ─────────────────────────────────────────────────────────────────── ┃",
        ])
        #expect(failure.diff.map(\.kind) == [.note, .same, .expected, .actual, .same])
        #expect(failure.changedCells == [[14, 9], [15, 9], [16, 9]])
    }

    @Test func aChangedStyleFailsWithTheStyleMapRows() async throws {
        let (folder, file, _, original) = try await recordedTodoTest()
        defer { withExtendedLifetime(folder) {} }
        // The title row loses its style: text the same, styles not.
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let map = try #require(lines.firstIndex(of: "map"))
        lines[map + 1] = "." + String(lines[map + 1].dropFirst(1)).replacingOccurrences(of: "a", with: ".")
        try folder.write("todo.frames/added.frame", lines.joined(separator: "\n"))
        let failure = try #require(await ScreenTestRunner().run(file: file)[0].failures.first)
        let diff = failure.diff.map(\.text)
        #expect(diff.contains { $0.hasPrefix("styles of rows with the same text") })
        #expect(diff == [
            "styles of rows with the same text (- expected, + drawn; . is plain):",
            "-  0 │",
            "+  0 │.eeeeeeeeee",
            "     e = bold reverse",
        ])
    }

    @Test func aWrongStateValueFailsWithBothValues() async throws {
        let folder = try workspace(todoTest.replacingOccurrences(of: "items[3].title: Feed the cat",
                                                                 with: "items[3].title: Feed the dog"))
        let file = folder.path + "/todo.test.yaml"
        defer { withExtendedLifetime(folder) {} }
        _ = await ScreenTestRunner(update: true).run(file: file)
        let result = await ScreenTestRunner().run(file: file)[0]
        #expect(result.failures.map(\.message) == [
            "\(file):6: state nodes.nimbus:1.items[3].title: expected \"Feed the dog\", found \"Feed the cat\"",
        ])
    }

    @Test func anAccessibilityStepFindsItsLinesAndAMissingOneFailsWithTheTree() async throws {
        let test = """
            screen: todo.json
            size: 70x13
            steps:
              - keys: click:new-title 'Feed the cat' enter
              - accessibility:
                  - checkbox "Feed the cat" not checked
                  - textbox "New" value "" focused
              - keys: click:done:1
              - accessibility:
                  - checkbox "Buy milk" not checked

            """
        let folder = try workspace(test)
        let file = folder.path + "/todo.test.yaml"
        defer { withExtendedLifetime(folder) {} }
        let result = await ScreenTestRunner().run(file: file)[0]
        // The first step holds; after the tick, "Buy milk" is checked and the second fails, showing the tree.
        let messages = result.failures.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("\(file):9: accessibility: no element checkbox \"Buy milk\" not checked; the tree is:") == true)
        #expect(messages.first?.contains("    checkbox \"Buy milk\" checked") == true, "\(messages)")
    }

    @Test func theExitStatusIsChecked() async throws {
        let folder = try workspace("screen: todo.json\nsteps:\n  - keys: click:nowhere\n")
        let file = folder.path + "/todo.test.yaml"
        defer { withExtendedLifetime(folder) {} }
        let result = await ScreenTestRunner().run(file: file)[0]
        let message = try #require(result.failures.first?.message)
        #expect(message.hasPrefix("\(file):1: exit status: expected 0, found 1\n  click:nowhere: "), "\(message)")
    }

    @Test func requestsAreCheckedAgainstTheStub() async throws {
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        try folder.write("requests.json", String(contentsOfFile: PackageRoot.screen("requests.json"), encoding: .utf8))
        let file = try folder.write("requests.test.yaml", """
            screen: requests.json
            stub:
              origin: http://127.0.0.1:8080
              routes:
                - {method: POST, path: /_stratus/echo, echo: true}
            steps:
              - keys: click:post-echo
              - requests:
                  - {method: POST, path: /_stratus/echo, body: {greeting: hello, count: 4}}
              - state:
                  nodes.nimbus:1.status: HTTP 200

            """)
        let result = await ScreenTestRunner().run(file: file)[0]
        #expect(result.failures.map(\.message) == [
            "\(file):8: requests: expected POST /_stratus/echo {\"greeting\":\"hello\",\"count\":4}, "
                + "received POST /_stratus/echo {\"greeting\":\"hello\",\"count\":3}",
        ])
    }

    @Test func aMistakeInATestFileIsReportedAtItsLineAndColumn() async throws {
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        let file = try folder.write("bad.test.yaml", "screen: x.json\nsize: 80x24\nstep:\n  - keys: tab\n")
        let result = await ScreenTestRunner().run(file: file)
        #expect(result.map(\.failures.first?.message) == [
            "\(file):3:1: unknown key `step`; expected one of base-url, bot, colors, exit, name, screen, size, steps, stub, "
                + "tests, timeout [step]",
        ])
        let badKeys = try folder.write("keys.test.yaml", "screen: x.json\nsteps:\n  - keys: \"'open\"\n")
        #expect(await ScreenTestRunner().run(file: badKeys).first?.failures.first?.message
                == "\(badKeys):3:11: keys: column 1: unterminated quote ' [steps[0].keys]")
    }
}
