import Foundation
import Testing
@testable import StratusTerminal

/// A stand-in for the sample app's `store:button` (the real one lives in StratusSamples).
struct StoreButtonStandIn: View, Deserializable {
    let text: String
    let onPress: MapEvent
    init(from map: PropertyMap?, children: [AnyComponent]) throws {
        text = map?.string("text") ?? ""
        onPress = map?.event("onPress") ?? MapEvent(nil)
    }
    var body: some View {
        let event = onPress
        return Button(text) { event.trigger() }
    }
}

@MainActor
@Suite(.enabled(if: Corpus.url("nimbus/core/products.json") != nil, "../shared/external-corpora/nimbus/core is absent"))
struct ProductsScreenTests {
    let store = UILibrary("store").addComponent("button", StoreButtonStandIn.self)
        .addOperation("formatPrice") { arguments in arguments.first ?? .null }

    @Test func rendersProductsAt120x40() async throws {
        let json = try #require(Corpus.text("nimbus/core/products.json"))
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui([store]).images(.off) // the golden must not depend on whether the photos' host answers
            .headless(width: 120, height: 40)
        Golden.check(session.styledText, named: "products-120x40")
        let firstFocus = try #require(session.focusedID)
        // Focus moves down the list in reading order and the scroll view follows it.
        for _ in 0..<15 { try await session.press("tab") }
        #expect(session.focusedID != firstFocus)
        #expect(!session.text.contains("Fjallraven"))
        for _ in 0..<15 { try await session.press("shift+tab") }
        #expect(session.focusedID == firstFocus)
        #expect(session.text.contains("Fjallraven"))
    }
}
