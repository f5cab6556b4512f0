import Foundation

/// Paths of the package these tests belong to, found from this source file.
enum PackageRoot {
    /// The package root (the folder holding Package.swift).
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/StratusAppTests/Support/PackageRoot.swift → four levels up.
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The `stratus` binary built by `swift build` (debug), when it exists.
    static var debugBinary: String? {
        let path = self.path + "/.build/debug/stratus"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The shared external corpora, in the folder beside the package, when present.
    static func externalCorpus(_ relativePath: String) -> String? {
        let path = self.path + "/../shared/external-corpora/" + relativePath
        return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path).standardized.path : nil
    }

    /// A file of the package's Screens folder.
    static func screen(_ name: String) -> String { path + "/Screens/" + name }
}
