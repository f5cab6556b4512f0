import Foundation
import Testing
@testable import StratusTerminal

/// A component that counts how many times its decoding code ran: recording its schema runs it once.
struct DecodeCountingLabel: View, Decodable {
    // Only ComponentRegistrationTests reads and writes it, one test at a time (the suite is serialized).
    nonisolated(unsafe) static var decodings = 0

    var text: String
    var body: some View { Text(text) }

    enum CodingKeys: String, CodingKey { case text }
    init(from decoder: any Decoder) throws {
        Self.decodings += 1
        text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
    }
}

/// `addComponent(_:_:)` (Components/Registration/ComponentRegistration.swift): what a component type declares is
/// read when first asked for, once, and is the same as when it was read at registration.
@MainActor
@Suite(.serialized) struct ComponentRegistrationTests {
    @Test func registeringRecordsNoSchemaUntilOneIsAskedForAndThenOnlyOnce() throws {
        DecodeCountingLabel.decodings = 0
        let library = UILibrary("lazy").addComponent("label", DecodeCountingLabel.self)
        #expect(DecodeCountingLabel.decodings == 0)

        let factory = try #require(library.components["label"])
        let schema = try #require(factory.schema)
        #expect(DecodeCountingLabel.decodings == 1)
        #expect(schema.properties?.contains { $0.name == "text" } == true)

        _ = factory.schema
        #expect(DecodeCountingLabel.decodings == 1)
    }

    @Test func aComponentIsDrawnWithoutItsSchemaBeingRecorded() async throws {
        DecodeCountingLabel.decodings = 0
        let library = UILibrary("lazy").addComponent("label", DecodeCountingLabel.self)
        let json = #"{"_:component":"lazy:label","properties":{"text":"Hello"}}"#
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui([library]).headless(width: 20, height: 5)
        #expect(session.text.contains("Hello"))
        // Decoded for the node only: drawing a screen does not record the schema.
        #expect(DecodeCountingLabel.decodings == 1)
    }

    /// What a generic registration sees of `T`: the answer must come from `T`'s own conformances, not from the
    /// context that asks.
    static func traits<T: View>(of type: T.Type) -> (lazy: Bool, declaresKeys: Bool) {
        (T._lazyContainerType != nil, T._keyBindingDeclaringType != nil)
    }

    @Test func aComponentTypeSaysItselfWhetherItIsLazyAndWhetherItDeclaresKeys() throws {
        #expect(Self.traits(of: LazyListContainer<Vertical>.self) == (true, false))
        #expect(Self.traits(of: ScrollContainer.self) == (true, false))
        #expect(Self.traits(of: A2UIList.self) == (true, false))
        #expect(Self.traits(of: DecodeCountingLabel.self) == (false, false))
        #expect(Self.traits(of: KeyedCounter.self) == (false, true))
        // Through the factory a registration makes: a scroll view is lazy only when asked, a lazy list always.
        let library = UILibrary("t").addComponent("scroll", ScrollContainer.self)
            .addComponent("list", LazyListContainer<Vertical>.self).addComponent("label", DecodeCountingLabel.self)
        #expect(try #require(library.components["scroll"]).buildsChildrenLazily(given: ["lazy": true]))
        #expect(try !#require(library.components["scroll"]).buildsChildrenLazily(given: [:]))
        #expect(try #require(library.components["list"]).buildsChildrenLazily(given: [:]))
        #expect(try !#require(library.components["label"]).buildsChildrenLazily(given: ["lazy": true]))
    }
}
