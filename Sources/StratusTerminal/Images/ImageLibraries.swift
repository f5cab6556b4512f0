import CChafa
import CJPEG
import CPNG

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
