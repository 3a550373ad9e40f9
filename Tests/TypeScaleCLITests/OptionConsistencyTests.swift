import DynamicType
import Foundation
import TestSupport
import Testing
@testable import TypeScaleCLI

/// One CLI, one set of manners: read from every command's option declarations (``Command/options``), each concept has
/// one spelling in every command, a spelling means one kind of value wherever it appears, the options every user meets
/// in several commands (`--format`, `--jobs`, `--category`, `--categories`, `--display-scale`, `--png` …) read and
/// mean the same, and every exit status a `--help` documents is one of ``ExitStatus``'s.
@Suite("Options across commands")
struct OptionConsistencyTests {
    /// Every command's every option, with the command that takes it.
    static let declarations: [(command: String, option: any OptionDeclaration)] = TypeScaleCLI.commands.flatMap {
        command in command.options.map { (command.name, $0) }
    }

    /// The declarations of the option `name`, wherever it appears.
    static func declarations(of name: String) -> [(command: String, option: any OptionDeclaration)] {
        declarations.filter { $0.option.name == name }
    }

    /// A concept several commands have, the one spelling it has, and spellings it must not have (a former name,
    /// still accepted, is not a spelling: it is listed in no help synopsis and offered by no completion).
    struct Concept: Sendable, CustomTestStringConvertible {
        var meaning: String
        var name: String
        var not: [String]
        var testDescription: String { "--\(name): \(meaning)" }
    }

    static let concepts = [
        Concept(meaning: "pixels per point", name: "display-scale", not: ["scale-factor", "pixel-scale", "dpr", "pixels"]),
        Concept(meaning: "a scale file", name: "scale", not: ["scale-file", "type-scale"]),
        Concept(meaning: "a built-in platform's scale", name: "platform", not: ["os"]),
        Concept(meaning: "one content-size category", name: "category", not: ["content-size-category", "size-category"]),
        Concept(meaning: "several content-size categories", name: "categories", not: ["content-size-categories"]),
        Concept(meaning: "every content-size category", name: "all-categories", not: ["all", "every-category"]),
        Concept(meaning: "one text style", name: "style", not: ["text-style"]),
        Concept(meaning: "several text styles", name: "styles", not: ["text-styles"]),
        Concept(meaning: "a label's numberOfLines", name: "number-of-lines", not: ["lines", "max-lines", "line-count"]),
        Concept(meaning: "a label's lineBreakMode", name: "line-break-mode", not: ["mode", "break-mode", "truncation"]),
        Concept(meaning: "a label's lineBreakStrategy", name: "line-break-strategy", not: ["strategy", "break-strategy"]),
        Concept(meaning: "the output's format", name: "format", not: ["output", "output-format", "as"]),
        Concept(meaning: "measuring threads", name: "jobs", not: ["threads", "parallel", "j"]),
        Concept(meaning: "an installed font family", name: "font", not: ["family", "font-family"]),
        Concept(meaning: "a font file", name: "font-file", not: ["font-path"]),
        Concept(meaning: "a face of a collection file", name: "face-index", not: ["face"]),
        Concept(meaning: "the system font's family", name: "system-font", not: ["system-family"]),
        Concept(meaning: "a picture of what was measured or laid out", name: "png", not: ["picture", "image"]),
        Concept(meaning: "a folder of pictures", name: "png-dir", not: ["picture-dir", "png-folder"]),
        Concept(meaning: "colour on a terminal", name: "color", not: ["colour"]),
    ]

    @Test("each concept has one spelling: no command uses another", arguments: concepts)
    func oneSpelling(_ concept: Concept) {
        #expect(!Self.declarations(of: concept.name).isEmpty, "no command takes --\(concept.name)")
        for (command, option) in Self.declarations where concept.not.contains(option.name) {
            Issue.record("typescale \(command) --\(option.name): \(concept.meaning) is --\(concept.name)")
        }
    }

    /// What kind of value an option takes: its declaration's type (the value's Swift type) and the name help gives
    /// the value.
    static func kind(_ option: any OptionDeclaration) -> String {
        "\(type(of: option)) " + (option.takesValue ? option.synopsis.split(separator: " ").dropFirst().joined() : "")
    }

    /// Spellings whose value is a different Swift type in some commands for a reason, not a different kind of value.
    static let sameKindOtherwise: [String: String] = [
        "format": "each command has its own formats; checked below",
        "style": "scale and specimen read a name in the scale chosen (--platform, --scale); measure and audit iOS's",
        "width": "measure's is optional: a batch request's null is no limit",
    ]

