// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DynamicTypeKit",
    products: [
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .executable(name: "typescale", targets: ["typescale"]),
    ],
    targets: [
        // MARK: - Core (pure Swift: the numbers)
        .target(name: "DynamicType"),

        // MARK: - Tools
        .target(name: "TypeScaleCLI", dependencies: ["DynamicType"]),
        .executableTarget(name: "typescale", dependencies: ["TypeScaleCLI"]),

        // MARK: - Tests
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"]),
        .testTarget(name: "TypeScaleCLITests", dependencies: ["TypeScaleCLI", "DynamicType", "typescale"]),
    ],
    swiftLanguageModes: [.v6]
)
