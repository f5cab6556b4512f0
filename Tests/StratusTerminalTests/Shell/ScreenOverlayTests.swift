import Foundation
import StratusCore
import Testing
@testable import StratusTerminal

/// What a screen presents over itself as entries of the shell's overlay stack (`ScreenOverlay`): a toast, which
/// takes no key and never covers the focus, and a modal (`a2ui:Modal`'s content), which is the only thing the
/// keyboard, Tab and the mouse reach while it is open.
@MainActor
@Suite struct ScreenOverlayTests {
    /// A button, a modal whose trigger is `open` and whose content holds `inside`, then a button after it.
    static let screenWithAModal = node("layout:column", id: "column", children: [
        node("terminal:button", #""text": "Before""#, id: "before"),
        node("a2ui:Modal", #""childSlots": ["trigger", "content"]"#, id: "modal", children: [
            node("terminal:button", #""text": "Open""#, id: "open"),
            node("layout:column", children: [text("Inside the modal"), node("terminal:button", #""text": "Inside""#, id: "inside")]),
        ]),
        node("terminal:button", #""text": "After""#, id: "after"),
    ])

    /// The kinds of the screen's entries in the stack, bottom to top.
    func presented(_ session: HeadlessSession) -> [Presentation] {
        session.runtime.overlays.entries.compactMap { ($0 as? ScreenOverlay)?.presentation }
    }

    @Test func anOpenModalIsAModalEntryAndTheOnlyThingTabReaches() async throws {
        let session = try await render(Self.screenWithAModal, width: 40, height: 12)
        try await session.press("tab")
        #expect(session.focusedID == "modal")
        try await session.press("enter")
        #expect(session.text.contains("Inside the modal"))
        #expect(presented(session) == [.modal])
        // Focus went into the modal; Tab and Shift+Tab go round its two controls, never to Before or After.
        var reached: Set<String> = []
        for key in ["tab", "tab", "tab", "shift+tab", "shift+tab", "shift+tab"] {
            try await session.press(key)
            reached.insert(session.focusedID ?? "nothing")
        }
        #expect(!reached.contains("before") && !reached.contains("after") && !reached.contains("modal"), "\(reached)")
        try await session.press("esc")
        #expect(!session.text.contains("Inside the modal") && presented(session).isEmpty)
        #expect(session.focusedID == "modal")
    }

    @Test func aClickBeneathAnOpenModalReachesNothing() async throws {
        let session = try await render(Self.screenWithAModal, width: 40, height: 12)
        let after = try #require(session.runtime.currentRenderer?.frame(ofID: "after"))
        try await session.press("tab", "enter")
        let focused = session.focusedID
        // After is drawn beneath the modal's frame or beside it: either way the click does not reach it.
        try await session.click(x: after.x + 1, y: after.y)
        #expect(session.focusedID == focused && session.text.contains("Inside the modal"), "\(session.text)")
    }

    @Test func aToastIsAnEntryThatLetsKeysThroughToTheScreen() async throws {
        let screen = node("layout:column", state: ##""n": 0"##, children: [
            node("terminal:textInput", #""label": "Name""#, id: "name"),
            node("terminal:toast", #""text": "Saved""#, id: "toast"),
        ])
        let session = try await render(screen, width: 40, height: 10)
        #expect(presented(session) == [.toast])
        #expect(session.focusedID == "name")
        try await session.type("hi")
        #expect(session.text.contains("Name: hi"), "\(session.text)")
    }
}
