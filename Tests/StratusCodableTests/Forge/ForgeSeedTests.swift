import Foundation
import Testing
import StratusCodable

// Forge's guide to decoding model objects (Docs/StratusCodable.md, "Forge: formats, bodies, updates"): every example,
// with an `HTTPBody` standing in for `someRequest.body` / `someResponse.body`.

private struct MyType: Codable, Equatable {
    let id: Int
    var name: String
}

private struct MyUpdatableType: DecoderUpdatable, Equatable {
    let id: Int
    var name: String

    enum Key: String, CodingKey {
        case id
        case name
    }

    mutating func update(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        name = try container.decode(String.self, forKey: .name)
    }
}

private final class Parent: DecoderUpdatable {
    let id: Int
    var name: String?
    var child: MyUpdatableType

    init(id: Int, name: String?, child: MyUpdatableType) {
        self.id = id
        self.name = name
        self.child = child
    }

    enum Key: String, CodingKey {
        case id
        case name
        case child
    }

    func update(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        name = try container.decode(String.self, forKey: .name)
        child = try container.update(child, forKey: .child)
    }
}

/// Stands in for CLLocation, which is not on Linux: a class that is not Decodable.
private final class Location {
    let latitude: Double
    let longitude: Double
    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

private struct LocationFactory: DecodingFactory {
    enum Key: String, CodingKey {
        case latitude
        case longitude
    }

    func create(from decoder: Decoder) throws -> Location {
        let container = try decoder.container(keyedBy: Key.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        return Location(latitude: latitude, longitude: longitude)
    }
}

private struct User: MatchKeyUpdatable, Equatable {
    static let matchKeys: [MatchKey] = [.key(Key.id)]

    var id: Int
    var name: String

    enum Key: String, CodingKey {
        case id
        case name
    }

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
    }

    mutating func update(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
    }
}

@Suite struct ForgeSeedTests {
    @Test func bodiesEncodeAndDecodeCodableValues() throws {
        var body = HTTPBody()
        let myObject = MyType(id: 1, name: "Bob")
        try body.encode(myObject)
        #expect(try JSONValue(parsing: body.data) == ["id": 1, "name": "Bob"])
        let value = try body.decode(as: MyType.self)
        #expect(value == myObject)
    }

