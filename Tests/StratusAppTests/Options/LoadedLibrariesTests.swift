import Testing

/// A command loads the C libraries it uses and no others: `--version`, `check` and `render` draw on no terminal and
/// show no picture, so they never load ncurses, libpng, libjpeg or libchafa (each is opened when first needed:
/// NcursesBackend, ImageLibraries). The dynamic loader's own log (`LD_DEBUG=libs`) names every library a process
/// starts.
@Suite struct LoadedLibrariesTests {
    static let commands: [[String]] = [
        ["--version"],
        ["check", PackageRoot.screen("catalogue.json")],
        ["render", PackageRoot.screen("catalogue.json"), "--size", "100x30"],
    ]

    @Test(arguments: commands)
    func aCommandWithoutTerminalOrPictureLoadsNeitherLibrary(_ arguments: [String]) async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let result = try await Subprocess.run("/usr/bin/env", ["LD_DEBUG=libs", binary] + arguments)
        #expect(result.status == 0, "\(result.standardError.suffix(500))")
        let started = result.standardError.split(separator: "\n").filter { $0.contains("calling init:") }
        #expect(started.contains { $0.contains("libc.so") }, "the loader's log names no library: \(result.standardError.prefix(300))")
        for library in ["libncursesw", "libtinfo", "libpng", "libjpeg", "libchafa"] {
            #expect(!started.contains { $0.contains(library) }, "\(arguments.first ?? "") loaded \(library)")
        }
    }
}
