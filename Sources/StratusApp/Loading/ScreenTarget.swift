import Foundation
import StratusCore

/// What a command-line TARGET names: a screen file, a folder, an http(s) URL, or one screen of a bundle.
///
/// Resolution: a folder opens its `index.json` (then `index.yaml`, `index.yml`); `/paths`
/// inside screens resolve against `--base-url` when given, else the folder of the file, else the origin of
/// the URL. `FILE#NAME` opens the screen stored under key `NAME` of a bundle file (an object of screens,
/// as in nimbus-core's test bundles).
public struct ScreenTarget: Sendable, Equatable {
    /// The TARGET used when none is given.
    public static let defaultTarget = "Screens/index.json"

    /// The URL of the first screen: `file:///…/index.json` or `http://host:port/path`.
    public var entryURL: URL
    /// The base that `/paths` resolve against, with no trailing slash (`file:///…/Screens`, `http://host:8080`).
    public var baseURL: String
    /// The key of the screen inside a bundle file, for `FILE#NAME`.
    public var bundleKey: String?

    /// Whether the screens come from local files (and can be watched for changes).
    public var isLocal: Bool { entryURL.isFileURL }

    /// The path of the entry file, for a local target.
    public var filePath: String? { entryURL.isFileURL ? entryURL.fileSystemPath : nil }

    /// The route of the entry screen relative to `baseURL`, as a navigator opens it (`/index.json`).
    public var entryRoute: String {
        let entry = entryURL.absoluteString
        if entry.hasPrefix(baseURL + "/") { return String(entry.dropFirst(baseURL.count)) }
        return entry
    }

    /// Resolves a TARGET argument.
    /// - Parameters:
    ///   - target: the argument as typed.
    ///   - baseURL: `--base-url`, when given.
    ///   - currentDirectory: where relative paths start (the process's current directory by default).
    public init(
        resolving target: String, baseURL: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(StratusAppError) {
        let lowercased = target.lowercased()
        if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://") {
            guard let url = URL(string: target), let host = url.host, !host.isEmpty else {
                throw StratusAppError(.invalidArgument, "not a valid URL: \(target)")
            }
            entryURL = url.path.isEmpty ? url.appendingPathComponent("") : url
            self.baseURL = Self.trimmed(baseURL ?? Self.origin(of: url))
            bundleKey = nil
            return
        }
        let absolute = target.hasPrefix("/") ? target : currentDirectory + "/" + target
        var path = Self.isStandardPath(absolute) ? absolute : URL(fileURLWithPath: absolute).standardizedFileURL.path
        var key: String?
        if !FileManager.default.fileExists(atPath: path), let hash = path.lastIndex(of: "#") {
            key = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw StratusAppError(.targetNotFound, "no such file or folder: \(target)")
        }
        if isFolder.boolValue {
            guard key == nil else { throw StratusAppError(.invalidArgument, "a folder has no bundle keys: \(target)") }
            guard let index = ScreenFolder.indexNames.map({ path + "/" + $0 })
                .first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                throw StratusAppError(
                    .targetNotFound, "the folder \(target) has no \(ScreenFolder.indexNames.joined(separator: ", "))")
            }
            path = index
        }
        entryURL = URL(fileURLWithPath: path)
        bundleKey = key
        self.baseURL = Self.trimmed(baseURL ?? Self.folderURL(of: path, entry: entryURL))
    }

    /// Whether Foundation's `standardizedFileURL` leaves an absolute `path` as it is: no empty, `.` or `..`
    /// component, no trailing slash, not under a prefix it strips (`/private`, `/var/automount`). The first
    /// standardized path of a process costs a search of every protocol conformance record of the program (a set
    /// Foundation makes), a tenth of a small screen's first frame, for a path that is usually standard already.
    static func isStandardPath(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.count > 1, bytes.first == UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/"),
              !path.hasPrefix("/private/"), !path.hasPrefix("/var/automount/") else { return false }
        var componentStart = 1
        for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            let component = bytes[componentStart..<index]
            if component.isEmpty || component.elementsEqual([UInt8(ascii: ".")])
                || component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) { return false }
            componentStart = index + 1
        }
        return true
    }

    /// The URL of the folder holding the file at the standard absolute `path` (`file:///…/Screens/`), as
    /// `entry.deletingLastPathComponent()` writes it, which standardizes the path first (see `isStandardPath(_:)`).
    static func folderURL(of path: String, entry: URL) -> String {
        guard isStandardPath(path), let parts = FilePathParts(path) else {
            return entry.deletingLastPathComponent().absoluteString
        }
        return URL(fileURLWithPath: String(parts.folder), isDirectory: true).absoluteString
    }

    /// `scheme://host[:port]` of a URL.
    static func origin(of url: URL) -> String {
        var origin = (url.scheme ?? "http") + "://" + (url.host ?? "")
        if let port = url.port { origin += ":\(port)" }
        return origin
    }

    private static func trimmed(_ base: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}

extension ScreenTarget {
    /// A target from its parts, for an app whose first screen is not a file or a URL the user typed (a
    /// conversation with an agent).
    init(entryURL: URL, baseURL: String) {
        self.entryURL = entryURL
        self.baseURL = Self.trimmed(baseURL)
        bundleKey = nil
    }
}
