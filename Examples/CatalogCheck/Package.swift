// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package of an app's own, as a user writes one: it depends on DynamicTypeKit (here by path) and audits a string
// catalog from a Swift Testing test. `Scripts/test` runs it, so the products stay usable from outside the package.
//
// A path dependency's identity is the name of its folder (whatever the clone was called): read from this file's path.
let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "CatalogCheck",
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(
            name: "CatalogCheckTests",
            dependencies: [.product(name: "DynamicTypeTesting", package: kit)],
            resources: [.copy("layout.json")]),
    ],
    swiftLanguageModes: [.v6]
)
