import Foundation
import Testing
@testable import StratusApp

/// `stratus render` of every demo in Screens/ gives a sensible frame, and the demos work from the keyboard.
@MainActor
@Suite struct ScreensRenderTests {
    func frame(_ output: HeadlessRender.Output) -> String { output.lines.joined(separator: "\n") }

    @Test func theGalleryListsEveryDemo() async throws {
        let output = try await render(PackageRoot.screen("index.json"))
        #expect(output.status == 0)
        #expect(output.lines.count == 24)
        let text = frame(output)
        for title in ["Stratus gallery", "Component showcase", "To-do list", "Sign-up form", "Navigation", "Catalogue",
                      "Dashboard", "Requests", "Keyboard shortcuts", "Hello from YAML", "Images", "A2UI surfaces"] {
            #expect(text.contains(title), "missing \(title)")
        }
    }

    @Test func everyDemoOpensFromTheGallery() async throws {
        for demo in ["showcase", "todo", "form", "navigation", "catalogue", "dashboard", "requests", "shortcuts", "hello", "images"] {
            let output = try await render(PackageRoot.screen("index.json"), keys: "click:open-\(demo)")
            #expect(output.status == 0, "\(demo): \(output.messages)")
            // Its Back button on screen, or the key the footer lists for it when the first control is further down
            // (the showcase's, scrolled into the rows its toast leaves).
            #expect(frame(output).contains("‹ Back") || frame(output).contains("Ctrl+B  Back"), "\(demo) did not open:\n\(frame(output))")
            #expect(!frame(output).contains("unknown component"), "\(demo):\n\(frame(output))")
        }
    }

