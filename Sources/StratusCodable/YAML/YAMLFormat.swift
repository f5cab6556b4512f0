import Foundation
import Yams

extension JSONValue {
    /// Parses YAML into a JSON value, so that screens can be written in YAML, by the rules of ``YAMLDocument``
    /// (the YAML 1.2 core schema, duplicate keys refused). (When decoding a `String` through
    /// ``YAMLDecodingFormat``, a number keeps the text it was written with: `0123` stays `"0123"`.)
    ///
    /// - Throws: ``StratusCodableError`` with the line and column of the problem.
    public init(parsingYAML text: String) throws(StratusCodableError) {
        self = try YAMLDocument(parsing: text).value
    }
}

/// Decodes YAML bytes through ``StratusDecoder`` (its policy, userInfo and error messages).
public struct YAMLDecodingFormat: DecodingFormat {
    /// The decoder applied to the parsed YAML.
    public var decoder: StratusDecoder

    /// Creates a YAML format; by default with the nimbus policy.
    public init(decoder: StratusDecoder = StratusDecoder()) {
        self.decoder = decoder
    }

    /// A decoder over the YAML in `data`; bad YAML gives a decoder that throws the parse error.
    public func decoder(for data: Data) -> any Decoder {
        do {
            let document = try YAMLDocument(parsing: String(decoding: data, as: UTF8.self))
            let context = decoder.makeContext(collecting: false)
            context.numberTexts = document.numberTexts
            return JSONValueDecoder(value: document.value, path: [], context: context)
        } catch {
            return FailingDecoder(error: error)
        }
    }

    /// Decodes a `T` from the YAML in `data`; a `String` target keeps a number's text as written (`0123`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let document = try YAMLDocument(parsing: String(decoding: data, as: UTF8.self))
        return try decoder.decode(T.self, from: document.value, numberTexts: document.numberTexts)
    }
}

/// Encodes values as YAML text through Yams.
public struct YAMLEncodingFormat: EncodingFormat {
    /// Creates a YAML encoding format.
    public init() {}

    /// Encodes `value` as UTF-8 YAML.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try YAMLEncoder().encode(value).utf8)
    }
}
