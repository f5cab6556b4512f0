import Foundation
import Testing
import StratusCore
@testable import StratusApp
import StratusTerminal

/// A Modal's trigger, as the reference renderer has it: activating it by Enter, Space or a click opens the modal
/// and sends the trigger Button's action, once; Esc and the Close control close it; focus goes into the modal and
/// back to the trigger. The specification's three modals: v0.9's `36_modal.json` and `29_movie-card.json` (whose
/// trigger is also shown on its own above it), v0.8's `30_modal-sample.json`.
@MainActor
@Suite struct A2UIModalRenderTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("a2ui")

    struct Modal: Sendable, CustomTestStringConvertible {
        var file: String
        /// The node id of the trigger's Button (the movie card's second showing of it is prefixed with the surface).
        var trigger: String
        /// The focus stop of the trigger: the Modal's node id.
        var modal: String
        /// The keys that bring focus to the trigger.
        var reach: String
        var action: String
        /// A text the content shows, and nothing else on screen does.
        var content: String
        /// The keys that bring focus from the content's first control to the Close control.
        var toClose: String
        var testDescription: String { file }
    }

    nonisolated static let modals = [
        Modal(file: "v0_9/catalogs/basic/examples/36_modal.json", trigger: "open-btn", modal: "modal-comp", reach: "",
              action: "openModalEvent", content: "This is the content inside the modal.", toClose: ""),
        Modal(file: "v0_9/catalogs/basic/examples/29_movie-card.json", trigger: "gallery-movie-card/watch-trailer-btn",
              modal: "trailer-modal", reach: "tab", action: "open_trailer", content: "mov_bbb.mp4", toClose: "tab"),
        Modal(file: "v0_8/json/catalogs/basic/examples/30_modal-sample.json", trigger: "open-btn", modal: "modal-comp", reach: "",
              action: "openModalEvent", content: "This is the content inside the modal.", toClose: ""),
    ]

    /// The names of the actions a render sent, whatever the version's envelope.
    static func sentNames(_ output: HeadlessRender.Output) -> [String] {
        output.actions.compactMap { ($0["action"] ?? $0["userAction"])?["name"]?.stringValue }
    }

    /// Renders `modal` after `keys`, keeping the session.
    static func render(_ modal: Modal, keys: String) async throws -> (HeadlessRender.Output, HeadlessSession) {
        let path = try #require(corpus) + "/" + modal.file
        var session: HeadlessSession?
        let output = try await StratusAppTests.render(path, size: "100x40", keys: keys, timeout: 60, imageWait: .zero,
                                                      images: .off, dumpActions: true) { session = $0 }
        #expect(output.status == 0, "\(modal.file): \(output.messages)")
        return (output, try #require(session))
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: the modals are skipped"),
          arguments: modals)
    func enterSpaceAndAClickOpenTheModalAndSendTheTriggersActionOnce(modal: Modal) async throws {
        let closed = try await Self.render(modal, keys: modal.reach).1
        #expect(!closed.text.contains(modal.content), "\(modal.file) opens shown:\n\(closed.text)")
        #expect(closed.focusedID == modal.modal, "\(modal.file): focus is on \(closed.focusedID ?? "nothing")")
        for activation in ["enter", "space", "click:\(modal.trigger)"] {
            let (output, session) = try await Self.render(modal, keys: "\(modal.reach) \(activation)")
            #expect(Self.sentNames(output) == [modal.action], "\(modal.file) by \(activation): \(output.actions)")
            #expect(session.text.contains(modal.content), "\(modal.file) by \(activation) did not open:\n\(session.text)")
            // Focus went into the modal: to its first control (the movie card's video), else its Close control.
            #expect(session.focusedID != nil && session.focusedID != modal.modal,
                    "\(modal.file) by \(activation): focus is on \(session.focusedID ?? "nothing")")
        }
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: the modals are skipped"),
          arguments: modals)
    func escAndCloseCloseItAndFocusComesBackToTheTrigger(modal: Modal) async throws {
        let (escaped, afterEsc) = try await Self.render(modal, keys: "\(modal.reach) enter esc")
        #expect(!afterEsc.text.contains(modal.content), "\(modal.file): Esc did not close it:\n\(afterEsc.text)")
        #expect(afterEsc.focusedID == modal.modal, "\(modal.file): focus is on \(afterEsc.focusedID ?? "nothing")")
        #expect(Self.sentNames(escaped) == [modal.action])
        let closedByControl = try await Self.render(modal, keys: "\(modal.reach) enter \(modal.toClose) enter").1
        #expect(!closedByControl.text.contains(modal.content), "\(modal.file): Close did not close it:\n\(closedByControl.text)")
        #expect(closedByControl.focusedID == modal.modal)
        // Opened again from the trigger focus came back to: a second action, one for each opening.
        let (again, reopened) = try await Self.render(modal, keys: "\(modal.reach) enter esc space")
        #expect(Self.sentNames(again) == [modal.action, modal.action])
        #expect(reopened.text.contains(modal.content))
    }
}
