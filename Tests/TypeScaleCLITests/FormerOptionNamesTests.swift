import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// A label's options by UIKit's names in `measure` and `audit` — `--number-of-lines`, `--line-break-mode`,
/// `--line-break-strategy`, as the libraries and the batch keys say them — with the former spellings (`--lines`,
/// `--mode`, `--strategy`) still accepted: the same results, messages that name what was given, both names of one
/// option an error naming both, `--help` saying so, completion offering only the new names.
@Suite("Former option names")
struct FormerOptionNamesTests {
    static let renamed = [("number-of-lines", "lines", "0"), ("line-break-mode", "mode", "clip"), ("line-break-strategy", "strategy", "none")]

    @Test("measure gives the same result by either name", arguments: renamed)
    func measureReadsBothNames(_ current: String, _ former: String, _ value: String) {
        let base = ["measure", "Hello World", "--font-file", TestFonts.sansPath, "--size", "10", "--width", "40"]
        let byCurrent = TypeScaleCLI.run(base + ["--\(current)", value])
        let byFormer = TypeScaleCLI.run(base + ["--\(former)=\(value)"])
        #expect(byCurrent.status == 0, "\(byCurrent.output.standardError)")
        #expect(byFormer.status == byCurrent.status && byFormer.output == byCurrent.output)
        #expect(byCurrent.output.standardOutput != TypeScaleCLI.run(base).output.standardOutput)
    }

    @Test("audit gives the same report by either name", arguments: renamed)
    func auditReadsBothNames(_ current: String, _ former: String, _ value: String) {
        let base = [
            "audit", Fixtures.path("Catalogs/Shop/en.lproj/Localizable.strings"), "--font-file", TestFonts.sansPath,
            "--size", "10", "--width", "60", "--format", "json",
        ]
        let byCurrent = TypeScaleCLI.run(base + ["--\(current)", value])
        let byFormer = TypeScaleCLI.run(base + ["--\(former)", value])
        #expect([0, 1].contains(byCurrent.status), "\(byCurrent.output.standardError)")
        #expect(byFormer.status == byCurrent.status && byFormer.output == byCurrent.output)
    }

    @Test("both names of one option, in either order, are a usage error naming both", arguments: ["measure", "audit"])
    func bothNamesAreAnError(_ command: String) {
        let first = command == "measure" ? ["measure", "Hi"] : ["audit", "x.strings"]
        for (current, former, value) in Self.renamed {
            for pair in [["--\(current)", value, "--\(former)", value], ["--\(former)", value, "--\(current)", value]] {
                let (status, output) = TypeScaleCLI.run(first + pair)
                #expect(status == 64)
                #expect(output.standardError == "typescale \(command): give --\(current) or its former name --\(former), not both\n")
            }
        }
        #expect(TypeScaleCLI.run(first + ["--lines", "1", "--lines", "2"]).output.standardError
            == "typescale \(command): --lines is given more than once\n")
    }

    @Test("a message names the option as it was given")
    func messagesNameWhatWasGiven() {
        #expect(typescale("measure", "Hi", "--number-of-lines", "-1").stderr.hasPrefix("typescale measure: --number-of-lines: '-1' is not accepted"))
        #expect(typescale("measure", "Hi", "--lines", "-1").stderr.hasPrefix("typescale measure: --lines: '-1' is not accepted"))
        #expect(typescale("audit", "x.strings", "--mode", "sideways").stderr.hasPrefix("typescale audit: --mode: 'sideways' is not accepted"))
        #expect(typescale("measure", "--batch", "-", "--strategy", "none").stderr
            == "typescale measure: --strategy cannot be used with --batch; give \"lineBreakStrategy\" in each request instead\n")
        #expect(typescale("measure", "--batch", "-", "--number-of-lines", "1").stderr
            == "typescale measure: --number-of-lines cannot be used with --batch; give \"numberOfLines\" in each request instead\n")
    }

    @Test("--help lists the new names, each saying its former one; usage and examples use the new names",
        arguments: ["measure", "audit"])
    func helpSaysFormerNames(_ command: String) {
        // Help wraps at 116 columns: its words, one space apart.
        let help = typescale(command, "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (current, former, _) in Self.renamed {
            #expect(help.contains("--\(current) "))
            #expect(help.contains("also --\(former), its former name"), "\(command) --\(current)")
            #expect(!help.contains("--\(former) "), "\(command): --\(former) outside its option's help line")
        }
    }

    @Test("help measure-json names the new keys and their former names")
    func measureJSONHelpSaysFormerKeys() {
        let help = typescale("help", "measure-json").stdout
        for (current, former, _) in Self.renamed {
            let key = current.split(separator: "-").enumerated()
                .map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
                .joined()
            let row = help.split(separator: "\n").first { $0.hasPrefix("  \(key) ") }
            #expect(row?.contains("(as --\(current); also \(former) and --\(former), its former names)") == true, "\(key)")
        }
    }

    @Test("completion offers the new names only", arguments: ["bash", "zsh", "fish"])
    func completionOffersNewNames(_ shell: String) throws {
        let script = typescale("completions", shell).stdout
        for command in ["measure", "audit"] {
            for (current, former, _) in Self.renamed {
                let offered = shell == "fish" ? "from \(command)' -l \(current) " : "--\(current)"
                let formerly = shell == "fish" ? "from \(command)' -l \(former) " : "--\(former)"
                #expect(script.contains(offered))
                #expect(!script.contains(formerly + (shell == "fish" ? "" : shell == "zsh" ? "=" : " ")), "\(shell)")
            }
        }
        if shell == "bash" {
            let offered = try CompletionsCommandTests.bashCompletes(["typescale", "measure", "--li"])
            #expect(offered.sorted() == ["--line-break-mode", "--line-break-strategy", "--line-height"])
        }
    }
}
