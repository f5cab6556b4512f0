import Foundation

/// A document as every format sees it before one of them reads it: its bytes, the name it is reported under, and
/// what its name and origin say about it.
///
/// Formats recognise a document from these alone (``ScreenFormat/recognizes(_:)``), so that every command that
/// meets the same file (`check`, `render`, `run`, `test`) hands it to the same format.
public struct FormatDocument: Sendable {
    /// The whole text, as read.
    public var bytes: Data
    /// The file or URL, as problems name it.
    public var name: String
    /// The syntax its name (or its server's content type) says it is written in.
    public var syntax: DocumentSyntax
    /// The entry of a bundle asked for (`FILE#NAME`), nil for the whole document.
    public var entry: String?
    /// Whether the document was found while walking a folder rather than named: one that turns out to be no
    /// screen is then data (for requests), skipped by `stratus check` without a problem.
    public var foundInFolder: Bool

    /// A document.
    /// - Parameters:
    ///   - bytes: the whole text.
    ///   - name: the file or URL, as problems name it.
    ///   - syntax: the syntax; by default, the one `name` implies.
    ///   - entry: the bundle entry asked for, if any.
    ///   - foundInFolder: whether it was found in a folder rather than named.
    public init(bytes: Data, name: String, syntax: DocumentSyntax? = nil, entry: String? = nil,
                foundInFolder: Bool = false) {
        self.bytes = bytes
        self.name = name
        self.syntax = syntax ?? DocumentSyntax(path: name)
        self.entry = entry
        self.foundInFolder = foundInFolder
    }

    /// The first byte that is not white space (nor a byte order mark), or nil for a blank document.
    public var firstSignificantByte: UInt8? {
        var index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if ![0x20, 0x0A, 0x0D, 0x09].contains(byte) { return byte }
            index += 1
        }
        return nil
    }

    /// Whether `marker` occurs in the bytes (``contains(_:in:)``).
    public func contains(_ marker: String) -> Bool { Self.contains(marker, in: bytes) }

    /// Whether `marker` occurs in `bytes`: a linear scan of the bytes, since Foundation's string search reads the
    /// text as UTF-16 and the standard library's `firstRange(of:)` compares through generic metadata, each a large
    /// part of a second on megabytes.
    public static func contains(_ marker: String, in bytes: Data) -> Bool {
        let needle = Array(marker.utf8)
        return bytes.withUnsafeBytes { (haystack: UnsafeRawBufferPointer) -> Bool in
            guard let first = needle.first, haystack.count >= needle.count else { return false }
            var index = 0
            while index <= haystack.count - needle.count {
                if haystack[index] == first, needle.indices.allSatisfy({ haystack[index + $0] == needle[$0] }) { return true }
                index += 1
            }
            return false
        }
    }
}
