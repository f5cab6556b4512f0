/// A file path cut at its last slash into the folder and the name, read from the path's bytes.
///
/// Foundation's `lastPathComponent` and `deletingLastPathComponent()` give the same parts, but reach them through the
/// URL's decoded path, whose first use makes the Swift runtime search every protocol conformance record of the program
/// (Docs/Evidence.md, "Catalogue first frame: render's command line and first-time type checks"); a screen's path is
/// read on every first frame.
struct FilePathParts {
    /// The folder, without its trailing slash: `/…/Screens` of `/…/Screens/catalogue.json`, `/` for `/catalogue.json`.
    let folder: Substring
    /// The last component: `catalogue.json`; empty for a path that ends in a slash.
    let name: Substring

    /// The parts of `path`, nil when it has no slash.
    init?(_ path: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        folder = slash == path.startIndex ? path[...slash] : path[..<slash]
        name = path[path.index(after: slash)...]
    }
}
