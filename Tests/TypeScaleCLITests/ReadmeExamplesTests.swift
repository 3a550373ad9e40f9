import Foundation
import TestSupport
import Testing

/// The README's `console` examples, run as they are written and their output compared with what the README shows
/// (issue 13: documented output had drifted from the real one). A command that writes a file (`>`, `--png`, `--out`)
/// or reads one the example made up (`acme.json`) is not run; every other is.
@Suite("README examples")
struct ReadmeExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var shown: [String]
        var testDescription: String { "typescale " + arguments.joined(separator: " ") }
    }

    /// Every runnable `$ swift run typescale …` line of the README's console blocks, with the lines shown after it.
    static let examples: [Example] = {
        let readme = (try? String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var examples: [Example] = []
        var inConsole = false
        var current: Example?
        func finish() {
            if let example = current { examples.append(example) }
            current = nil
        }
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if inConsole { finish() }
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                finish()
                let command = String(line.dropFirst(2))
                guard command.hasPrefix("swift run typescale "), !command.contains(">"), !command.contains("--png"),
                    !command.contains("--out"), !command.contains("acme.json"), !command.contains("echo")
                else { continue }
                current = Example(arguments: words(String(command.dropFirst("swift run typescale ".count))), shown: [])
            } else {
                current?.shown.append(line)
            }
        }
        return examples
    }()

    /// A command line's words, with double quotes grouping (what the README's examples use).
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, inWord = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                inWord = true
            } else if character == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test("there are examples to check")
    func found() {
        #expect(Self.examples.count >= 5)
    }

    @Test("each prints what the README shows", arguments: examples)
    func prints(_ example: Example) throws {
        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = example.arguments
        process.currentDirectoryURL = Fixtures.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let trimmed = printed.last == "" ? Array(printed.dropLast()) : printed
        #expect(trimmed == example.shown)
    }
}
