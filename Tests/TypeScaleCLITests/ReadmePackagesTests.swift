import Foundation
import TestSupport
import Testing

/// The README's table of the Debian packages `Scripts/setup` installs names each of them, and no other.
@Suite("README's package table")
struct ReadmePackagesTests {
    /// The packages of `Scripts/setup`'s `packages=( … )` list, one a line, comments after them.
    static func setupPackages() throws -> [String] {
        let setup = try String(contentsOf: Fixtures.root.appendingPathComponent("Scripts/setup"), encoding: .utf8)
        let list = try #require(setup.components(separatedBy: "packages=(\n").last?.components(separatedBy: "\n)").first)
        return list.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// The names in backquotes in the first column of the README's `| packages | why |` table.
    static func readmePackages() throws -> [String] {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "| packages | why |\n| --- | --- |\n").last?
            .components(separatedBy: "\n\n").first)
        return table.split(separator: "\n").flatMap { row in
            (row.split(separator: "|").first ?? "").split(separator: "`").enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    @Test("every package Scripts/setup installs is in the README's table, and the table names no other")
    func tableMatchesSetup() throws {
        let setup = try Self.setupPackages()
        #expect(setup.count >= 15 && setup.contains("libxml2-dev"))
        #expect(try Self.readmePackages().sorted() == setup.sorted())
    }
}
