import Foundation
import StratusCore
import StratusFormats

/// Where a screen comes from: a JSON or YAML file, one entry of a bundle file (`FILE#NAME`), or an http(s) URL.
///
/// A source reads its screen through the format that recognises its text (``ScreenFormatList``: a Nimbus screen,
/// or an A2UI stream read as the screen its surfaces make), so the value comes with where each of its parts stands
/// in the text, and it can tell whether its screen changed since a version it handed out: files compare their modification time and size first, then the hash of their bytes;
/// servers are asked with `If-None-Match`, which costs a `304` when nothing changed.
///
/// ```swift
/// let source = try #require(ScreenSource(url: URL(fileURLWithPath: "Screens/todo.json")))
/// let content = try await source.load()
/// if let newer = try await source.contentIfChanged(since: content.version) { ... }
/// ```
public struct ScreenSource: Sendable, Hashable, CustomStringConvertible {
    /// Where the screen is.
    public enum Location: Sendable, Hashable {
        /// A screen file: YAML when its name ends in `.yaml` or `.yml`, JSON otherwise.
        case file(path: String)
        /// The screen stored under `name` in a bundle file (an object of screens by name, as nimbus-core's
        /// test bundles). `name` may also be written as a route (`stateful-navigation-2` for
        /// `STATEFUL_NAVIGATION_2`, see ``ScreenBundle/key(forRoute:in:)``).
        case bundleEntry(file: String, name: String)
        /// A screen served over http or https: YAML when the server says so in `Content-Type`.
        case http(URL)
    }

    /// Where the screen is.
    public let location: Location

    /// A source at `location`.
    public init(_ location: Location) {
        self.location = location
    }

    /// The source a URL names: `file:///…/todo.json`, `file:///…/bundle.json#NAME` (a bundle entry), or an
    /// http(s) URL; nil for any other scheme.
    ///
    /// A file path without an extension finds `NAME.json`, `NAME.yaml` or `NAME.yml`, and a folder its index
    /// (``ScreenFolder/indexNames``), the way Nimbus screens push routes such as `/product`.
    public init?(url: URL) {
        switch url.scheme?.lowercased() {
        case "http"?, "https"?:
            location = .http(url)
        case "file"?:
            let path = Self.screenFile(at: url.fileSystemPath)
            if let name = url.fragment?.removingPercentEncoding, !name.isEmpty {
                location = .bundleEntry(file: path, name: name)
            } else {
                location = .file(path: path)
            }
        default:
            return nil
        }
    }

    /// The URL that names the source (see ``init(url:)``).
    public var url: URL {
        switch location {
        case .file(let path):
            return URL(fileURLWithPath: path)
        case .bundleEntry(let file, let name):
            var components = URLComponents(url: URL(fileURLWithPath: file), resolvingAgainstBaseURL: false)
            components?.fragment = name
            return components?.url ?? URL(fileURLWithPath: file)
        case .http(let url):
            return url
        }
    }

    /// The file the screen is read from, for a local source.
    public var filePath: String? {
        switch location {
        case .file(let path), .bundleEntry(let path, _): return path
        case .http: return nil
        }
    }

    /// The file problems in the screen are reported at: the file, or the URL.
    public var fileName: String { filePath ?? description }

    /// Whether the screen is read from this machine's files (and can be watched cheaply).
    public var isLocal: Bool { filePath != nil }

    /// The file, `FILE#NAME`, or the URL.
    public var description: String {
        switch location {
        case .file(let path): return path
        case .bundleEntry(let file, let name): return file + "#" + name
        case .http(let url): return url.absoluteString
        }
    }

    // MARK: - Reading

    /// Reads and parses the screen.
    /// - Parameters:
    ///   - formats: the formats that may read it (the app's, by default).
    ///   - network: the transport for an http(s) source.
    ///   - headers: extra request headers for an http(s) source.
    /// - Throws: `StratusAppError` with the file (or URL), line and column of a syntax error; `.targetNotFound`
    ///   for a missing file or bundle entry; `.screenLoadFailed` for a server that could not be reached or
    ///   answered with an error status.
    public func load(formats: ScreenFormatList = AppFormats.list(), network: any HTTPClientProtocol = AsyncHTTPTransport(),
                     headers: [String: String] = [:]) async throws(StratusAppError) -> ScreenContent {
        switch location {
        case .file, .bundleEntry:
            return try parse(try readFile(), formats: formats)
        case .http(let url):
            return try parse(try await fetch(url, network: network, headers: headers).body, formats: formats)
        }
    }

