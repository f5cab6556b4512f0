import Foundation
import StratusCore
import StratusFormats

/// An app manifest: what a Nimbus host app says natively (its server, its first screen, its tab bar), in a
/// small YAML or JSON file that `stratus run` and `stratus render` open like a screen.
///
/// ```yaml
/// name: Store                      # optional, for people
/// baseURL: http://127.0.0.1:3000   # http(s) URL, or a folder relative to the manifest
/// entry: /products                 # the first screen (optional with tabs: the first tab's route)
/// tabs:                            # optional: a tab bar, each tab with its own navigation stack
///   - title: Products
///     route: /products
///   - title: Cart
///     route: /cart
/// ```
/// A file is a manifest when its top level is an object with `baseURL`, `entry` or `tabs` and no
/// `_:component`. Problems are reported at their line and column. See Docs/AppManifest.md.
public struct AppManifest: Sendable, Equatable {
    /// The app's name, when given.
    public var name: String?
    /// Where `/routes` resolve: an http(s) URL, or an absolute folder path for local screens.
    public var baseURL: String
    /// The first screen's route, when the app has no tabs.
    public var entry: String
    /// The tab bar's tabs, in order; empty for an app without one.
    public var tabs: [NavigationTab]

    /// Whether `base` names a server rather than a folder.
    public var isRemote: Bool {
        let lowercased = baseURL.lowercased()
        return lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://")
    }

    /// True when `marker` occurs in `bytes` (a linear scan).
    static func contains(_ marker: String, in bytes: Data) -> Bool { FormatDocument.contains(marker, in: bytes) }

    /// Reads the file at `path` when it is a manifest; nil when it is something else (a screen).
    /// - Throws: `StratusAppError` at a line and column for a manifest with a missing or wrong field.
    public static func read(at path: String) throws(StratusAppError) -> AppManifest? {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw StratusAppError(.targetNotFound, "cannot read \(path)")
        }
        // A screen names components and a manifest never does: a screen is left to the screen loader without being
        // parsed here first (with the YAML reader, several times slower than the JSON parser on a large screen).
        if Self.contains("_:component", in: bytes) { return nil }
        // Nor is a file that names none of a manifest's fields (an A2UI stream of megabytes, say).
        guard ["baseURL", "entry", "tabs"].contains(where: { Self.contains($0, in: bytes) }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        // A screen that does not parse is reported by the screen loader, which says where.
        guard let document = try? ScreenDocument(parsing: text, format: .yaml, file: path),
              let object = document.value.objectValue,
              object["_:component"] == nil,
              object["baseURL"] != nil || object["entry"] != nil || object["tabs"] != nil else {
            return nil
        }
        func problem(_ jsonPath: String, _ message: String) -> StratusAppError {
            let position = document.positions.position(of: jsonPath)
            return StratusAppError(.invalidArgument, message, file: path, line: position?.line,
                                   column: position?.column, jsonPath: jsonPath)
        }
        for key in object.keys where !["name", "baseURL", "entry", "tabs"].contains(key) {
            throw problem("$.\(key)", "unknown manifest field \"\(key)\" (expected name, baseURL, entry, tabs)")
        }
        guard case .string(let base)? = object["baseURL"], !base.isEmpty else {
            throw problem("$.baseURL", "the manifest needs a baseURL: an http(s) URL or a folder of screens")
        }
        var tabs: [NavigationTab] = []
        if let list = object["tabs"] {
            guard let items = list.arrayValue else { throw problem("$.tabs", "tabs must be a list") }
            for (index, item) in items.enumerated() {
                guard case .string(let title)? = item.objectValue?["title"], !title.isEmpty else {
                    throw problem("$.tabs[\(index)]", "each tab needs a title")
                }
                guard case .string(let route)? = item.objectValue?["route"], !route.isEmpty else {
                    throw problem("$.tabs[\(index)]", "the tab \"\(title)\" needs a route")
                }
                tabs.append(NavigationTab(title: title, route: route))
            }
        }
        var entry = tabs.first?.route
        if let given = object["entry"] {
            guard case .string(let route) = given, !route.isEmpty else {
                throw problem("$.entry", "entry must be the route of the first screen, such as /index.json")
            }
            entry = route
        }
        guard let entry else { throw problem("$", "the manifest needs an entry route or at least one tab") }
        var name: String?
        if case .string(let given)? = object["name"] { name = given }
        var resolvedBase = base
        let lowercased = base.lowercased()
        if !lowercased.hasPrefix("http://"), !lowercased.hasPrefix("https://") {
            let folder = (path as NSString).deletingLastPathComponent
            resolvedBase = base.hasPrefix("/") ? base : URL(fileURLWithPath: folder + "/" + base).standardizedFileURL.path
        }
        while resolvedBase.hasSuffix("/") && resolvedBase.count > 1 { resolvedBase.removeLast() }
        return AppManifest(name: name, baseURL: resolvedBase, entry: entry, tabs: tabs)
    }
}
