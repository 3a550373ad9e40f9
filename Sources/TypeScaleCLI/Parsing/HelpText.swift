/// A command's `--help`, made from its declarations: usage, what it does, its arguments, its options (each option's
/// own help line, wrapped), the exit statuses and examples.
struct HelpText {
    var usage: String
    var discussion: String
    var arguments: [(name: String, help: String)] = []
    var options: [any OptionDeclaration]
    var exitStatus: String?
    var examples: [String]

    /// The width help is wrapped at.
    static let width = 116

    var text: String {
        let argumentRows = arguments.map { ($0.name, $0.help) }
        let optionRows =
            options.map { ($0.synopsis, $0.help + Self.formerNames(of: $0)) } + [("-h, --help", "show this help")]
        // Help lines start in one column for the whole text: two spaces past the longest name that fits in 24.
        let column = min(((argumentRows + optionRows).map { $0.0.count }.max() ?? 0) + 4, 28)
        func table(_ rows: [(String, String)]) -> String {
            rows.map { left, help in
                let lead = "  " + left
                let lines = Self.wrap(help, width: Self.width - column)
                let first = lead.count + 2 <= column
                    ? lead + String(repeating: " ", count: column - lead.count) + lines[0]
                    : lead + "\n" + String(repeating: " ", count: column) + lines[0]
                return ([first] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 })
                    .joined(separator: "\n")
            }.joined(separator: "\n")
        }
        var sections = ["USAGE: " + usage, discussion]
        if !arguments.isEmpty { sections.append("ARGUMENTS:\n" + table(argumentRows)) }
        sections.append("OPTIONS:\n" + table(optionRows))
        if let exitStatus {
            sections.append("EXIT STATUS:\n" + Self.wrap(exitStatus, width: Self.width - 2).map { "  " + $0 }.joined(separator: "\n"))
        }
        sections.append("EXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// What help adds for an option with former names, still accepted: `; also --lines, its former name`.
    static func formerNames(of option: any OptionDeclaration) -> String {
        guard !option.formerNames.isEmpty else { return "" }
        return "; also " + option.formerNames.map { "--" + $0 }.joined(separator: ", ")
            + (option.formerNames.count == 1 ? ", its former name" : ", its former names")
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }
}
