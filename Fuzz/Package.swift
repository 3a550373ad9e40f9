// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for DynamicTypeKit, kept out of the root package so that `swift build` and `swift test` never need
// `-sanitize=fuzzer`. Build and run them with `Scripts/fuzz` (it passes `-sanitize=fuzzer,address`); see README.md.
//
// The code under test is the root package's library products, a dependency by path. A path dependency's identity is
// the name of its folder, which is whatever the clone was called, so it is read from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func product(_ name: String) -> Target.Dependency {
    .product(name: name, package: root)
}

let package = Package(
    name: "DynamicTypeKitFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // MARK: - Helpers shared by the targets
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .target(name: "CatalogFuzzing", dependencies: [product("StringCatalogs"), product("CatalogAudit")]),
        .target(name: "LayoutFuzzing", dependencies: ["FuzzSupport", product("AutoLayout")]),

        // MARK: - Fuzz targets (each defines LLVMFuzzerTestOneInput; its main.swift runs libFuzzer's driver on it)
        .executableTarget(
            name: "FuzzMeasure", dependencies: ["FuzzSupport", product("TextMeasurement"), product("DynamicType")]),
        .executableTarget(name: "FuzzScaleJSON", dependencies: ["FuzzSupport", product("DynamicType")]),
        .executableTarget(name: "FuzzStrings", dependencies: ["CatalogFuzzing", product("StringCatalogs"), "FuzzSupport"]),
        .executableTarget(
            name: "FuzzStringsDict", dependencies: ["CatalogFuzzing", product("StringCatalogs"), "FuzzSupport"]),
        .executableTarget(
            name: "FuzzXCStrings", dependencies: ["CatalogFuzzing", product("StringCatalogs"), "FuzzSupport"]),
        .executableTarget(
            name: "FuzzAndroidXML", dependencies: ["CatalogFuzzing", product("StringCatalogs"), "FuzzSupport"]),
        .executableTarget(
            name: "FuzzJSONStrings", dependencies: ["CatalogFuzzing", product("StringCatalogs"), "FuzzSupport"]),
        .executableTarget(
            name: "FuzzAuditSpec",
            dependencies: ["FuzzSupport", product("CatalogAudit"), product("TextMeasurement"), product("DynamicType")]),
        .executableTarget(
            name: "FuzzLayoutDocument", dependencies: ["FuzzSupport", "LayoutFuzzing", product("AutoLayout")]),
        .executableTarget(name: "FuzzAdaptiveDocument", dependencies: ["FuzzSupport", product("DynamicTypeLayout")]),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: ["FuzzSupport", product("InterfaceBuilder"), product("DynamicTypeLayout")]),
        .executableTarget(
            name: "FuzzVisualFormat", dependencies: ["FuzzSupport", "LayoutFuzzing", product("AutoLayout")]),

        // MARK: - Limits (release mode, no sanitizer): Scripts/limits
        .executableTarget(name: "Limits", dependencies: [product("TextMeasurement"), product("DynamicType")]),
    ],
    swiftLanguageModes: [.v6]
)
