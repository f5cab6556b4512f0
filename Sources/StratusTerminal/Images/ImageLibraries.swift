import CChafa
import CJPEG
import CPNG
#if canImport(Glibc)
import Glibc
#endif

/// The C libraries that decode and draw pictures, opened when a picture first needs them rather than when the
/// program starts: `stratus --version`, `check` and a screen without pictures never load libpng, libjpeg or
/// libchafa (with glib), which linked to the program cost every process a few milliseconds (Docs/Evidence.md,
/// "Process floor"). Each is opened once, from any thread.
enum ImageLibraries {
    /// libpng's simplified API, or why it cannot be used.
    static let png = CLibrary(names: ["libpng16.so.16", "libpng16.so"], purpose: "PNG pictures",
                              package: "libpng16-16", resolve: stratus_png_resolve)
    /// libjpeg(-turbo), or why it cannot be used.
    static let jpeg = CLibrary(names: ["libjpeg.so.62", "libjpeg.so.8", "libjpeg.so"], purpose: "JPEG pictures",
                               package: "libjpeg62-turbo", resolve: stratus_jpeg_resolve)
    /// libchafa, which draws pixels into cells, or why it cannot be used.
    static let chafa = CLibrary(names: ["libchafa.so.0", "libchafa.so"], purpose: "pictures in cells",
                                package: "libchafa0", resolve: stratus_chafa_resolve)
}

/// A shared library opened with `dlopen` and the table of its functions Stratus calls (a C struct that the
/// library's shim fills with `dlsym`), or the error that says why it could not be opened.
final class CLibrary<Functions>: @unchecked Sendable {
    // Sendable by hand: written once, in init (run once, by the static let that holds it), then only read.
    private let functions: UnsafeMutablePointer<Functions>?
    /// Why the library cannot be used; nil when it can.
    let error: TerminalError?

    /// Opens the first of `names` that loads and fills the table with `resolve`, which answers nil or the name
    /// of the first function the library lacks.
    init(names: [String], purpose: String, package: String,
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
        error = TerminalError(.image, "\(purpose) need \(names[0]), which could not be loaded (install the package "
            + "\(package)): \(failures.joined(separator: "; "))")
    }

    /// The library's functions.
    /// - Throws: `TerminalError` of kind `.image` saying which library is missing and which package holds it.
    func load() throws -> UnsafePointer<Functions> {
        guard let functions else { throw error ?? TerminalError(.image, "a picture library could not be loaded") }
        return UnsafePointer(functions)
    }

    /// The library's functions, or nil when it could not be opened (``error`` says why).
    var loaded: UnsafePointer<Functions>? { functions.map { UnsafePointer($0) } }
}
