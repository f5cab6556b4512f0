import Foundation
import Testing
import StratusCodable

// DynamicCodable's Route example (sebastianpixel/DynamicCodable README.md), with the example's own container
// extensions compiled unchanged. SwiftUI's `View`/`Color` are replaced by a plain `String` content, the only change
// to the example's code.

protocol Route: DynamicCodable {}

extension Route {
    /// The example's JSON names `HomeScreenRoute` "homescreen": the protocol drops its own name.
    static var typeByNamingConvention: String {
        String(describing: Self.self).lowercased().replacingOccurrences(of: "route", with: "")
    }
}

protocol RouteHandler {
    associatedtype ConcreteRoute: Route
    associatedtype Content
    func view(for route: ConcreteRoute) -> Content
}

protocol Router {
    func route(_ route: Route)
    func register<Handler: RouteHandler>(_ handler: Handler)
}

// Interface module "HomeScreen"
struct HomeScreenRoute: Route, Equatable {
    let type: String

    init() {
        self.type = Self.typeByNamingConvention
    }
}

// Implementation module "HomeScreenImplementation"
struct HomeScreenRouteHandler: RouteHandler {
    func view(for route: HomeScreenRoute) -> String {
        "red"
    }
}

// Interface module "DetailScreen"
struct DetailScreenRoute: Route, Equatable {
    let type: String
    let id: UUID

    init(id: UUID) {
        self.type = Self.typeByNamingConvention
        self.id = id
    }
}

// Implementation module "DetailScreenImplementation"
struct DetailScreenRouteHandler: RouteHandler {
    func view(for route: DetailScreenRoute) -> String {
        "blue"
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: [Route].Type, forKey key: K) throws -> [Route] {
        var container = try nestedUnkeyedContainer(forKey: key)
        return try container.decode(type)
    }

    func decodeIfPresent(_ type: [Route].Type, forKey key: K) throws -> [Route]? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }

    func decode(_: Route.Protocol, forKey key: K) throws -> Route {
        let decoder = try superDecoder(forKey: key)
        let typeIdentifier = try TypeDecodable(from: decoder).type
        // swiftlint:disable:next force_cast
        return try DynamicDecodableRegistry.type(for: typeIdentifier).init(from: decoder) as! Route
    }

    func decodeIfPresent(_ `protocol`: Route.Protocol, forKey key: K) throws -> Route? {
        guard contains(key) else { return nil }
        return try decode(`protocol`, forKey: key)
    }
}

extension UnkeyedDecodingContainer {
    mutating func decode(_ type: [Route].Type) throws -> [Route] {
        var array = [Route]()
        while !isAtEnd {
            if let dynamicCodable = try? decode(Route.self) {
                array.append(dynamicCodable)
            }
        }
        return array
    }

    mutating func decode(_: Route.Protocol) throws -> Route {
        let decoder = try superDecoder()
        let typeIdentifier = try TypeDecodable(from: decoder).type
        // swiftlint:disable:next force_cast
        return try DynamicDecodableRegistry.type(for: typeIdentifier).init(from: decoder) as! Route
    }
}

/// A screen using the example's extensions, as synthesized Codable calls them.
struct RouteList: Decodable {
    let routes: [Route]
    let main: Route
    let optional: Route?

    enum CodingKeys: String, CodingKey { case routes, main, optional }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        routes = try container.decode([Route].self, forKey: .routes)
        main = try container.decode(Route.self, forKey: .main)
        optional = try container.decodeIfPresent(Route.self, forKey: .optional)
    }
}