    @Test func updatableValuesAreUpdatedFromBodies() throws {
        let body = HTTPBody(data: Data(#"{"id": 9, "name": "new name"}"#.utf8))
        let myObject = MyUpdatableType(id: 1, name: "old name")
        let updated = try body.update(myObject)
        #expect(updated == MyUpdatableType(id: 1, name: "new name"))
        #expect(myObject.name == "old name")
    }

    @Test func referenceTypesAreUpdatedInPlaceThroughContainers() throws {
        let body = HTTPBody(data: Data(#"{"name": "Parent New Name", "child": {"name": "Child New Name"}}"#.utf8))
        let myObject = MyUpdatableType(id: 1, name: "old name")
        let parent = Parent(id: 2, name: "Parent Old Name", child: myObject)
        try body.update(parent)
        #expect(parent.name == "Parent New Name")
        #expect(parent.child == MyUpdatableType(id: 1, name: "Child New Name"))
        #expect(parent.id == 2)
    }

    @Test func factoriesBuildNonDecodableTypes() throws {
        let body = HTTPBody(data: Data(#"{"latitude": 52.5, "longitude": 13.4}"#.utf8))
        let location = try body.decode(using: LocationFactory())
        #expect(location.latitude == 52.5)
        #expect(location.longitude == 13.4)
        let stratusBody = HTTPBody(data: Data(#"{"latitude": "52.5", "longitude": 13}"#.utf8), decodingFormat: StratusDecoder())
        #expect(try stratusBody.decode(using: LocationFactory()).latitude == 52.5)
    }

    @Test func formatsCanBeChangedOrPassedExplicitly() throws {
        var body = HTTPBody()
        let myObject = MyType(id: 1, name: "Bob")
        body.encodingFormat = PropertyListEncoder()
        try body.encode(myObject)
        #expect(throws: (any Error).self) { try body.decode(as: MyType.self) }
        #expect(try body.decode(as: MyType.self, with: PropertyListDecoder()) == myObject)
        try body.encode(myObject, with: JSONEncoder())
        #expect(try body.decode(as: MyType.self) == myObject)
        #expect(try body.decode(as: MyType.self, with: StratusDecoder()) == myObject)
    }

    @Test func badDataGivesADecoderThatThrows() {
        let body = HTTPBody(data: Data("{".utf8), decodingFormat: StratusDecoder())
        #expect(throws: StratusCodableError.self) { try body.decode(using: LocationFactory()) }
        #expect(throws: (any Error).self) { try HTTPBody(data: Data("{".utf8)).decode(using: LocationFactory()) }
    }

    @Test func yamlScreensDecodeThroughTheYAMLFormat() throws {
        let yaml = """
            id: 3
            name: Bob
            """
        let body = HTTPBody(data: Data(yaml.utf8), decodingFormat: YAMLDecodingFormat())
        #expect(try body.decode(as: MyType.self) == MyType(id: 3, name: "Bob"))
        #expect(try body.decode(using: LocationFactory().yamlFallback) == nil)
        var out = HTTPBody()
        try out.encode(MyType(id: 3, name: "Bob"), with: YAMLEncodingFormat())
        #expect(try JSONValue(parsingYAML: out.text) == ["id": 3, "name": "Bob"])
    }

    @Test func yamlParsesToJSONValuesKeepingOrderAndKinds() throws {
        let value = try JSONValue(parsingYAML: """
            _:component: layout:column
            children:
              - _:component: layout:text
                properties:
                  text: "42"
                  size: 12
                  ratio: 1.5
                  bold: true
                  none: null
            """)
        #expect(value == [
            "_:component": "layout:column",
            "children": [["_:component": "layout:text", "properties": ["text": "42", "size": 12, "ratio": 1.5, "bold": true, "none": nil]]],
        ])
        #expect(value.objectValue.map { Array($0.keys) } == ["_:component", "children"])
        do {
            _ = try JSONValue(parsingYAML: "a: [1, 2\nb: 3")
            Issue.record("parsed invalid YAML")
        } catch {
            #expect(error.position != nil)
        }
    }

    @Test func createOrUpdateMatchesByKeys() throws {
        var users = [User(id: 1, name: "Ann"), User(id: 2, name: "Bo")]
        let decoder = StratusDecoder()
        let updateBody = HTTPBody(data: Data(#"{"id": 2, "name": "Bob"}"#.utf8), decodingFormat: decoder)
        try users.createOrUpdate(from: decoder.decoder(for: updateBody.data))
        #expect(users == [User(id: 1, name: "Ann"), User(id: 2, name: "Bob")])
        try users.createOrUpdateAll(from: decoder.decoder(for: Data(#"[{"id": 3, "name": "Cy"}, {"id": 1, "name": "Anne"}]"#.utf8)))
        #expect(users == [User(id: 1, name: "Anne"), User(id: 2, name: "Bob"), User(id: 3, name: "Cy")])
        let store = ModelStore(users)
        let created = try updateBody.decode(using: CreateOrUpdateFactory(store: store))
        #expect(created == User(id: 2, name: "Bob"))
        #expect(store.models.count == 3)
    }

    /// Servers send identifiers as numbers or as strings; a `"2"` updates the stored `2` instead of duplicating it.
    @Test func createOrUpdateMatchesANumericStringWithTheStoredNumber() throws {
        var users = [User(id: 1, name: "Ann"), User(id: 2, name: "Bo")]
        let decoder = StratusDecoder()
        try users.createOrUpdate(from: decoder.decoder(for: Data(#"{"id": "2", "name": "Bob"}"#.utf8)))
        #expect(users == [User(id: 1, name: "Ann"), User(id: 2, name: "Bob")])
        try users.createOrUpdate(from: decoder.decoder(for: Data(#"{"id": "3", "name": "Cy"}"#.utf8)))
        #expect(users == [User(id: 1, name: "Ann"), User(id: 2, name: "Bob"), User(id: 3, name: "Cy")])
    }
}

private extension LocationFactory {
    /// A factory whose result is optional, to check that YAML bodies reach factories too.
    var yamlFallback: OptionalLocationFactory { OptionalLocationFactory() }
}

private struct OptionalLocationFactory: DecodingFactory {
    func create(from decoder: Decoder) throws -> Location? {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard container.contains(AnyCodingKey("latitude")) else { return nil }
        return try LocationFactory().create(from: decoder)
    }
}
