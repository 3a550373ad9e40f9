import Foundation
import Testing
@testable import TypeScaleCLI

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
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
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
        #expect(try Self.bashCompletes(["typescale", "layout", "--fo"]).sorted() == ["--font-folder", "--format"])
    }

    /// Every device `layout --device` takes: names with spaces and parentheses.
    static let devices = LayoutCommand.device.valueCandidates

    @Test("bash completes a value with spaces as one word: escaped, or as it is after an opening quote")
    func bashValuesWithSpaces() throws {
        #expect(Self.devices.contains("iPhone 16 Pro") && Self.devices.contains("iPad (10th generation)"))
        let escaped = { (name: String) in
            name.replacingOccurrences(of: " ", with: #"\ "#).replacingOccurrences(of: "(", with: #"\("#)
                .replacingOccurrences(of: ")", with: #"\)"#)
        }
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", ""]) == Self.devices.map(escaped))
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", "iPhone"])
            == Self.devices.filter { $0.hasPrefix("iPhone") }.map(escaped))
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", #"iPhone\ 16\ Pro"#])
            == [#"iPhone\ 16\ Pro"#, #"iPhone\ 16\ Pro\ Max"#])
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", "'iPhone 16 Pro M"]) == ["iPhone 16 Pro Max"])
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", #""iPad ("#]) == ["iPad (10th generation)"])
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", "iPad\\ \\(1"]) == [#"iPad\ \(10th\ generation\)"#])
        #expect(try Self.bashCompletes(["typescale", "layout", "--size-classes", "compact,r"]) == ["compact,regular"])
        #expect(try Self.bashCompletes(["typescale", "layout", "--device", "Galaxy"]).isEmpty)
    }

    @Test("zsh's and fish's lists of values keep a value with spaces one word", arguments: ["zsh", "fish"])
    func zshAndFishValuesWithSpaces(_ shell: String) throws {
        let script = Self.script(shell)
        let words = #"iPhone\ 16\ Pro iPhone\ 16\ Pro\ Max"#
        let generation = #"iPad\ \(10th\ generation\)"#
        if shell == "zsh" {
            #expect(script.contains(":device:(iPhone\\ 16 iPhone\\ 16\\ Plus \(words) "))
            #expect(script.contains(" \(generation) "))
        } else {
            // In fish's single quotes a backslash is written twice.
            #expect(script.contains("-l device -d '"))
            #expect(script.contains(words.replacingOccurrences(of: "\\", with: "\\\\")))
            #expect(script.contains(generation.replacingOccurrences(of: "\\", with: "\\\\")))
        }
        // Where the shell is installed, it reads the list as its completion does: one value a device.
        let path = "/usr/bin/\(shell)"
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typescale-\(UUID().uuidString).\(shell)")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let command =
            shell == "zsh"
            // _arguments evaluates a list of values as an array: `eval ws=( … )`.
            ? #"script=$(<'\#(file.path)'); list=${script#*:device:\(}; list=${list%%\)\'*}; "#
                + #"eval "ws=( $list )"; print -rl -- $ws"#
            : "source '\(file.path)'; complete -C 'typescale layout --device ' | string replace -r '\\t.*' ''"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = shell == "zsh" ? ["-f", "-c", command] : ["--no-config", "-c", command]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let read = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(read.sorted() == Self.devices.sorted(), "\(shell)")
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
