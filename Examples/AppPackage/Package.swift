// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package of an app's own, as a user writes one: it depends on DynamicTypeKit (here by path). `Scripts/test` builds
// and runs it, so the products stay usable from outside the package:
// - CatalogCheckTests audits a string catalog from a Swift Testing test;
// - DocumentationExamples is every Swift example of the README, `Docs/` and the DocC articles, compiled as a user's
//   code (never run: they name files of an app that is not here). The files are generated from the documents —
//   `UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples` in DynamicTypeKit rewrites them, and that test
//   fails while they differ — so an example that stops compiling fails the build, and `Scripts/test` fails on any
//   warning but an unused value (the values an example shows are expressions left unused, as in a playground).
//
// A path dependency's identity is the name of its folder (whatever the clone was called): read from this file's path.
let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let products = [
    "DynamicType", "TextMeasurement", "TextFitting", "BatchMeasurement", "StringCatalogs", "CatalogAudit", "TextRendering", "LayoutSolver",
    "AutoLayout", "DynamicTypeLayout", "LayoutPictures", "InterfaceBuilder", "Reports", "DynamicTypeTesting",
]

let package = Package(
    name: "AppPackage",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "DocumentationExamples",
            dependencies: products.map { .product(name: $0, package: kit) }),
        .testTarget(
            name: "CatalogCheckTests",
            dependencies: [.product(name: "DynamicTypeTesting", package: kit)],
            resources: [.copy("layout.json")]),
    ],
    swiftLanguageModes: [.v6]
)
