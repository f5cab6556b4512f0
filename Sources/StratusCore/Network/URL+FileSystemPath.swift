import Foundation

extension URL {
    /// The path of a file URL, as `path` gives it.
    ///
    /// Read from the URL's percent-encoded path when that holds no `%` and no trailing slash, as a screen's or a
    /// data file's URL does: it is then the path itself. Foundation's `path` decodes it with a set of a type its
    /// first use meets for the first time, which makes the Swift runtime search every protocol conformance record of
    /// the program (a tenth of a small screen's first frame). Other paths are Foundation's.
    public var fileSystemPath: String {
        let encoded = path(percentEncoded: true)
        guard let last = encoded.utf8.last, last != UInt8(ascii: "/") || encoded.utf8.count == 1,
              !encoded.utf8.contains(UInt8(ascii: "%")) else { return path }
        return encoded
    }
}
