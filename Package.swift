// swift-tools-version:6.0
import Foundation
import PackageDescription

/// How release builds of the executables link on Linux when the toolchain has lld: relative relocations packed
/// (DT_RELR, a few KB instead of 800 KB read at every start) and the functions that start-up, loading, rendering
/// and key handling run placed side by side (Scripts/hot-functions.order, written by Scripts/order-functions), so
/// a process maps the few hundred KB of code it runs instead of pages spread over the whole binary, and so do the
/// zero-initialised variables (.bss) that start-up and the catalogue's render touch; the private functions, which have
/// no symbol to list, lie together before the rest of the code (Scripts/linker/private-functions.ld). The program's own
/// symbols are not exported (`-static-stdlib` links with `-export-dynamic`): 49,000 exported symbols made every
/// `dladdr` call at start scan them all and every symbol the shared libraries look up pass through their hash table
/// (Docs/Evidence.md, "Process floor: argument parsing and exported symbols"). `-lz` finds Scripts/linker/libz.so
/// first, which links the system's zlib only if something calls it (nothing does: Docs/Evidence.md, "Process floor:
/// a library loaded for nothing, and a search path").
/// Debug builds, and toolchains without lld, link as before.
let executableLinking: [LinkerSetting] = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let hasLLD = searchPath.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }
    guard hasLLD else { return [] }
    return [.unsafeFlags([
        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--symbol-ordering-file=\(packageRoot)/Scripts/hot-functions.order",
        "-Xlinker", "--no-warn-symbol-ordering",
        "-Xlinker", "-T", "-Xlinker", "\(packageRoot)/Scripts/linker/private-functions.ld",
        "-Xlinker", "--no-export-dynamic",
        "-Xclang-linker", "-L\(packageRoot)/Scripts/linker",
    ], .when(platforms: [.linux], configuration: .release))]
}()

