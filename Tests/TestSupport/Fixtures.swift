import Foundation

/// The package's fixture files, found from this source file's location, so tests run from any working directory.
public enum Fixtures {
    /// The package root: the nearest folder above this file that holds `Package.swift`.
    public static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// A file or folder under `Fixtures/`: `url("Scales/valid/acme.json")`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
    }

    /// The path of a file or folder under `Fixtures/`.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }

    /// The bytes of a fixture file.
    public static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    /// The paths of the seed inputs of a fuzz target (`Fuzz/Corpus/TARGET`), sorted; none when the folder is missing
    /// (a test over them checks that there are some).
    public static func fuzzCorpus(_ target: String) -> [String] {
        let folder = root.appendingPathComponent("Fuzz/Corpus").appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// A new empty folder for a test's files, in the system's temporary folder.
    public static func temporaryDirectory(prefix: String = "dynamictypekit-tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A file holding `text` in a new temporary folder, removed by the caller.
public func temporaryFile(_ text: String, name: String = "scale.json") throws -> URL {
    let url = try Fixtures.temporaryDirectory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
}

/// Whether two numbers agree to within rounding noise.
public func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