    /// The screen again when it changed since `version`, else nil.
    ///
    /// A file whose modification time and size are those of `version` is not read; one whose bytes hash to the
    /// same tag is not parsed. A server is asked with `If-None-Match`.
    /// - Throws: as ``load(network:headers:)``, for a screen that changed and no longer reads.
    public func contentIfChanged(since version: ScreenVersion, formats: ScreenFormatList = AppFormats.list(),
                                 network: any HTTPClientProtocol = AsyncHTTPTransport()) async throws(StratusAppError)
        -> ScreenContent? {
        let body: Body
        switch location {
        case .file, .bundleEntry:
            if let stamp = Self.stamp(of: filePath ?? ""), let known = version.fileStamp, stamp == known,
               stamp.modified.addingTimeInterval(1) < known.readAt {
                // A file changed in the same clock tick as it was read keeps its time: such a recent time is
                // not trusted, the bytes are compared (as git does with racily clean files).
                return nil
            }
            body = try readFile()
        case .http(let url):
            let answer = try await fetch(url, network: network, headers: ["If-None-Match": version.entityTag])
            guard answer.status != 304 else { return nil }
            body = answer.body
        }
        guard !EntityTag.weaklyEqual(body.version.entityTag, version.entityTag) else { return nil }
        return try parse(body, formats: formats)
    }

    // MARK: - Navigation

    /// The source a navigation from this screen leads to: `/other.json` or `other.json` is the file beside a
    /// file (a bundle first looks among its own entries), the same origin for a server; an absolute URL is
    /// its own source.
    public func resolving(_ reference: String) -> ScreenSource? {
        if let url = URL(string: reference), url.scheme != nil { return ScreenSource(url: url) }
        switch location {
        case .http(let base):
            let relative = reference.hasPrefix("/") ? reference : "./" + reference
            return URL(string: relative, relativeTo: base).map { ScreenSource(.http($0.absoluteURL)) }
        case .file(let path), .bundleEntry(let path, _):
            if case .bundleEntry = location, let document = try? ScreenDocument(contentsOfFile: path),
               case .object(let bundle) = document.value, ScreenBundle.key(forRoute: reference, in: bundle) != nil {
                return ScreenSource(.bundleEntry(file: path, name: Self.route(reference)))
            }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            var relative = reference
            while relative.hasPrefix("/") { relative.removeFirst() }
            return ScreenSource(url: URL(fileURLWithPath: relative, relativeTo: folder).standardizedFileURL)
        }
    }

    // MARK: - Internals

    /// Bytes read, how to parse them and the version they are.
    private struct Body {
        var bytes: Data
        var format: DocumentSyntax
        var version: ScreenVersion
    }