    /// The A2UI demos open from their own index, reached from the gallery, each showing its components, and Esc
    /// goes back to the index.
    @Test func everyA2UIDemoOpensFromItsIndex() async throws {
        let index = try await render(PackageRoot.screen("index.json"), keys: "click:open-a2ui")
        #expect(frame(index).contains("A2UI surfaces") && frame(index).contains("Messages over time"), "\(frame(index))")
        let demos = [
            ("text", ["Heading 1", "• a link (https://a2ui.org) shows its address", "★"]),
            ("layout", ["╭", "• Cherry, drupe", "First tab", "[ Open a modal ]"]),
            ("inputs", ["Name", "(•) Small", "Volume", "› 2026-12-24", "Accept the terms"]),
            ("choices", ["[✓ Sea view]", "[ Airport shuttle ]", "Filter type to narrow the options", "(•) Lisbon"]),
            ("media", ["▶ Video https://example.com/talk.mp4", "♫ Episode 12"]),
            ("arrivals", ["Your name", "LH 401: boarding", "Type a name to send"]),
        ]
        for (demo, texts) in demos {
            let output = try await render(PackageRoot.screen("index.json"), keys: "click:open-a2ui click:open-a2ui-\(demo)")
            #expect(output.status == 0, "\(demo): \(output.messages)")
            for text in texts { #expect(frame(output).contains(text), "\(demo) lacks \(text):\n\(frame(output))") }
            // Focus starts in a text field where there is one: the first Esc leaves typing, the second goes back.
            let escapes = ["inputs", "arrivals"].contains(demo) ? "escape escape" : "escape"
            let back = try await render(PackageRoot.screen("index.json"),
                                        keys: "click:open-a2ui click:open-a2ui-\(demo) \(escapes)")
            #expect(frame(back).contains("Messages over time"), "Esc did not go back from \(demo):\n\(frame(back))")
        }
    }

    @Test func theShowcaseDrawsLayoutAndTerminalComponents() async throws {
        let text = frame(try await render(PackageRoot.screen("showcase.json")))
        #expect(text.contains("╭─────────╮"))
        #expect(text.contains("│ rounded │"))
        // The badge from Screens/images/, in half blocks with transparent corners.
        #expect(text.contains("▄▀▀▀▀▀▀▄"))
        #expect(text.contains("alpha  beta  gamma"))
    }

    @Test func theToDoListAddsTogglesFiltersAndDeletes() async throws {
        let output = try await render(
            PackageRoot.screen("todo.json"), size: "70x16",
            keys: "click:new-title 'Feed the cat' enter click:done:1 click:delete:3", dumpState: true)
        let text = frame(output)
        #expect(text.contains("[x] Buy milk"))
        #expect(text.contains("[ ] Feed the cat"))
        #expect(!text.contains("Call the plumber"))
        #expect(text.contains("3 items"))
    }

    @Test func theFormShowsValidationMessagesThenWelcomes() async throws {
        let invalid = frame(try await render(PackageRoot.screen("form.json"), keys: "click:email 'nope' click:submit"))
        #expect(invalid.contains("Name is required."))
        #expect(invalid.contains("Enter an email address like you@example.com."))
        #expect(invalid.contains("The password needs at least 8 characters."))
        let valid = frame(try await render(
            PackageRoot.screen("form.json"),
            keys: "click:name 'Ada' click:email 'ada@example.com' click:password 'correct horse' click:agree click:submit"))
        #expect(valid.contains("Welcome, Ada!"))
        #expect(!valid.contains("is required"))
    }

    @Test func navigationPushesPopsAndBringsDataBack() async throws {
        // Up to four screens loaded in turn per render: a generous limit, for the whole suite's parallel load on 2 cores.
        let detail = frame(try await render(PackageRoot.screen("navigation.json"),
                                            keys: "click:push-detail click:push-deeper", timeout: 60))
        #expect(detail.contains("Depth 2 in this stack."))
        // popTo matches the URL the screen was pushed with: start from the gallery, as a user does.
        let homeOutput = try await render(PackageRoot.screen("index.json"),
                                          keys: "click:open-navigation click:push-detail click:push-deeper click:pop-to-home", timeout: 60)
        let home = frame(homeOutput)
        #expect(home.contains("Last note saved"), "\(homeOutput.messages)")
        let edited = frame(try await render(PackageRoot.screen("navigation.json"),
                                            keys: "click:edit-note click:draft ctrl+u 'groceries' click:save", timeout: 60))
        #expect(edited.contains("Last note saved on the edit screen: groceries"))
        let modal = frame(try await render(PackageRoot.screen("navigation.json"), keys: "click:present-modal", timeout: 60))
        #expect(modal.contains("A presented screen has its own stack."))
        let dismissed = frame(try await render(PackageRoot.screen("navigation.json"),
                                               keys: "click:present-modal click:dismiss", timeout: 60))
        #expect(dismissed.contains("Push a detail screen"))
        let fallback = frame(try await render(PackageRoot.screen("navigation.json"), keys: "click:push-missing", timeout: 60))
        #expect(fallback.contains("this is its fallback"))
    }

    @Test func theCatalogueLoadsAThousandProductsAndSearches() async throws {
        let all = frame(try await render(PackageRoot.screen("catalogue.json"), size: "80x12"))
        #expect(all.contains("1000 products"))
        #expect(all.contains("Amber Lamp 1"))
        let jade = frame(try await render(PackageRoot.screen("catalogue.json"), size: "80x12", keys: "click:search 'jade'"))
        #expect(jade.contains("Jade Lamp 1"))
        #expect(!jade.contains("Amber Lamp 1"))
    }

    @Test func focusReachesEveryRowOfTheCatalogueWithTabAndArrows() async throws {
        // Focus starts on the search field, the first control (Back is disabled on a first screen); Shift+Tab
        // wraps to the list, one Tab stop (345e7c6), and End moves to the last of its 1,000 rows, scrolled into view.
        let last = frame(try await render(PackageRoot.screen("catalogue.json"), size: "80x14", keys: "shift+tab end enter"))
        #expect(last.contains("#1000 Tidal Speaker 3"))
        #expect(last.contains("Selected: Tidal Speaker 3"))
        // Down from the first row far past the first screenful: each row below is built, focused and scrolled into
        // view in turn (InteractionIndexTests walks all 1,000 rows of a lazy list without the screen around it).
        let keys = "tab" + String(repeating: " down", count: 149) + " enter"
        // A generous limit: the whole suite runs in parallel on 2 cores, and 150 frames must fit in it.
        let walked = frame(try await render(PackageRoot.screen("catalogue.json"), size: "80x14", keys: keys, timeout: 300))
        let row = try #require(walked.split(separator: "\n").first { $0.contains("#150 ") }, "row 150 is not on screen")
        let name = row.split(separator: " ", omittingEmptySubsequences: true).dropFirst().prefix(3).joined(separator: " ")
        #expect(walked.contains("Selected: \(name)"), "row 150 is \(name)")
    }

    @Test func theDashboardShowsTableBarsSparklinesAndSpinner() async throws {
        let text = frame(try await render(PackageRoot.screen("dashboard.json")))
        #expect(text.contains("CPU"))
        #expect(text.contains("72%"))
        #expect(text.contains("search         degraded"))
        #expect(text.contains("Deploying build 42"))
        #expect(text.contains("▁"))
    }

    @Test func requestsShowTheErrorPathWhenNoServerAnswers() async throws {
        // Nothing listens on port 9 (discard) here: the request fails, like on an offline laptop.
        let folder = try TemporaryFolder()
        let screen = try String(contentsOfFile: PackageRoot.screen("requests.json"), encoding: .utf8)
            .replacingOccurrences(of: "http://127.0.0.1:8080", with: "http://127.0.0.1:9")
        let path = try folder.write("requests.json", screen)
        let text = frame(try await render(path, keys: "click:load-quote", timeout: 60))
        #expect(text.contains("Status: failed:"))
        #expect(text.contains("Quote:  -"))
    }

    @Test func shortcutsRunFromAnywhere() async throws {
        let text = frame(try await render(PackageRoot.screen("shortcuts.json"), keys: "+ + + - ctrl+d ctrl+s"))
        #expect(text.contains("Counter: 4"))
        #expect(text.contains("Saved 4"))
        #expect(text.contains("Increment"))
    }

    @Test func yamlScreensWork() async throws {
        let text = frame(try await render(PackageRoot.screen("hello.yaml"), size: "60x10", keys: "click:click-me"))
        #expect(text.contains("This screen is written in YAML. Clicks: 1"))
    }
}
