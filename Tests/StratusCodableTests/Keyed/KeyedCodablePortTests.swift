import Foundation
import StratusCodable
import Testing

// KeyedCodable's own test suite (dgrzeszczak/KeyedCodable, folder KeyedCodableTests), run as a user migrating from
// KeyedCodable would: the same models, inputs and expected values, through every `KeyedRoute`.

// MARK: - Nested keys (upstream InnerTests)

private let innerJSON = """
    {
        "inner": {
            "greeting": "Hallo world",
            "details": {
                "description": "Its nice here"
            }
        }
    }
    """

private struct StandardExample: Codable {
    let inner: Inner
    struct Inner: Codable {
        let greeting: String
        let details: Details
    }
    struct Details: Codable {
        let description: String
    }
}

private struct InnerExample: Codable {
    let greeting: String
    let description: String
    enum CodingKeys: String, KeyedKey {
        case greeting = "inner.greeting"
        case description = "inner.details.description"
    }
}

/// `details` and `greeting` share the member `inner`: encoding must keep both.
private struct OverlappingInnerExample: Codable {
    let greeting: String
    let description: String
    let details: Details
    struct Details: Codable {
        enum CodingKeys: String, KeyedKey {
            case description = "details.description"
        }
        let description: String
    }
    enum CodingKeys: String, KeyedKey {
        case greeting = "inner.greeting"
        case description = "inner.details.description"
        case details = "inner"
    }
}

private struct ResponseUser: Codable {
    var name: String?
}

private struct OrderData: Codable {
    var orderCount: Int
}

private struct ApiResponse<Payload: Codable>: Codable {
    var result: String
    var user: ResponseUser?
    var address: String
    var data: Payload?
    enum CodingKeys: String, KeyedKey {
        case result
        case user = "data.user"
        case address = "data.user.address"
        case data
    }
}

private let orderResponseJSON = """
    {
        "result":"OK",
        "data":{
            "user": {
                "name":"John",
                "address":"New York"
            },
            "orderCount":10
        }
    }
    """

private struct Empty: Codable {}

private struct NilOnly: Codable {
    let nilValue: Int?
}

@Suite struct KeyedCodableInnerPortTests {
    @Test(arguments: KeyedRoute.allCases)
    func emptyObjectRoundTrips(route: KeyedRoute) throws {
        try route.checkRoundTrip(Empty.self, json: "{}") { _ in }
    }