    private func readFile() throws(StratusAppError) -> Body {
        let path = filePath ?? ""
        let stamp = Self.stamp(of: path)
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw StratusAppError(.targetNotFound, "cannot read the file", file: path)
        }
        return Body(bytes: bytes, format: DocumentSyntax(path: path),
                    version: ScreenVersion(entityTag: EntityTag(of: bytes).headerValue, fileStamp: stamp))
    }

    private func fetch(_ url: URL, network: any HTTPClientProtocol,
                       headers: [String: String]) async throws(StratusAppError) -> (status: Int, body: Body) {
        let response: ServerDrivenResponse
        do {
            response = try await network.send(ServerDrivenRequest(url: url, headers: headers))
        } catch {
            throw StratusAppError(.screenLoadFailed, "could not fetch the screen: \(error)", file: url.absoluteString)
        }
        if response.status == 304 {
            return (304, Body(bytes: Data(), format: .json, version: ScreenVersion(entityTag: "")))
        }
        guard (200..<300).contains(response.status) else {
            let reason = response.statusText.isEmpty ? "" : " " + response.statusText
            throw StratusAppError(.screenLoadFailed, "the server answered \(response.status)\(reason)",
                                  file: url.absoluteString)
        }
        let tag = response.headers["etag"] ?? EntityTag(of: response.body).headerValue
        let format = DocumentSyntax(contentType: response.headers["content-type"], path: url.path)
        return (response.status, Body(bytes: response.body, format: format, version: ScreenVersion(entityTag: tag)))
    }

    /// The screen the format that recognises the bytes reads from them.
    private func parse(_ body: Body, formats: ScreenFormatList) throws(StratusAppError) -> ScreenContent {
        var entry: String?
        if case .bundleEntry(_, let name) = location { entry = name }
        let document = FormatDocument(bytes: body.bytes, name: fileName, syntax: body.format, entry: entry)
        do {
            let (reading, format) = try formats.read(document)
            return ScreenContent(reading, format: format.name, version: body.version, source: self, document: document)
        } catch {
            throw StratusAppError(error)
        }
    }

    /// A file's modification time and size, or nil when it cannot be read.
    ///
    /// Read with `stat` itself: `FileManager.attributesOfItem` hands them over as a dictionary of bridged values, and
    /// the casts that read them back were first-time conformance checks, each a search of every conformance record
    /// of the program (Docs/Evidence.md, "Catalogue first frame: render's command line and first-time type checks").
    private static func stamp(of path: String) -> ScreenVersion.FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if os(Linux)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        return ScreenVersion.FileStamp(
            modified: Date(timeIntervalSince1970: TimeInterval(modified.tv_sec) + TimeInterval(modified.tv_nsec) / 1e9),
            size: Int(status.st_size))
    }

    /// The file a path names: itself, a folder's index, or `NAME.json`/`.yaml`/`.yml` for a path without
    /// an extension; the path unchanged when none exists (reading it then says so).
    private static func screenFile(at path: String) -> String {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return path }
            let folder = path.hasSuffix("/") ? path : path + "/"
            return ScreenFolder.indexNames.map { folder + $0 }.first(where: files.fileExists(atPath:)) ?? path
        }
        guard !(path as NSString).lastPathComponent.contains(".") else { return path }
        return ScreenFolder.screenExtensions.map { path + "." + $0 }.first(where: files.fileExists(atPath:)) ?? path
    }

    /// A reference as a bundle entry name: `/screen2?x=1` → `screen2`.
    private static func route(_ reference: String) -> String {
        var name = reference
        while name.hasPrefix("/") { name.removeFirst() }
        if let query = name.firstIndex(of: "?") { name = String(name[..<query]) }
        return name
    }
}

/// A version of a screen, as a source handed it out, to ask later whether the screen changed.
public struct ScreenVersion: Sendable, Hashable {
    /// A file's modification time and size.
    struct FileStamp: Sendable, Hashable {
        var modified: Date
        var size: Int
        /// When the stamp was taken (not compared).
        var readAt = Date()

        static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
            lhs.modified == rhs.modified && lhs.size == rhs.size
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(modified)
            hasher.combine(size)
        }
    }

    /// The server's `ETag`, or the hash of the bytes (``EntityTag``).
    public var entityTag: String
    var fileStamp: FileStamp?

    init(entityTag: String, fileStamp: FileStamp? = nil) {
        self.entityTag = entityTag
        self.fileStamp = fileStamp
    }
}

/// A screen read from a ``ScreenSource``: its value, where its parts are in the source text, and its version.
public struct ScreenContent: Sendable {
    /// The screen's root node.
    public var value: JSONValue
    /// Where each value of the whole source text starts (for a bundle entry, the whole bundle file); empty for a
    /// screen made from the document rather than written in it (an A2UI stream's).
    public var positions: SourcePositionMap
    /// The JSON path of the screen inside the source text: `$`, or `$.NAME` for a bundle entry.
    public var rootPath: String
    /// The version read, for ``ScreenSource/contentIfChanged(since:formats:network:)``.
    public var version: ScreenVersion
    /// Where it was read from.
    public var source: ScreenSource
    /// The name of the format that read it (``ScreenFormat/name``).
    public var format: String
    /// What the format read, its live model included (A2UI's surfaces).
    public var reading: FormatReading
    /// The document it was read from, which a format that checks the documents it shows checks
    /// (``ScreenFormat/checksDocumentsShown``).
    public var document: FormatDocument

    /// The content of `reading`, read from `document` by the format named `format`.
    init(_ reading: FormatReading, format: String, version: ScreenVersion, source: ScreenSource, document: FormatDocument) {
        value = reading.screen
        positions = reading.positions ?? SourcePositionMap()
        rootPath = reading.rootPath
        self.version = version
        self.source = source
        self.format = format
        self.reading = reading
        self.document = document
    }

    /// Where the value at a JSON path of the screen (`$.children[1].properties.text`) starts in the source text.
    public func position(of jsonPath: String) -> SourcePositionMap.Position? {
        positions.position(of: SourcePositionMap.path(jsonPath, under: rootPath))
    }
}
