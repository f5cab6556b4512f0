#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened with `dlopen` and the table of its functions Stratus calls (a C struct that the
/// library's shim fills with `dlsym`), or the error that says why it could not be opened.
final class CLibrary<Functions>: @unchecked Sendable {
    // Sendable by hand: written once, in init (run once, by the static let that holds it), then only read.
    private let functions: UnsafeMutablePointer<Functions>?
    /// Why the library cannot be used; nil when it can.
    let error: TerminalError?

    /// Opens the first of `names` that loads and fills the table with `resolve`, which answers nil or the name
    /// of the first function the library lacks; `purpose` and `package` make the message of an `errorKind` error
    /// ("PNG pictures need libpng16.so.16, which could not be loaded (install the package libpng16-16): ...").
    init(names: [String], purpose: String, package: String, errorKind: TerminalError.Kind = .image,
         resolve: (UnsafeMutableRawPointer?, UnsafeMutablePointer<Functions>?) -> UnsafePointer<CChar>?) {
        var failures: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                failures.append(dlerror().map { String(cString: $0) } ?? "\(name) cannot be opened")
                continue
            }
            let table = UnsafeMutablePointer<Functions>.allocate(capacity: 1)
            if let missing = resolve(handle, table) {
                failures.append("\(name) has no function \(String(cString: missing))")
                table.deallocate()
                dlclose(handle)
                continue
            }
            functions = table
            error = nil
            return
        }
        functions = nil
        error = TerminalError(errorKind, "\(purpose) need \(names[0]), which could not be loaded (install the package "
            + "\(package)): \(failures.joined(separator: "; "))")
    }

    /// The library's functions.
    /// - Throws: `TerminalError` of the kind given at init saying which library is missing and which package holds it.
    func load() throws -> UnsafePointer<Functions> {
        guard let functions else { throw error ?? TerminalError(.image, "a library could not be loaded") }
        return UnsafePointer(functions)
    }

    /// The library's functions, or nil when it could not be opened (``error`` says why).
    var loaded: UnsafePointer<Functions>? { functions.map { UnsafePointer($0) } }
}
