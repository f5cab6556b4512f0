import Foundation
import Testing
import StratusCodable

// The "vanilla Codable" example of KeyedCodable's README (dgrzeszczak/KeyedCodable README.md), as written, next to its
// KeyedCodable equivalent: both must read and write the same JSON.

private struct Coordinate {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
        case additionalInfo
    }

    enum AdditionalInfoKeys: String, CodingKey {
        case elevation
    }
}

extension Coordinate: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try values.decode(Double.self, forKey: .latitude)
        longitude = try values.decode(Double.self, forKey: .longitude)

        let additionalInfo = try values.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        elevation = try additionalInfo.decode(Double.self, forKey: .elevation)
    }
}

extension Coordinate: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)

        var additionalInfo = container.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        try additionalInfo.encode(elevation, forKey: .elevation)
    }
}

private struct KeyedCoordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, KeyedKey {
        case latitude
        case longitude
        case elevation = "additionalInfo.elevation"
    }
}

// Part of the serialized KeyedCodable suite: another of its tests changes `KeyedConfig.default` for a moment.
extension KeyedCodableSeedExampleTests {
    @Test func vanillaAndKeyedCodableReadAndWriteTheSameJSON() throws {
        let data = Data(#"{"latitude":1.5,"longitude":2.5,"additionalInfo":{"elevation":3.5}}"#.utf8)
        for decoder in [JSONDecoder(), KeyedJSONDecoder()] {
            let vanilla = try decoder.decode(Coordinate.self, from: data)
            let keyed = try decoder.decode(Keyed<KeyedCoordinate>.self, from: data).value
            #expect(keyed == KeyedCoordinate(latitude: vanilla.latitude, longitude: vanilla.longitude, elevation: vanilla.elevation))
        }
        let vanilla = try StratusDecoder().decode(Coordinate.self, from: data)
        #expect(vanilla.elevation == 3.5)
        let keyed = try StratusDecoder().decode(KeyedCoordinate.self, from: data)
        #expect(try StratusEncoder().encode(vanilla) == StratusEncoder().encode(Keyed(keyed)))
        #expect(try JSONValue(parsing: JSONEncoder().encode(vanilla)) == JSONValue(parsing: KeyedJSONEncoder().encode(keyed)))
    }
}
