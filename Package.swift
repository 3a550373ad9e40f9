// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DynamicTypeKit",
    products: [
        // Each imports only those above it in this list (README: The library).
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "TextFitting", targets: ["TextFitting"]),
        .library(name: "BatchMeasurement", targets: ["BatchMeasurement"]),
        .library(name: "StringCatalogs", targets: ["StringCatalogs"]),
        .library(name: "CatalogAudit", targets: ["CatalogAudit"]),
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "DynamicTypeLayout", targets: ["DynamicTypeLayout"]),
        .library(name: "LayoutPictures", targets: ["LayoutPictures"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "DynamicTypeTesting", targets: ["DynamicTypeTesting"]),
        .executable(name: "typescale", targets: ["typescale"]),
    ],
    targets: [
        // MARK: - Core (pure Swift: the numbers)
        .target(name: "DynamicType", dependencies: ["PackageSupport"]),

        // MARK: - Package plumbing shared by the modules, not products
        // Pure Swift (and POSIX threads' locks): JSON reading and writing with positions, text, locks, input errors.
        .target(name: "PackageSupport"),
        // The operating system's calls: files read whole, folders listed and made, processors, the clock, host name.
        .target(name: "SystemSupport", dependencies: ["PackageSupport"]),
        // The package's XML reading, not a product: libxml2's SAX2 parser as Foundation's XMLParser drives it, and the
        // checks made before it reads a document.
        .target(name: "XMLSupport", dependencies: ["CXML2", "PackageSupport"]),

        // MARK: - Constraints (pure Swift): a priority-ordered Cassowary solver with UIKit's semantics
        .target(name: "LayoutSolver"),
        .target(name: "AutoLayout", dependencies: ["LayoutSolver", "PackageSupport", "SystemSupport"]),

        // MARK: - Views at every text size: labels measured by TextMeasurement, stacks, findings, laid out by AutoLayout
        .target(
            name: "DynamicTypeLayout",
            dependencies: ["AutoLayout", "DynamicType", "PackageSupport", "TextMeasurement"]),

        // MARK: - Pictures of layouts: contact sheets of a screen at several categories (links TextRendering, libpng)
        .target(name: "LayoutPictures", dependencies: ["DynamicTypeLayout", "TextRendering"]),

        // MARK: - Interface Builder documents: .xib and .storyboard read into DynamicTypeLayout's views
        .target(
            name: "InterfaceBuilder",
            dependencies: [
                "AutoLayout", "DynamicType", "DynamicTypeLayout", "PackageSupport", "SystemSupport", "TextMeasurement",
                "XMLSupport",
            ]),

        // MARK: - Measuring (FreeType, fontconfig, HarfBuzz, ICU)
        .target(
            name: "TextMeasurement",
            dependencies: [
                "DynamicType", "PackageSupport", "SystemSupport", "CFreeType", "CFontconfig", "CHarfBuzz", "CICU",
            ]),

        // MARK: - Batch measuring: requests as JSON Lines measured on several threads, each line answered with JSON
        .target(name: "BatchMeasurement", dependencies: ["DynamicType", "PackageSupport", "TextMeasurement"]),

        // MARK: - Fit checks: does a label's text fit at every content-size category, do two labels fit side by side
        .target(name: "TextFitting", dependencies: ["DynamicType", "PackageSupport", "TextMeasurement"]),

        // MARK: - Assertions for test targets (Swift Testing and XCTest)
        .target(
            name: "DynamicTypeTesting",
            dependencies: [
                "DynamicType", "TextMeasurement", "TextFitting", "CatalogAudit", "DynamicTypeLayout", "InterfaceBuilder",
                "Reports",
            ]),

        // MARK: - Pictures (type specimens and layout diagrams as PNG: FreeType rasterizes, libpng writes)
        .target(
            name: "TextRendering",
            dependencies: ["TextMeasurement", "DynamicType", "PackageSupport", "CFreeType", "CPNG"]),

        // MARK: - String catalogs: .strings, .stringsdict, .xcstrings, Android strings.xml and JSON read into one model
        .target(name: "StringCatalogs", dependencies: ["PackageSupport", "SystemSupport", "XMLSupport"]),

        // MARK: - Catalog audits: every text of a catalog checked at every category, reported as text, JSON, JUnit, Markdown
        .target(
            name: "CatalogAudit",
            dependencies: [
                "DynamicType", "PackageSupport", "StringCatalogs", "SystemSupport", "TextFitting", "TextMeasurement",
            ]),

        // MARK: - Reports: audits and layouts as text, JSON, JUnit and Markdown, each format written in one place
        .target(
            name: "Reports",
            dependencies: [
                "AutoLayout", "CatalogAudit", "DynamicType", "DynamicTypeLayout", "InterfaceBuilder", "PackageSupport",
                "TextMeasurement",
            ]),

        // MARK: - C libraries (Debian's -dev packages, which Scripts/setup installs; Homebrew's formulae named for macOS,
        // where the package is not built or tested here: README, "Not yet")
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // glibc's <malloc.h> (part of libc6-dev, which the toolchain needs anyway): mallopt for the typescale process.
        .systemLibrary(name: "CMalloc"),
        // ICU through a shim: its functions carry version suffixes and its headers clash with Foundation's ICU.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),

        // MARK: - Tools
        .target(
            name: "TypeScaleCLI",
            dependencies: [
                "DynamicType", "PackageSupport", "SystemSupport", "TextMeasurement", "TextFitting", "TextRendering",
                "StringCatalogs", "CatalogAudit", "AutoLayout", "DynamicTypeLayout", "LayoutPictures", "InterfaceBuilder",
                "Reports", "BatchMeasurement",
            ]),
        // The process: its allocator settings (glibc's mallopt, madvise) and then the command line.
        .executableTarget(name: "typescale", dependencies: ["TypeScaleCLI", "CMalloc"]),
        // Compares the measurer with a reference engine on Fixtures/Corpus (see Benchmarks/ReferenceEngines.md).
        .executableTarget(name: "Conformance", dependencies: ["ConformanceCorpus", "TextMeasurement"]),
        // The conformance corpus's cases, shared by the conformance runner and the benchmarks.
        .target(name: "ConformanceCorpus", dependencies: ["TextMeasurement"]),
        // Speed and memory, run in release mode: Benchmarks/README.md.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "ConformanceCorpus", "TextMeasurement", "DynamicType", "CHarfBuzz", "AutoLayout", "DynamicTypeLayout",
                "InterfaceBuilder",
            ],
            path: "Benchmarks/Sources"),

        // MARK: - Tests
        // Fixtures found from the package root, and the synthetic test fonts.
        .target(name: "TestSupport", dependencies: ["TextMeasurement"], path: "Tests/TestSupport"),
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType", "TestSupport"]),
        .testTarget(
            name: "TextMeasurementTests", dependencies: ["TextMeasurement", "DynamicType", "PackageSupport", "TestSupport"]),
        .testTarget(name: "PackageSupportTests", dependencies: ["PackageSupport"]),
        .testTarget(name: "SystemSupportTests", dependencies: ["PackageSupport", "SystemSupport"]),
        .testTarget(name: "XMLSupportTests", dependencies: ["XMLSupport", "TestSupport"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"]),
        .testTarget(name: "DynamicTypeLayoutTests", dependencies: ["DynamicTypeLayout", "TestSupport"]),
        .testTarget(name: "LayoutPicturesTests", dependencies: ["LayoutPictures", "TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "DynamicTypeLayout", "TestSupport"]),
        .testTarget(name: "TextFittingTests", dependencies: ["TextFitting", "TextMeasurement", "DynamicType", "TestSupport"]),
        .testTarget(
            name: "DynamicTypeTestingTests",
            dependencies: [
                "DynamicTypeTesting", "TextFitting", "DynamicType", "TextMeasurement", "DynamicTypeLayout", "TestSupport",
            ]),
        .testTarget(
            name: "TypeScaleCLITests",
            dependencies: ["TypeScaleCLI", "DynamicType", "TextMeasurement", "TextRendering", "TestSupport", "typescale"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports"]),
        .testTarget(name: "BatchMeasurementTests", dependencies: ["BatchMeasurement", "TestSupport"]),
        .testTarget(name: "StringCatalogsTests", dependencies: ["StringCatalogs", "TestSupport", "CICU"]),
        .testTarget(
            name: "TextRenderingTests",
            dependencies: ["TextRendering", "TextMeasurement", "DynamicType", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
