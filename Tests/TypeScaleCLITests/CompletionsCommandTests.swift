import Foundation
import Testing
import TypeScaleCLI

/// `typescale completions bash|zsh|fish` (issue 13): scripts made from the option declarations.
@Suite("typescale completions")
struct CompletionsCommandTests {
    static func script(_ shell: String) -> String {
        TypeScaleCLI.run(["completions", shell]).output.standardOutput
    }

    /// What bash completes for `words` (the last one being typed), with the script loaded.
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("typescale-\(UUID().uuidString).bash")
        try Self.script("bash").write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _typescale; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("bash completes commands, a command's options, and an option's values")
    func bash() throws {
        #expect(try Self.bashCompletes(["typescale", "mea"]) == ["measure"])
        #expect(try Self.bashCompletes(["typescale", "table", "--for"]) == ["--format"])
        #expect(try Self.bashCompletes(["typescale", "table", "--format", "c"]).sorted() == ["css", "csv"])
        #expect(try Self.bashCompletes(["typescale", "measure", "--style", "head"]) == ["headline"])
        #expect(try Self.bashCompletes(["typescale", "audit", "--color", "a"]).sorted() == ["always", "auto"])
        #expect(try Self.bashCompletes(["typescale", "layout", "--fo"]) == ["--format"])
    }

    @Test("zsh and fish name every command and, for each, every option it takes", arguments: ["zsh", "fish"])
    func everyOption(_ shell: String) throws {
        let script = Self.script(shell)
        for (command, options) in [
            ("table", ["platform", "scale", "styles", "categories", "format"]),
            ("measure", ["font", "font-file", "style", "width", "number-of-lines", "line-break-mode", "batch", "png"]),
            ("audit", ["spec", "style", "width", "locale", "format", "color", "jobs", "png-dir"]),
            ("layout", ["format"]),
        ] {
            #expect(script.contains(command))
            for option in options {
                let form = shell == "zsh" ? "'--\(option)" : "from \(command)' -l \(option) "
                #expect(script.contains(form), "\(shell): \(command) --\(option)")
            }
        }
    }

    @Test("a shell it does not know is a usage error that names the three")
    func unknownShell() {
        let (status, output) = TypeScaleCLI.run(["completions", "bahs"])
        #expect(status == 64)
        #expect(output.standardError.contains("expected bash, zsh, fish; did you mean 'bash'?"))
    }
}
