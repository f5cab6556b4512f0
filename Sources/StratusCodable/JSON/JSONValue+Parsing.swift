import Foundation

extension JSONValue {
    /// Parses JSON text with the strict defaults of ``JSONParsingOptions``.
    ///
    /// - Throws: ``StratusCodableError`` with the line, column and byte offset of the problem.
    public init(parsing text: String) throws(StratusCodableError) {
        try self.init(parsing: text, options: .default)
    }

    /// Parses JSON text with the given options.
    public init(parsing text: String, options: JSONParsingOptions) throws(StratusCodableError) {
        var text = text
        let result: Result<JSONValue, StratusCodableError> = text.withUTF8 { buffer in
            Self.parse(buffer, options: options)
        }
        self = try result.get()
    }

    /// Parses UTF-8 encoded JSON with the strict defaults of ``JSONParsingOptions``.
    ///
    /// - Throws: ``StratusCodableError`` with the line, column and byte offset of the problem.
    public init(parsing data: Data) throws(StratusCodableError) {
        try self.init(parsing: data, options: .default)
    }

    /// Parses UTF-8 encoded JSON with the given options.
    public init(parsing data: Data, options: JSONParsingOptions) throws(StratusCodableError) {
        let result: Result<JSONValue, StratusCodableError> = data.withUnsafeBytes { raw in
            Self.parse(raw.bindMemory(to: UInt8.self), options: options)
        }
        self = try result.get()
    }

    /// Parses UTF-8 encoded JSON from a byte array.
    public init(parsing bytes: [UInt8], options: JSONParsingOptions = .default) throws(StratusCodableError) {
        let result: Result<JSONValue, StratusCodableError> = bytes.withUnsafeBufferPointer { buffer in
            Self.parse(buffer, options: options)
        }
        self = try result.get()
    }

    private static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions
    ) -> Result<JSONValue, StratusCodableError> {
        var parser = JSONParser(bytes: buffer, options: options)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}