let package = Package(
    name: "Stratus",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "StratusCodable", targets: ["StratusCodable"]),
        .library(name: "StratusCore", targets: ["StratusCore"]),
        .library(name: "StratusTerminal", targets: ["StratusTerminal"]),
        .library(name: "StratusA2UI", targets: ["StratusA2UI"]),
        .library(name: "StratusFormats", targets: ["StratusFormats"]),
        .library(name: "StratusA2UITerminal", targets: ["StratusA2UITerminal"]),
        .library(name: "StratusAdaptiveCards", targets: ["StratusAdaptiveCards"]),
        .library(name: "StratusBotChannel", targets: ["StratusBotChannel"]),
        .executable(name: "stratus", targets: ["stratus"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.24.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // `make docs`: the DocC catalogs of the three libraries (Sources/*/*.docc). A command plugin: an ordinary
        // build or test never builds it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        // ncurses with the wide-character API, through a C shim (see Sources/CNcursesW/shim.h). Not linked: it is
        // opened with dlopen when the first terminal starts (NcursesBackend), so `--version`, `check` and `render`
        // never load it.
        .systemLibrary(
            name: "CNcursesW",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Image decoding and drawing (Sources/StratusTerminal/Images): libpng's simplified API, libjpeg-turbo
        // through a C shim that turns its longjmp errors into return values, and libchafa for pixels to cells.
        // None is linked (no pkgConfig, whose libraries SwiftPM would link): each is opened with dlopen when a
        // picture first needs it (ImageLibraries.swift), so a process that shows none never loads them.
        .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
        // The Swift runtime's global-executor hooks (Sources/CSwiftConcurrencyHooks/hooks.h), which the one-shot
        // commands set so that their work runs on one thread (StratusApp's MainThreadExecution).
        .systemLibrary(name: "CSwiftConcurrencyHooks"),
        .systemLibrary(name: "CJPEG", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CChafa", providers: [.apt(["libchafa0"])]),
        // bytes -> JSONValue, the Codable extensions. Knows nothing of screens.
        .target(
            name: "StratusCodable",
            dependencies: [
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The Nimbus engine: nodes, state, expressions, actions, navigation. Knows nothing of terminals.
        .target(
            name: "StratusCore",
            dependencies: [
                "StratusCodable",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // A2UI: messages of every version, surfaces, data model, bindings, functions. Knows nothing of terminals.
        .target(
            name: "StratusA2UI",
            dependencies: ["StratusCodable", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // The seam every screen format plugs into (ScreenFormat, ScreenFormatList): recognising a document, reading
        // it into the engine's nodes with source positions, checking it (Docs/Formats.md).
        .target(name: "StratusFormats", dependencies: ["StratusCodable", "StratusCore"]),
        // Adaptive Cards: the Adaptive Expressions language, templating, the card model and its checks. Knows nothing
        // of terminals.
        .target(
            name: "StratusAdaptiveCards",
            dependencies: ["StratusCodable", "StratusCore", "StratusFormats",
                           .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        // Stratus as a Bot Framework channel (Docs/Bots.md): activities, the bot's endpoint, the connector endpoints
        // served on loopback, the conversation. Knows nothing of terminals.
        .target(
            name: "StratusBotChannel",
            dependencies: [
                "StratusCodable",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Views, layout, cell buffer, diff, ncurses and headless backends, built-in component libraries.
        .target(
            name: "StratusTerminal",
            dependencies: ["StratusCore", "CNcursesW", "CPNG", "CJPEG", "CChafa"]
        ),
        // A2UI shown in a Stratus app: the A2UI format (recognising, reading, checking streams), live surfaces, tabs
        // of several surfaces, and SurfaceHost for a program that feeds messages itself (Docs/Formats.md).
        .target(
            name: "StratusA2UITerminal",
            dependencies: ["StratusA2UI", "StratusFormats", "StratusCore", "StratusTerminal"]
        ),
        // The custom components, actions and operations of Nimbus's public sample apps.
        .target(
            name: "StratusSamples",
            dependencies: ["StratusTerminal"]
        ),
        // The backend of Nimbus's store sample: its screens and /data APIs over HTTP (stratus serve --store).
        .target(
            name: "StratusStore",
            dependencies: [
                "StratusCore", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // An SSH server that gives each session its own child process on a pseudo-terminal (stratus serve --ssh).
        // Knows nothing of screens: it runs the command it is given and relays bytes.
        .target(
            name: "StratusSSH",
            dependencies: [
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line: run, render, check, serve, keys. Wires the modules together.
        .target(
            name: "StratusApp",
            dependencies: [
                "StratusTerminal",
                "StratusA2UI",
                "StratusA2UITerminal",
                "StratusFormats",
                "StratusAdaptiveCards",
                "StratusBotChannel",
                "StratusSamples",
                "StratusStore",
                "StratusSSH",
                "CSwiftConcurrencyHooks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "stratus",
            dependencies: ["StratusApp", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: executableLinking
        ),
        // The pure parts of stratus-bench (its command line, its rows and their figures, what child runs print),
        // in a library so that they have tests.
        .target(name: "StratusBench"),
        .executableTarget(
            name: "stratus-bench",
            dependencies: [
                "StratusBench", "StratusTerminal", "StratusSamples", "StratusA2UI", "StratusA2UITerminal",
                "StratusAdaptiveCards",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            linkerSettings: executableLinking
        ),
        // A local HTTP server for the test targets that talk to one.
        .target(
            name: "StratusTestSupport",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Tests/StratusTestSupport"
        ),
        .testTarget(name: "StratusCodableTests", dependencies: ["StratusCodable"]),
        .testTarget(name: "StratusA2UITests", dependencies: ["StratusA2UI"]),
        .testTarget(name: "StratusFormatsTests", dependencies: ["StratusFormats"]),
        // A program outside the app that shows a surface through the library product alone.
        .testTarget(name: "StratusA2UITerminalTests", dependencies: ["StratusA2UITerminal"]),
        .testTarget(name: "StratusAdaptiveCardsTests", dependencies: ["StratusAdaptiveCards"]),
        // Against the real test bots of Agents/ (make bot-venv) on loopback.
        .testTarget(
            name: "StratusBotChannelTests",
            dependencies: [
                "StratusBotChannel", "StratusCodable",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "StratusCoreTests",
            dependencies: ["StratusCore", "StratusTestSupport", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        // Fault injection (Docs/Evidence.md, "Fault injection"): a misbehaving local server, broken screens, state
        // abuse, signals in a real pty.
        .testTarget(
            name: "StratusFaultInjectionTests",
            dependencies: ["StratusTerminal", "StratusTestSupport", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        // Golden frames are plain text read through #filePath, not resources.
        .testTarget(name: "StratusTerminalTests",
                    dependencies: ["StratusTerminal", "StratusSamples", "StratusTestSupport",
                                   .product(name: "Hummingbird", package: "hummingbird")],
                    exclude: ["Golden/Frames"]),
        .testTarget(name: "StratusSamplesTests", dependencies: ["StratusSamples", "StratusTestSupport"]),
        .testTarget(name: "StratusStoreTests", dependencies: ["StratusStore", "StratusSamples"]),
        // A real SSH client (OpenSSH's ssh, Python's asyncssh) against stratus serve --ssh on loopback.
        .testTarget(
            name: "StratusSSHTests",
            dependencies: [
                "StratusSSH",
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(name: "StratusBenchTests", dependencies: ["StratusBench"]),
        .testTarget(
            name: "StratusAppTests",
            dependencies: [
                "StratusApp",
                "StratusA2UITerminal",
                "StratusBotChannel",
                "StratusFormats",
                "StratusStore",
                "StratusTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            exclude: ["Render/A2UIFrames", "Render/AdaptiveCardFrames", "Render/AccessibilityOutlines"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds of Stratus's own modules reach the metadata of a concrete generic type (`ModifiedView<Text, ...>`,
// `KeyedDecodingContainer<CodingKeys>`, `[String: Node]`) through the type's accessor, handed the conformances the
// compiler knows, rather than by the type's mangled name: from a mangled name the Swift runtime looks each of the
// type's conformances up, and the first look-up of each searches every conformance record of the program (over
// 11,000). That was 37 of the 61 searches made by `stratus render` of the catalogue, 2 ms of its 11.7 ms
// (Docs/Evidence.md, "Catalogue first frame: render's command line and first-time type checks"). The code grows by
// 0.5 MB. Debug builds build as before.
//
// On Linux they also put each function in a section of its own (`-function-sections`), so that the linker can
// place the functions of Scripts/hot-functions.order side by side (`--symbol-ordering-file` above): with one text
// section per source file it could only move whole files, and a file holding one hot function brought all its others
// (the ordered functions spread over 10 MB). An incremental release build does not recompile a module when only
// these flags change: delete its objects (.build/release/Stratus*.build/*.o) to build them with new flags.
for target in package.targets where target.type != .test && target.name.lowercased().hasPrefix("stratus") {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
        .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
    ]
}
