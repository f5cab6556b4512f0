import Foundation

/// A folder of screens seen through request paths, with no way out of it.
///
/// `resolve(_:)` turns the path of an HTTP request into a file inside the folder, the way `stratus serve`
/// needs it: `/` and folders give their `index.json` (or `index.yaml`), and a path without an extension
/// finds `NAME.json`, `NAME.yaml` or `NAME.yml`, because Nimbus screens push routes such as `/product`.
/// Paths that climb out (`..`), hidden files, and symbolic links that point outside resolve to nothing.
public struct ScreenFolder: Sendable {
    /// The real path of the folder, symbolic links resolved.
    public let root: String

    /// The file names tried, in order, for a folder.
    public static let indexNames = ["index.json", "index.yaml", "index.yml"]
    /// The extensions tried, in order, for a path without one.
    public static let screenExtensions = ["json", "yaml", "yml"]

    /// Opens a folder; fails when it does not exist or is not a folder.
    public init(path: String) throws(StratusAppError) {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else {
            throw StratusAppError(.targetNotFound, "no such folder: \(path)")
        }
        root = real
    }

    /// The file a request path names, or nil when there is none inside the folder.
    /// - Parameter requestPath: the path part of the URL, still percent-encoded, with or without a query.
    public func resolve(_ requestPath: String) -> String? {
        let withoutQuery = requestPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard let decoded = String(withoutQuery).removingPercentEncoding, !decoded.contains("\0") else { return nil }
        var components: [Substring] = []
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            // Refuse rather than normalise: a request that names `..` or a dot file is never a screen.
            if component.hasPrefix(".") || component.contains("\\") { return nil }
            components.append(component)
        }
        let candidate = components.isEmpty ? root : root + "/" + components.joined(separator: "/")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) {
            if !isFolder.boolValue { return contained(candidate) }
            for name in Self.indexNames {
                if let file = regularFile(candidate + "/" + name) { return file }
            }
            return nil
        }
        guard let last = components.last, !last.contains(".") else { return nil }
        for fileExtension in Self.screenExtensions {
            if let file = regularFile(candidate + "." + fileExtension) { return file }
        }
        return nil
    }

    private func regularFile(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return contained(path)
    }

    /// The real path of `path` when it stays inside the folder once symbolic links are resolved.
    private func contained(_ path: String) -> String? {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return real.hasPrefix(root + "/") ? real : nil
    }
}
