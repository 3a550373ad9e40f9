// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for DynamicTypeKit, kept out of the root package so that `swift build` and `swift test` never need
// `-sanitize=fuzzer`. Build and run them with `Scripts/fuzz` (it passes `-sanitize=fuzzer,address`); see README.md.
//
// The code under test is the root package's own sources, reached through the symbolic links in `Mirror/` and compiled
// here as targets of this package: a dependency on the root package by path would not do, because the catalog readers
// and the layout spec are in `TypeScaleCLI`, which is not a product, and they use `package` declarations of
// `DynamicType`, which only a target of the same package can see. Fuzz targets reach internals by `@testable import`:
// `Scripts/fuzz` builds them optimized (`-c release`) with `-enable-testing` for that.

let package = Package(
    name: "DynamicTypeKitFuzz",
    targets: [
        // MARK: - The code under test (Mirror/* link to ../Sources/*; keep in step with the root manifest's targets)
        .target(name: "PackageSupport", path: "Mirror/PackageSupport"),
        .target(name: "DynamicType", dependencies: ["PackageSupport"], path: "Mirror/DynamicType"),
        .target(
            name: "TextMeasurement", dependencies: ["DynamicType", "PackageSupport", "CFreeType", "CFontconfig", "CHarfBuzz", "CICU"],
            path: "Mirror/TextMeasurement"),
        .target(
            name: "TextRendering", dependencies: ["TextMeasurement", "DynamicType", "PackageSupport", "CFreeType", "CPNG"],
            path: "Mirror/TextRendering"),
        .target(
            name: "TypeScaleCLI", dependencies: ["DynamicType", "PackageSupport", "TextMeasurement", "TextRendering", "CMalloc"],
            path: "Mirror/TypeScaleCLI"),
        .systemLibrary(name: "CFreeType", path: "Mirror/CFreeType", pkgConfig: "freetype2"),
        .systemLibrary(name: "CFontconfig", path: "Mirror/CFontconfig", pkgConfig: "fontconfig"),
        .systemLibrary(name: "CHarfBuzz", path: "Mirror/CHarfBuzz", pkgConfig: "harfbuzz"),
        .systemLibrary(name: "CPNG", path: "Mirror/CPNG", pkgConfig: "libpng"),
        .systemLibrary(name: "CMalloc", path: "Mirror/CMalloc"),
        .target(name: "CICU", path: "Mirror/CICU", linkerSettings: [.linkedLibrary("icuuc")]),

        // MARK: - Helpers shared by the targets
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .target(name: "CatalogFuzzing", dependencies: ["TypeScaleCLI"]),

        // MARK: - Fuzz targets (each defines LLVMFuzzerTestOneInput; its main.swift runs libFuzzer's driver on it)
        .executableTarget(name: "FuzzMeasure", dependencies: ["FuzzSupport", "TextMeasurement", "DynamicType"]),
        .executableTarget(name: "FuzzScaleJSON", dependencies: ["FuzzSupport", "DynamicType"]),
        .executableTarget(name: "FuzzStrings", dependencies: ["CatalogFuzzing", "TypeScaleCLI", "FuzzSupport"]),
        .executableTarget(name: "FuzzStringsDict", dependencies: ["CatalogFuzzing", "TypeScaleCLI", "FuzzSupport"]),
        .executableTarget(name: "FuzzXCStrings", dependencies: ["CatalogFuzzing", "TypeScaleCLI", "FuzzSupport"]),
        .executableTarget(name: "FuzzAndroidXML", dependencies: ["CatalogFuzzing", "TypeScaleCLI", "FuzzSupport"]),
        .executableTarget(name: "FuzzJSONStrings", dependencies: ["CatalogFuzzing", "TypeScaleCLI", "FuzzSupport"]),
        .executableTarget(name: "FuzzAuditSpec", dependencies: ["FuzzSupport", "TypeScaleCLI", "TextMeasurement"]),

        // MARK: - Limits (release mode, no sanitizer): Scripts/limits
        .executableTarget(name: "Limits", dependencies: ["TextMeasurement", "DynamicType"]),
    ],
    swiftLanguageModes: [.v6]
)
