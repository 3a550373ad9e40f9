import Foundation
import PackageSupport
import Testing

/// `PathText` against the `NSString` path methods it stands in for, on paths with every shape those methods treat
/// specially: roots, runs of slashes, trailing slashes, dots that are and are not extensions, `.` and `..`.
@Suite struct PathTextTests {
    static let paths = [
        "", "/", "//", "///", "a", "a/", "a//", "/a", "/a/", "//a", "a/b", "a//b", "/a/b", "/a/b/", "a/b/c.json",
        "/tmp/out.png", "out.png", "out.", ".profile", "/home/.profile", "a/.b.c", "..", "/..", "a/..", ".", "./a",
        "a.b/c", "a.b/c.d", "a.tar.gz", "x/...", "x/..y", "ö/ü.ß", "résumé.strings", "de.lproj/Localizable.strings",
        "a/b.", "a/.", "a/b/..", "/a.b/", "a b/c d.e f",
    ]

    /// Paths of one component of one character, for which swift-corelibs-foundation's `deletingLastPathComponent`
    /// stops the program (a precondition of `_startOfLastPathComponent`); `PathText` gives `""`, as Apple's
    /// Foundation does for any relative path of one component.
    static let oneCharacterComponents: Set = ["a", "a/", "a//", "."]

    @Test(arguments: paths)
    func componentsAsNSStringTakesThem(_ path: String) {
        let string = path as NSString
        #expect(PathText.lastComponent(of: path) == string.lastPathComponent)
        if Self.oneCharacterComponents.contains(path) {
            #expect(PathText.deletingLastComponent(of: path).isEmpty)
        } else {
            #expect(PathText.deletingLastComponent(of: path) == string.deletingLastPathComponent)
        }
        #expect(PathText.pathExtension(of: path) == string.pathExtension)
        #expect(PathText.deletingExtension(of: path) == string.deletingPathExtension)
    }

    @Test(arguments: paths)
    func appendingAsNSStringAppends(_ path: String) {
        for component in ["", "b", "b.json", "/b", "b/", ".."] {
            #expect(PathText.appending(component, to: path) == (path as NSString).appendingPathComponent(component))
        }
    }

    @Test func examples() {
        #expect(PathText.lastComponent(of: "/a/b.json") == "b.json")
        #expect(PathText.deletingLastComponent(of: "/a/b.json") == "/a")
        #expect(PathText.deletingLastComponent(of: "/a") == "/")
        #expect(PathText.pathExtension(of: "a/b.json") == "json")
        #expect(PathText.pathExtension(of: ".profile").isEmpty)
        #expect(PathText.deletingExtension(of: "a/b.json") == "a/b")
        #expect(PathText.appending("b", to: "/a/") == "/a/b")
    }
}