    @Test(arguments: KeyedRoute.allCases)
    func nilOptionalIsLeftOut(route: KeyedRoute) throws {
        #expect(String(decoding: try route.encode(NilOnly(nilValue: nil)), as: UTF8.self) == "{}")
        try route.checkRoundTrip(NilOnly.self, json: "{}") { #expect($0.nilValue == nil) }
    }

    @Test(arguments: KeyedRoute.allCases)
    func nestedKeysReadAndWriteNestedObjects(route: KeyedRoute) throws {
        try route.checkRoundTrip(InnerExample.self, json: innerJSON) {
            #expect($0.greeting == "Hallo world")
            #expect($0.description == "Its nice here")
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func plainNestedStructsRoundTrip(route: KeyedRoute) throws {
        try route.checkRoundTrip(StandardExample.self, json: innerJSON) {
            #expect($0.inner.greeting == "Hallo world")
            #expect($0.inner.details.description == "Its nice here")
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func overlappingKeyPathsKeepEveryValue(route: KeyedRoute) throws {
        try route.checkRoundTrip(OverlappingInnerExample.self, json: innerJSON) {
            #expect($0.greeting == "Hallo world")
            #expect($0.description == "Its nice here")
            #expect($0.details.description == "Its nice here")
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func genericResponseMergesItsOverlappingMembers(route: KeyedRoute) throws {
        try route.checkRoundTrip(ApiResponse<OrderData>.self, json: orderResponseJSON) {
            #expect($0.result == "OK")
            #expect($0.address == "New York")
            #expect($0.user?.name == "John")
            #expect($0.data?.orderCount == 10)
        }
    }

    @Test func stratusEncoderWritesKeyedPathsAsStratusDecoderReadsThem() throws {
        let model = InnerExample(greeting: "hi", description: "there")
        let encoded = try StratusEncoder().encode(model)
        #expect(encoded == ["inner": ["greeting": "hi", "details": ["description": "there"]]])
        let decoded = try StratusDecoder().decode(InnerExample.self, from: encoded)
        #expect(decoded.greeting == "hi" && decoded.description == "there")
    }
}

// MARK: - Flat objects (upstream FlatTests)

private let flatJSON = """
    {
        "inner": {
            "greeting": "hallo"
        },
        "longitude": 3.2,
        "latitude": 3.4
    }
    """

private struct Location: Codable {
    let latitude: Double
    let longitude: Double?
}

private struct InnerWithFlatExample: Codable {
    let greeting: String
    let location: Location?
    enum CodingKeys: String, KeyedKey {
        case greeting = "inner.greeting"
        case location = ""
    }
}

private struct InnerWithFlatWrapperExample: Codable {
    let greeting: String
    @Flat private(set) var location: Location?
    enum CodingKeys: String, KeyedKey {
        case greeting = "inner.greeting"
        case location
    }
}

@Suite struct KeyedCodableFlatPortTests {
    @Test(arguments: KeyedRoute.allCases)
    func emptyKeyIsAFlatObject(route: KeyedRoute) throws {
        try route.checkRoundTrip(InnerWithFlatExample.self, json: flatJSON) {
            #expect($0.greeting == "hallo")
            #expect($0.location?.latitude == 3.4)
            #expect($0.location?.longitude == 3.2)
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func flatWrapperReadsTheParentLevel(route: KeyedRoute) throws {
        try route.checkRoundTrip(InnerWithFlatWrapperExample.self, json: flatJSON) {
            #expect($0.greeting == "hallo")
            #expect($0.location?.latitude == 3.4)
            #expect($0.location?.longitude == 3.2)
        }
    }
}

// MARK: - Flat arrays (upstream OptionalArrayElementTests)

private let arrayJSON = """
    {
        "array": [
            { "element": 1 },
            {},
            { "element": 3 },
            { "element": 4 }
        ]
    }
    """

private struct ArrayElement: Codable {
    let element: Int
}

private struct OptionalArrayElementsExample: Codable {
    let array: [ArrayElement]
    enum CodingKeys: String, KeyedKey {
        case array = ".array"
    }
}

private struct OptionalArrayElementsWrapperExample: Codable {
    @Flat private(set) var array: [ArrayElement]
}

@Suite struct KeyedCodableFlatArrayPortTests {
    /// The element that cannot be decoded is dropped; the others keep their order.
    private func checkElements(_ array: [ArrayElement]) {
        #expect(array.map(\.element) == [1, 3, 4])
    }

    @Test(arguments: KeyedRoute.allCases)
    func dotPrefixMakesALossyArray(route: KeyedRoute) throws {
        try route.checkRoundTrip(OptionalArrayElementsExample.self, json: arrayJSON, sameJSON: false) {
            checkElements($0.array)
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func flatWrapperMakesALossyArray(route: KeyedRoute) throws {
        try route.checkRoundTrip(OptionalArrayElementsWrapperExample.self, json: arrayJSON, sameJSON: false) {
            checkElements($0.array)
        }
    }
}

// MARK: - Key options (upstream KeyOptionsTests)

private let keyOptionsJSON = """
    {
        "* name": "John",
        "": {
            ".greeting": "Hallo world",
            "details": {
                "description": "Its nice here"
            }
        },
        "longitude": 3.2,
        "latitude": 3.4,
        "array": [ { "element": 1 }, {}, { "element": 3 }, { "element": 4 } ],
        "* array1": [ { "element": 1 }, {}, { "element": 3 }, { "element": 4 } ]
    }
    """

private struct KeyOptionsExample: Codable {
    let greeting: String
    let description: String
    let name: String
    let location: Location
    let array: [ArrayElement]
    let array1: [ArrayElement]

    enum CodingKeys: String, KeyedKey {
        case location = "__"
        case name = "* name"
        case greeting = "+.greeting"
        case description = ".details.description"
        case array = "### .array"
        case array1 = "### .* array1"

        var options: KeyOptions? {
            switch self {
            case .greeting: return KeyOptions(delimiter: .character("+"), flat: .none)
            case .description: return KeyOptions(flat: .none)
            case .location: return KeyOptions(flat: .string("__"))
            case .array, .array1: return KeyOptions(flat: .string("### "))
            default: return nil
            }
        }
    }
}

@Suite struct KeyedCodableKeyOptionsPortTests {
    @Test(arguments: KeyedRoute.allCases)
    func perKeyDelimitersAndFlatMarkers(route: KeyedRoute) throws {
        try route.checkRoundTrip(KeyOptionsExample.self, json: keyOptionsJSON, sameJSON: false) {
            #expect($0.name == "John")
            #expect($0.greeting == "Hallo world")
            #expect($0.description == "Its nice here")
            #expect($0.location.latitude == 3.4)
            #expect($0.location.longitude == 3.2)
            #expect($0.array.map(\.element) == [1, 3, 4])
            #expect($0.array1.map(\.element) == [1, 3, 4])
        }
    }

    @Test func stratusEncoderWritesKeyOptionsAsTheyAreRead() throws {
        let model = try StratusDecoder().decode(KeyOptionsExample.self, parsing: keyOptionsJSON)
        let encoded = try StratusEncoder().encode(model)
        #expect(encoded["* name"] == "John")
        #expect(encoded[""]?[".greeting"] == "Hallo world")
        #expect(encoded[""]?["details"]?["description"] == "Its nice here")
        #expect(encoded["latitude"] == 3.4)
        #expect(encoded["array"] == [["element": 1], ["element": 3], ["element": 4]])
        #expect(encoded["* array1"]?.arrayValue?.count == 3)
    }
}

// MARK: - All keys of a nested container (upstream AllKeysTests)

private let vaultJSON = """
    {
        "vault": {
            "0": { "type": "Braintree_CreditCard", "_attributes": { "default": false } },
            "1": { "type": "Braintree_CreditCard", "_attributes": { "default": true } },
            "2": { "type": "Braintree_PayPalAccount", "_attributes": { "default": false } },
            "autoTopup": "9969dc"
        }
    }
    """

private struct PaymentMethod: Decodable {
    let type: String
    let isDefault: Bool
    enum CodingKeys: String, KeyedKey {
        case type
        case isDefault = "_attributes.default"
    }
}

private struct PaymentMethods: Decodable {
    let userPaymentMethods: [PaymentMethod]
    let autoTopUpToken: String?

    enum CodingKeys: String, KeyedKey {
        case autoTopUpToken = "vault.autoTopup"
        case vault
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        autoTopUpToken = try container.decode(String.self, forKey: .autoTopUpToken)
        let vault = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .vault)
        userPaymentMethods = vault.allKeys
            .sorted { $0.stringValue < $1.stringValue }
            .compactMap { try? vault.decode(PaymentMethod.self, forKey: $0) }
    }
}

@Suite struct KeyedCodableAllKeysPortTests {
    @Test(arguments: KeyedRoute.allCases)
    func nestedAnyKeyContainerListsEveryKey(route: KeyedRoute) throws {
        let methods = try route.decode(PaymentMethods.self, from: vaultJSON)
        #expect(methods.userPaymentMethods.count == 3)
        #expect(methods.userPaymentMethods[1].type == "Braintree_CreditCard")
        #expect(methods.userPaymentMethods[1].isDefault == true)
        #expect(methods.autoTopUpToken == "9969dc")
    }
}

// MARK: - A key chosen at run time (upstream DecodePathTest)

private struct Token: Codable {
    let accessToken: String
    let expiresIn: Int
    let refreshToken: String
    /// A plain `CodingKey`: its dot is part of the name, never a path.
    enum CodingKeys: String, CodingKey {
        case accessToken = "access.token"
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
    }
}

/// Upstream changes a static key path between two runs; here each location is a type.
private protocol TokenLocation { static var key: String { get } }
private enum TokenUnderData: TokenLocation { static let key = "data" }
private enum TokenAtTopLevel: TokenLocation { static let key = "" }

private struct TokenContainer<Place: TokenLocation>: Codable {
    var token: Token

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        token = try container.decode(Token.self, forKey: AnyKey(stringValue: Place.key))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try container.encodeIfPresent(token, forKey: AnyKey(stringValue: Place.key))
    }
}

@Suite struct KeyedCodableDecodePathPortTests {
    private func checkToken(_ token: Token) {
        #expect(token.accessToken == "access")
        #expect(token.expiresIn == 2)
        #expect(token.refreshToken == "refresh")
    }

    @Test(arguments: KeyedRoute.allCases)
    func anyKeyReadsANestedObject(route: KeyedRoute) throws {
        let json = #"{ "data": { "access.token": "access", "expires_in": 2, "refresh_token": "refresh" } }"#
        try route.checkRoundTrip(TokenContainer<TokenUnderData>.self, json: json) { checkToken($0.token) }
    }

    @Test(arguments: KeyedRoute.allCases)
    func emptyAnyKeyReadsTheSameLevel(route: KeyedRoute) throws {
        let json = #"{ "access.token": "access", "expires_in": 2, "refresh_token": "refresh" }"#
        try route.checkRoundTrip(TokenContainer<TokenAtTopLevel>.self, json: json) { checkToken($0.token) }
    }
}

// MARK: - `.keyed` helpers on any value (upstream ExtensionTests)

private struct Model: Codable {
    var property: Int
}

@Suite struct KeyedCodableExtensionPortTests {
    @Test func singleModel() throws {
        var model = try Model.keyed.fromJSON(#"{ "property":3 }"#)
        #expect(model.property == 3)
        model = try Model.keyed.fromJSON(try Optional(model).keyed.jsonData())
        #expect(model.property == 3)
    }

    @Test func arrayOfModels() throws {
        var models = try [Model].keyed.fromJSON(#"[ {"property":3}, {"property":4}, {"property":5} ]"#)
        #expect(models[0].property == 3)
        models = try [Model].keyed.fromJSON(try models.keyed.jsonData())
        #expect(models.map(\.property) == [3, 4, 5])
    }

    @Test func arrayOfIntegers() throws {
        var values = try [Int].keyed.fromJSON("[1, 2, 3]")
        #expect(values[1] == 2)
        values = try [Int].keyed.fromJSON(try values.keyed.jsonData())
        #expect(values == [1, 2, 3])
    }

    @Test func integer() throws {
        var value = try Int.keyed.fromJSON("3")
        #expect(value == 3)
        value = try Int.keyed.fromJSON(try value.keyed.jsonData())
        #expect(value == 3)
    }

    @Test func float() throws {
        var value = try Float.keyed.fromJSON("3.3")
        #expect(value == 3.3)
        value = try Float.keyed.fromJSON(try value.keyed.jsonData())
        #expect(value == 3.3)
    }

    @Test func bareTextDecodesAsAString() throws {
        var value = try String.keyed.fromJSON("domek")
        #expect(value == "domek")
        value = try String.keyed.fromJSON(try value.keyed.jsonData())
        #expect(value == "domek")
    }

    @Test func bareTextIsStillAnErrorForOtherTypes() {
        #expect(throws: (any Error).self) { try Int.keyed.fromJSON("domek") }
    }
}

// MARK: - Transformers (upstream TransformersTests)

private struct NotCodable {
    let id: Int
}

private enum NonCodableTransformer<Object>: Transformer {
    static func transform(from decodable: Int) -> Any? { NotCodable(id: decodable) }
    static func transform(object: Object) -> Int? { (object as? NotCodable)?.id }
}

private struct SomeCodable: Codable {
    @CodedBy<NonCodableTransformer> var some: NotCodable
}

/// Upstream's formatter runs in its author's time zone (UTC+2 in May): the expected instants below are facts of
/// that zone, so the zone is fixed here.
private enum DayTransformer<Object>: Transformer {
    static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Warsaw")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    static func transform(from decodable: String) -> Any? { formatter.date(from: decodable) }

    static func transform(object: Object) -> String? {
        guard let date = object as? Date else { return nil }
        return formatter.string(from: date)
    }
}

private struct TransformedDates: Codable {
    @CodedBy<DayTransformer> var date0: Date!
    @CodedBy<DayTransformer> var date1: Date
    @CodedBy<DayTransformer> var date2: Date?
    @CodedBy<DayTransformer> var date3: Date?
}

private struct OptionalTransformedDate: Codable {
    @CodedBy<DayTransformer> var date4: Date!
}

@Suite struct KeyedCodableTransformerPortTests {
    @Test(arguments: KeyedRoute.allCases)
    func datesGoThroughTheirTransformer(route: KeyedRoute) throws {
        let json = #"{ "date0": "2012-05-01", "date1": "2012-05-02", "date2": "2012-05-03" }"#
        try route.checkRoundTrip(TransformedDates.self, json: json) {
            #expect($0.date0.timeIntervalSince1970 == 1_335_823_200)
            #expect($0.date1 == Date(timeIntervalSince1970: 1_335_909_600))
            #expect($0.date2 == Date(timeIntervalSince1970: 1_335_996_000))
            #expect($0.date3 == nil)
        }
    }

    @Test(arguments: KeyedRoute.allCases)
    func nilTransformedValueLeavesTheKeyOut(route: KeyedRoute) throws {
        let model = try route.decode(OptionalTransformedDate.self, from: "{}")
        #expect(String(decoding: try route.encode(model), as: UTF8.self) == "{}")
    }

    @Test(arguments: KeyedRoute.allCases)
    func transformerMakesATypeThatIsNotCodable(route: KeyedRoute) throws {
        try route.checkRoundTrip(SomeCodable.self, json: #"{ "some": 3 }"#) { #expect($0.some.id == 3) }
    }
}

// MARK: - Zero values (upstream ZeroDecodableTests)

private struct ZeroTestCodable: Codable {
    @Zero var property: Int
}

private struct ZeroTestOptionalCodable: Codable {
    @Zero var property: Int?
}

private struct ZeroTestImplicitCodable: Decodable {
    @Zero var property: Int?
}

@Suite struct KeyedCodableZeroPortTests {
    @Test func zeroOfAPlainModel() throws {
        let zero = try StandardExample.keyed.zero()
        #expect(zero.inner.details.description == "")
        #expect(zero.inner.greeting == "")
    }

    @Test(arguments: KeyedRoute.allCases)
    func missingKeyGivesZero(route: KeyedRoute) throws {
        #expect(try route.decode(ZeroTestCodable.self, from: "{ }").property == 0)
        #expect(try route.decode(ZeroTestOptionalCodable.self, from: "{ }").property == nil)
        #expect(try route.decode(ZeroTestImplicitCodable.self, from: "{ }").property == nil)
    }

    @Test(arguments: KeyedRoute.allCases)
    func zeroRoundTrips(route: KeyedRoute) throws {
        try route.checkRoundTrip(ZeroTestCodable.self, json: "{}", sameJSON: false) { #expect($0.property == 0) }
    }

    @Test(arguments: KeyedRoute.allCases)
    func nilZeroLeavesTheKeyOut(route: KeyedRoute) throws {
        let zero = try route.decode(ZeroTestOptionalCodable.self, from: "{}")
        #expect(String(decoding: try route.encode(zero), as: UTF8.self) == "{}")
    }
}
