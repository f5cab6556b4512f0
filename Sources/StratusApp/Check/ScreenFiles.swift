import Foundation
import StratusFormats

/// The screen files a `stratus check` argument names: the file itself, or every file under a folder whose
/// extension a format reads (``ScreenFormat/fileExtensions``: `.json`, `.jsonl`, `.yaml`, `.yml`), hidden files
/// and folders left out, in a stable order.
enum ScreenFiles {
    /// The files, each marked `explicit` when named on the command line rather than found in a folder.
    /// - Parameter extensions: the extensions looked for in folders, lowercased, without the dot.
    static func expand(_ target: String, extensions: Set<String> = AppFormats.list().fileExtensions)
        throws(StratusAppError) -> [(path: String, explicit: Bool)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else {
            throw StratusAppError(.targetNotFound, "no such file or folder: \(target)")
        }
        guard isFolder.boolValue else { return [(target, true)] }
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: target), includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        let prefix = target.hasSuffix("/") ? target : target + "/"
        let rootPath = URL(fileURLWithPath: target).standardizedFileURL.path
        for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
            let full = url.standardizedFileURL.path
            // Name files as the user named the folder: `Screens/todo.json`, not an absolute path.
            files.append(full.hasPrefix(rootPath + "/") ? prefix + full.dropFirst(rootPath.count + 1) : full)
        }
        return files.sorted().map { ($0, false) }
    }
}