    @Test("a spelling is one kind of value in every command that takes it")
    func oneKindPerSpelling() {
        let names = Set(Self.declarations.map(\.option.name))
        for name in names.sorted() {
            let declared = Self.declarations(of: name)
            let kinds = Set(declared.map { Self.kind($0.option) })
            let valueNames = Set(declared.map { $0.option.takesValue ? String($0.option.synopsis.split(separator: " ").last ?? "") : "" })
            #expect(valueNames.count == 1, "--\(name): values named \(valueNames.sorted())")
            #expect(Set(declared.map(\.option.takesPath)).count == 1, "--\(name): a path in some commands only")
            #expect(Set(declared.map(\.option.takesValue)).count == 1, "--\(name): a flag in some commands only")
            if Self.sameKindOtherwise[name] == nil {
                #expect(kinds.count == 1, "--\(name): \(declared.map { "\($0.command): \(Self.kind($0.option))" })")
            }
        }
    }

    @Test("within a command, every name and former name is one option's; a refused name is no option's")
    func namesWithinACommand() {
        for command in TypeScaleCLI.commands {
            let names = command.options.flatMap { [$0.name] + $0.formerNames }
            #expect(Set(names).count == names.count, "typescale \(command.name): a name given twice")
            for refused in command.options.flatMap(\.refusedNames) {
                #expect(!names.contains(refused.name), "typescale \(command.name) refuses --\(refused.name) it takes")
            }
        }
    }

    @Test("a former name or a refused name is no spelling of any command: it never means something else")
    func formerNamesMeanOneThing() {
        let spellings = Set(Self.declarations.map(\.option.name))
        for (command, option) in Self.declarations {
            for former in option.formerNames {
                #expect(!spellings.contains(former), "typescale \(command) --\(option.name): former --\(former)")
            }
        }
        // --scale is a scale file wherever it is taken; layout refuses it, pointing at --display-scale.
        let refused = Self.declarations.flatMap { entry in entry.option.refusedNames.map { (entry, $0.name) } }
        #expect(refused.map { "\($0.0.command) --\($0.1) → --\($0.0.option.name)" } == ["layout --scale → --display-scale"])
        for (entry, name) in refused {
            #expect(Self.declarations(of: name).allSatisfy { $0.command != entry.command })
        }
    }

    // MARK: - The options users meet in several commands

    @Test("--format: text by default, json everywhere, each command's own others")
    func format() {
        let declared = Self.declarations(of: "format")
        #expect(declared.count >= 5)
        for (command, option) in declared {
            #expect(option.valueCandidates.first == "text" && option.valueCandidates.contains("json"), "\(command)")
            #expect(option.help.hasPrefix("text (default"), "\(command): \(option.help)")
        }
    }

    @Test("--jobs: a whole number of measuring threads from 1 to 4096, however given")
    func jobs() throws {
        let declared = Self.declarations(of: "jobs")
        #expect(Set(declared.map(\.command)) == ["measure", "audit"])
        for (command, option) in declared {
            let jobs = try #require(option as? Option<Int>, "\(command)")
            #expect(["1", "8", "4096"].map(jobs.reader.text) == [1, 8, 4096], "\(command)")
            #expect(["0", "4097", "2.5", "many"].allSatisfy { jobs.reader.text($0) == nil }, "\(command)")
            #expect(jobs.reader.accepted == "a whole number ≥ 1", "\(command)")
            #expect(option.help.contains("measuring threads"), "\(command)")
        }
    }

