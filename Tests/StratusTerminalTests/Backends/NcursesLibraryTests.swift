import CNcursesW
@testable import StratusTerminal
import Testing

/// ncurses is opened when the first terminal starts; every function and variable the backend uses is found in
/// the installed library, and a library that cannot be opened is a terminal-setup error naming its package.
@MainActor
@Suite struct NcursesLibraryTests {
    @Test func theInstalledLibraryOpensWithEveryFunctionAndVariable() {
        #expect(NcursesBackend.library.error == nil)
    }

    @Test func aLibraryThatIsNotInstalledIsATerminalSetupErrorNamingItsPackage() throws {
        let missing = CLibrary<stratus_ncurses_functions>(
            names: ["libstratus-absent.so.6"], purpose: "full-screen terminals", package: "libncursesw6",
            errorKind: .terminalSetup, resolve: stratus_ncurses_resolve)
        let error = try #require(missing.error)
        #expect(error.kind == .terminalSetup)
        #expect(error.message.hasPrefix("full-screen terminals need libstratus-absent.so.6, which could not be loaded "
            + "(install the package libncursesw6): "))
    }

    @Test func aLibraryWithoutTheFunctionsIsRefusedNamingTheFirstMissing() throws {
        // ncurses' table asked of libjpeg: the library opens, but has none of ncurses' functions.
        let wrong = CLibrary<stratus_ncurses_functions>(
            names: ["libjpeg.so.62", "libjpeg.so.8"], purpose: "full-screen terminals", package: "libncursesw6",
            errorKind: .terminalSetup, resolve: stratus_ncurses_resolve)
        let error = try #require(wrong.error)
        #expect(error.message.contains("has no function newterm"))
    }
}
