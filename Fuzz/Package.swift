// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the main package so that an ordinary `swift build` never needs the fuzzer runtime.
// Build and run them with `make fuzz` (see Scripts/fuzz). Each target is an executable whose `@main` starts
// libFuzzer's driver (FuzzSupport/FuzzDriver.swift explains why), compiled with `-sanitize=fuzzer,address`.
let package = Package(
    name: "StratusFuzz",
    dependencies: [
        .package(name: "Stratus", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The declaration of libFuzzer's driver entry point.
        .target(name: "CLibFuzzer"),
        // Starting libFuzzer, an offline transport, a tree walker: what every target shares.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "StratusCore", package: "Stratus"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Any bytes either parse to a JSONValue that prints and parses back to itself, or give a positioned error.
        .executableTarget(
            name: "FuzzJSONParser",
            dependencies: ["FuzzSupport", .product(name: "StratusCodable", package: "Stratus")]
        ),
        // Any text as an `@{...}` expression: parsed, bound to states of every type, evaluated.
        .executableTarget(
            name: "FuzzExpressions",
            dependencies: ["FuzzSupport", .product(name: "StratusCore", package: "Stratus")]
        ),
        // Any bytes as a screen: parsed, built into a live tree, walked.
        .executableTarget(
            name: "FuzzScreenBuilder",
            dependencies: ["FuzzSupport", .product(name: "StratusCore", package: "Stratus")]
        ),
        // Any bytes as terminal input (escape sequences, UTF-8, mouse reports) and as key grammar text.
        .executableTarget(
            name: "FuzzKeyDecoding",
            dependencies: ["FuzzSupport", .product(name: "StratusTerminal", package: "Stratus")]
        ),
        // Any JSON decoded into typed structs with both decoding policies.
        .executableTarget(
            name: "FuzzStratusDecoder",
            dependencies: ["FuzzSupport", .product(name: "StratusCodable", package: "Stratus")]
        ),
        // Any bytes as an A2UI stream: decoded, applied to surfaces (data model updates too), resolved, evaluated.
        .executableTarget(
            name: "FuzzA2UIMessages",
            dependencies: ["FuzzSupport", .product(name: "StratusA2UI", package: "Stratus")]
        ),
        // Data model updates (v0.9, v0.8 and inputs written back) on a surface that reads them: each must read back
        // what it wrote, and one refused must change nothing.
        .executableTarget(
            name: "FuzzA2UIDataModel",
            dependencies: ["FuzzSupport", .product(name: "StratusA2UI", package: "Stratus")]
        ),
        // Any text as an Adaptive Expression and as a template string: parsed, evaluated, expanded.
        .executableTarget(
            name: "FuzzAdaptiveExpressions",
            dependencies: ["FuzzSupport", .product(name: "StratusAdaptiveCards", package: "Stratus")]
        ),
        // Any bytes as an Adaptive Card: checked (diagnostics placed in the text) and expanded as a template.
        .executableTarget(
            name: "FuzzAdaptiveCards",
            dependencies: ["FuzzSupport", .product(name: "StratusAdaptiveCards", package: "Stratus")]
        ),
        // A check's condition (calls nested in and/or/not, paths, literals) over any data model: evaluated, and as
        // a Button's check, which disables it exactly when it fails.
        .executableTarget(
            name: "FuzzA2UIChecks",
            dependencies: ["FuzzSupport", .product(name: "StratusA2UI", package: "Stratus")]
        ),
        .executableTarget(
            name: "FuzzKeyedRoundTrip",
            dependencies: ["FuzzSupport", .product(name: "StratusCodable", package: "Stratus")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
