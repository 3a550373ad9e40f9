import Foundation

/// Finds the package's fixture files from this source file's location, so tests run from any working directory.
enum Fixtures {
    /// The package root: the nearest folder above this file that holds `Package.swift`.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// The path of a scale fixture, e.g. `scalePath("valid/acme.json")`.
    static func scalePath(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent("Fixtures/Scales").appendingPathComponent(relativePath).path
    }

    /// The bytes of a scale fixture.
    static func scaleData(_ relativePath: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: scalePath(relativePath)))
    }
}