    @Test("--category and --categories read every spelling of a category the same way in every command")
    func categories() throws {
        for (command, option) in Self.declarations(of: "category") {
            let category = try #require(option as? Option<ContentSizeCategory>, "\(command)")
            #expect(["AX5", "accessibility5", "UICTContentSizeCategoryAccessibilityXXXL", "large", "L"].map(category.reader.text)
                == [.accessibility5, .accessibility5, .accessibility5, .large, .large], "\(command)")
            #expect(category.reader.text("huge") == nil)
        }
        let lists = ["all", "...XXXL", "AX1...", "L,AX1...AX5", "xSmall, large"]
        var readings: Set<[[ContentSizeCategory]?]> = []
        for (command, option) in Self.declarations(of: "categories") {
            let categories = try #require(option as? Option<[ContentSizeCategory]>, "\(command)")
            readings.insert(lists.map(categories.reader.text))
            #expect(categories.reader.text("huge") == nil)
        }
        #expect(readings.count == 1)
        #expect(readings.first?.first == ContentSizeCategory.allCases)
    }

    @Test("--display-scale is pixels per point wherever it is taken, 1, 2 and 3 everywhere")
    func displayScale() throws {
        let declared = Self.declarations(of: "display-scale")
        #expect(Set(declared.map(\.command)) == ["measure", "scale", "specimen", "layout"])
        for (command, option) in declared {
            let scale = try #require(option as? Option<Double>, "\(command)")
            #expect(["1", "2", "3"].map(scale.reader.text) == [1, 2, 3], "\(command)")
            #expect(["0", "-1", "9", "x2"].allSatisfy { scale.reader.text($0) == nil }, "\(command)")
            #expect(option.help.contains("pixels per point"), "\(command)")
        }
        // And --scale is a scale file wherever it is taken.
        for (command, option) in Self.declarations(of: "scale") {
            #expect(option.synopsis == "--scale FILE" && option.help.hasPrefix("a scale file"), "\(command)")
        }
    }

    @Test("--png is a PNG file drawn beside the report, --png-dir a folder of them; --all-categories a flag")
    func pictures() {
        for (command, option) in Self.declarations(of: "png") {
            #expect(option.synopsis == "--png FILE" && option.help.contains("PNG"), "\(command)")
            #expect(option.help.hasPrefix("also draw"), "\(command): \(option.help)")
        }
        for (command, option) in Self.declarations(of: "png-dir") {
            #expect(option.synopsis == "--png-dir DIR" && option.help.contains("PNG"), "\(command)")
        }
        #expect(Set(Self.declarations(of: "all-categories").map(\.command)) == ["measure", "scale", "layout"])
        #expect(Self.declarations(of: "all-categories").allSatisfy { !$0.option.takesValue })
    }

    @Test("scale's --all is --all-categories, as in measure and layout; --all is still accepted, both an error")
    func scaleAllCategories() {
        let all = typescale("scale", "16", "--style", "body", "--all")
        #expect(all.status == 0)
        #expect(all == typescale("scale", "16", "--style", "body", "--all-categories"))
        #expect(typescale("scale", "16", "--style", "body", "--all", "--all-categories").stderr
            == "typescale scale: give --all-categories or its former name --all, not both\n")
        #expect(typescale("scale", "16", "--style", "body", "--all", "--category", "L").stderr
            == "typescale scale: --category and --all cannot be used together; give one\n")
        #expect(typescale("scale", "--help").stdout.contains("--all-categories"))
    }

    // MARK: - Exit statuses

    /// Every status `typescale` exits with.
    static let statuses: Set<Int32> = [
        ExitStatus.success, ExitStatus.problemsFound, ExitStatus.usage, ExitStatus.dataError, ExitStatus.noInput,
        ExitStatus.cannotCreate,
    ]

    /// The whole numbers of `text`.
    static func numbers(in text: Substring) -> [Int32] {
        text.split(whereSeparator: { !$0.isNumber }).compactMap { Int32($0) }
    }

    @Test("every exit status a --help documents is one of ExitStatus's; each help says 0 and 64")
    func documentedStatuses() throws {
        for command in TypeScaleCLI.commands {
            let help = command.help.text
            let section = try #require(help.components(separatedBy: "EXIT STATUS:\n").last?.components(separatedBy: "\n\n").first)
            let documented = Self.numbers(in: Substring(section))
            #expect(Set(documented).isSubset(of: Self.statuses), "typescale \(command.name): \(documented)")
            #expect(documented.first == 0 && documented.contains(64), "typescale \(command.name)")
        }
        let batch = try #require(MeasureJSONHelp.text.components(separatedBy: "Exit ").last?.prefix { $0 != "." })
        #expect(Self.numbers(in: batch) == [0, 65, 66])
    }

    @Test("README's Exit statuses table lists exactly ExitStatus's")
    func readmeStatuses() throws {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "## Exit statuses\n").last?.components(separatedBy: "\n## ").first)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") }.compactMap { row in
            Int32(row.dropFirst(2).prefix { $0 != " " })
        }
        #expect(Set(rows) == Self.statuses && rows.count == Self.statuses.count)
    }
}
