import CPNG
@testable import StratusTerminal
import Testing

/// The picture libraries are opened when a picture first needs them; one that cannot be opened is an error that
/// names the library and the package that holds it.
@Suite struct ImageLibrariesTests {
    @Test func aLibraryThatIsNotInstalledIsAnErrorNamingItAndItsPackage() throws {
        let missing = CLibrary<stratus_png_functions>(
            names: ["libstratus-absent.so.1", "libstratus-absent.so"], purpose: "PNG pictures",
            package: "libstratus-absent1", resolve: stratus_png_resolve)
        #expect(missing.loaded == nil)
        let error = try #require(missing.error)
        #expect(error.kind == .image)
        #expect(error.message.hasPrefix("PNG pictures need libstratus-absent.so.1, which could not be loaded "
            + "(install the package libstratus-absent1): "))
        #expect(error.message.contains("libstratus-absent.so:"))
        #expect(throws: TerminalError.self) { try missing.load() }
    }

    @Test func aLibraryWithoutTheFunctionsIsRefusedNamingTheFirstMissing() throws {
        // libpng's table asked of libjpeg: the library opens, but has none of libpng's functions.
        let wrong = CLibrary<stratus_png_functions>(
            names: ["libjpeg.so.62", "libjpeg.so.8"], purpose: "PNG pictures", package: "libpng16-16",
            resolve: stratus_png_resolve)
        let error = try #require(wrong.error)
        #expect(error.message.contains("has no function png_image_begin_read_from_memory"))
    }

    @Test func theInstalledLibrariesOpenWithEveryFunction() {
        #expect(ImageLibraries.png.error == nil)
        #expect(ImageLibraries.jpeg.error == nil)
        #expect(ImageLibraries.chafa.error == nil)
    }
}