private let seedJSON = Data(#"""
    [{
        "type": "homescreen"
    },
    {
        "type": "detailpage",
        "id": "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"

    }]
    """#.utf8)

private func registerRoutes() {
    DynamicDecodableRegistry.register(HomeScreenRoute.self)
    DynamicDecodableRegistry.register(DetailScreenRoute.self, typeIdentifier: "detailpage")
}

@Suite struct DynamicCodableSeedTests {
    @Test func namingConventionIsOverriddenByTheProtocol() {
        #expect(HomeScreenRoute.typeByNamingConvention == "homescreen")
        #expect(HomeScreenRoute().type == "homescreen")
    }

    @Test func seedExtensionsDecodeTheSeedJSONInOrder() throws {
        registerRoutes()
        let wrapper = Data(#"{"routes":\#(String(decoding: seedJSON, as: UTF8.self)),"main":{"type":"homescreen"}}"#.utf8)
        for decoded in [try JSONDecoder().decode(RouteList.self, from: wrapper), try StratusDecoder().decode(RouteList.self, from: wrapper)] {
            #expect(decoded.routes.count == 2)
            #expect(decoded.routes.first as? HomeScreenRoute == HomeScreenRoute())
            let detail = decoded.routes.last as? DetailScreenRoute
            #expect(detail?.id == UUID(uuidString: "550121C5-3D8F-4AC8-AB14-BDF7E6D11626"))
            #expect(decoded.main is HomeScreenRoute)
            #expect(decoded.optional == nil)
            #expect(HomeScreenRouteHandler().view(for: HomeScreenRoute()) == "red")
        }
    }

    @Test func seedArrayExtensionSkipsUnknownTypesWithoutLooping() throws {
        registerRoutes()
        let data = Data(#"{"routes":[{"type":"nowhere"},{"type":"homescreen"}],"main":{"type":"homescreen"}}"#.utf8)
        #expect(try JSONDecoder().decode(RouteList.self, from: data).routes.count == 1)
        #expect(try StratusDecoder().decode(RouteList.self, from: data).routes.count == 1)
    }

    @Test func genericArraysNeedNoPerProtocolExtension() throws {
        registerRoutes()
        let routes = try StratusDecoder().decode(DynamicArray<any Route>.self, from: seedJSON).values
        #expect(routes.count == 2)
        #expect(routes[1] is DetailScreenRoute)
        let viaFoundation = try JSONDecoder().decode(DynamicArray<any Route>.self, from: seedJSON).values
        #expect(viaFoundation.count == 2)
    }

    @Test func registryCanComeThroughUserInfoWithItsOwnDiscriminator() throws {
        let registry = DynamicDecodableRegistry(discriminator: "_:component", matchesCaseInsensitively: true)
        registry.register(Text.self, typeIdentifier: "layout:text")
        struct Screen: Decodable { @Dynamic var child: any Widget; @DynamicArray var children: [any Widget] }
        let json: JSONValue = [
            "child": ["_:component": "LAYOUT:TEXT", "text": "hi"],
            "children": [["_:component": "layout:text", "text": "a"], ["_:component": "layout:image"]],
        ]
        let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry])
        let screen = try decoder.decode(Screen.self, from: json)
        #expect((screen.child as? Text)?.text == "hi")
        #expect(screen.children.count == 1)
    }

    /// A type registered under an identifier but not conforming to the protocol asked for: the error names the path.
    @Test func aTypeRegisteredForAnotherProtocolNamesThePath() throws {
        let registry = DynamicDecodableRegistry(discriminator: "_:component")
        registry.register(HomeScreenRoute.self, typeIdentifier: "layout:text")
        struct Screen: Decodable { @DynamicArray var children: [any Widget] }
        let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry, .dynamicArrayPolicy: DynamicArrayPolicy.strict])
        let json: JSONValue = ["children": [["_:component": "layout:text", "type": "homescreen"]]]
        do {
            _ = try decoder.decode(Screen.self, from: json)
            Issue.record("decoded a Route as a Widget")
        } catch {
            #expect(error.description.contains("children[0]"), "\(error.description)")
        }
    }

    @Test func unknownIdentifiersNameTheKnownOnesInStrictDecoding() throws {
        let registry = DynamicDecodableRegistry(discriminator: "_:component")
        registry.register(Text.self, typeIdentifier: "layout:text")
        registry.register(Text.self, typeIdentifier: "layout:label")
        struct Screen: Decodable { @Dynamic var child: any Widget }
        let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry])
        do {
            _ = try decoder.decode(Screen.self, from: ["child": ["_:component": "layout:image"]])
            Issue.record("decoded an unknown type")
        } catch {
            #expect(error.kind == .unknownType)
            #expect(error.description == #"unknown type "layout:image" for "child"; known types: "layout:label", "layout:text""#)
        }
    }

    @Test func arrayPolicyChoosesSkipOrThrow() throws {
        let registry = DynamicDecodableRegistry()
        registry.register(Text.self, typeIdentifier: "text")
        let json: JSONValue = [["type": "text", "text": "a"], ["type": "image"], ["type": "text"]]
        func decode(_ policy: DynamicArrayPolicy) throws -> Int {
            let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry, .dynamicArrayPolicy: policy])
            return try decoder.decode(DynamicArray<any Widget>.self, from: json).values.count
        }
        #expect(throws: StratusCodableError.self) { try decode(.strict) }
        #expect(throws: StratusCodableError.self) { try decode(.skipUnknownTypes) }
        #expect(try decode(.skipFailures) == 1)
        let known: JSONValue = [["type": "text", "text": "a"], ["type": "image"]]
        let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry])
        #expect(try decoder.decode(DynamicArray<any Widget>.self, from: known).values.count == 1)
    }

    @Test func optionalDynamicValuesAreNilWhenMissing() throws {
        let registry = DynamicDecodableRegistry()
        registry.register(Text.self, typeIdentifier: "text")
        struct Screen: Decodable { @Dynamic var child: (any Widget)?; @DynamicArray var children: [any Widget] }
        let decoder = StratusDecoder(userInfo: [.dynamicDecodableRegistry: registry])
        let empty = try decoder.decode(Screen.self, from: [:])
        #expect(empty.child == nil)
        #expect(empty.children.isEmpty)
        let full = try decoder.decode(Screen.self, from: ["child": ["type": "text", "text": "t"]])
        #expect((full.child as? Text)?.text == "t")
    }

    @Test func dynamicValuesEncodeAsTheirConcreteType() throws {
        struct Screen: Codable { @Dynamic var child: any Widget }
        let value = try StratusEncoder().encode(Screen(child: Text(type: "text", text: "x")))
        #expect(value == ["child": ["type": "text", "text": "x"]])
    }

    @Test func registryIsSafeUnderConcurrentUse() async {
        let registry = DynamicDecodableRegistry()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { registry.register(Text.self, typeIdentifier: "t\(index)") }
                group.addTask { _ = try? registry.type(for: "t\(index)") }
            }
        }
        #expect(registry.typeIdentifiers.count == 50)
    }
}

protocol Widget: DynamicCodable {}

struct Text: Widget, Equatable {
    var type: String?
    var text: String
}
