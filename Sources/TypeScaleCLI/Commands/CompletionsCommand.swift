import PackageSupport
/// `typescale completions bash|zsh|fish`: a shell's completion script, made from the commands' option declarations
/// (each command's options, and the words an option's value may be), so that it never lists an option that is not.
/// A value with spaces or parentheses in it (`--device 'iPhone 16 Pro'`) completes as one word in every shell.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let abstract = "Print a shell completion script for typescale (bash, zsh or fish)."
    static let options: [any OptionDeclaration] = []

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static var help: HelpText {
        HelpText(
            usage: "typescale completions bash|zsh|fish",
            discussion: abstract + """

                Load it in the shell's start-up file: bash `source <(typescale completions bash)`, zsh
                `source <(typescale completions zsh)` (after compinit), fish
                `typescale completions fish > ~/.config/fish/completions/typescale.fish`.
                """,
            arguments: [("SHELL", "bash, zsh or fish")], options: options,
            exitStatus: "0 printed; 64 the command line is wrong",
            examples: ["typescale completions bash > /etc/bash_completion.d/typescale"])
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        let shells = Shell.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1 else {
            throw UsageError("'typescale completions' takes one SHELL: " + shells.joined(separator: ", "))
        }
        guard let shell = Shell(rawValue: arguments.positionals[0].lowercased()) else {
            throw UsageError(
                "SHELL: '\(arguments.positionals[0])' is not accepted; expected " + shells.joined(separator: ", ")
                    + Suggestion.clause(for: arguments.positionals[0], among: shells))
        }
        output.standardOutput += script(for: shell)
        return ExitStatus.success
    }

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        let commands = TypeScaleCLI.commands
        switch shell {
        case .bash:
            var cases = ""
            for command in commands {
                let options = command.options.map { "--\($0.name)" }.joined(separator: " ")
                cases += "        \(command.name)) words=\"\(options) --help\" ;;\n"
            }
            var values = ""
            for command in commands {
                for option in command.options where !option.valueCandidates.isEmpty {
                    values += "        \(command.name):--\(option.name)) _typescale_values "
                        + option.valueCandidates.map(backslashEscaped).joined(separator: " ") + "; return ;;\n"
                }
            }
            // The values are matched by the function rather than by `compgen -W`, which splits them at spaces; each
            // reply is escaped as a word of the command line (printf %q, commas left as they are), or left as it is
            // after an opening quote, which bash closes.
            return """
                # bash completion for typescale (typescale completions bash)
                _typescale_values() {
                    local word=${COMP_WORDS[COMP_CWORD]} quote="" candidate
                    if [[ $word == [\\"\\']* ]]; then quote=${word:0:1}; word=${word:1}; fi
                    word=${word//\\\\/}
                    COMPREPLY=()
                    for candidate in "$@"; do
                        [[ $candidate == "$word"* ]] || continue
                        if [[ -z $quote ]]; then candidate=$(printf '%q' "$candidate"); candidate=${candidate//\\\\,/,}; fi
                        COMPREPLY+=("$candidate")
                    done
                }
                _typescale() {
                    local cur=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} words
                    if [[ $COMP_CWORD -eq 1 ]]; then
                        COMPREPLY=($(compgen -W "\(commands.map { $0.name }.joined(separator: " ")) help --help --version" -- "$cur"))
                        return
                    fi
                    case "${COMP_WORDS[1]}:$previous" in
                \(values)    esac
                    case "${COMP_WORDS[1]}" in
                \(cases)        *) words="" ;;
                    esac
                    if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "$words" -- "$cur")); fi
                }
                complete -o default -F _typescale typescale

                """
        case .zsh:
            var functions = ""
            for command in commands {
                let specs = command.options.map { option -> String in
                    let help = escapedForZsh(option.help)
                    guard option.takesValue else { return "'--\(option.name)[\(help)]'" }
                    // _arguments reads a list of values as a zsh array: a backslash keeps a space or a parenthesis.
                    let values = !option.valueCandidates.isEmpty
                        ? "(\(option.valueCandidates.map(backslashEscaped).joined(separator: " ")))"
                            .replacingEvery("'", with: "'\\''")
                        : option.takesPath ? "_files" : " "
                    return "'--\(option.name)=[\(help)]:\(option.name):\(values)'"
                }
                functions += "    (\(command.name)) _arguments \(specs.joined(separator: " ")) '*:file:_files' ;;\n"
            }
            let described = commands.map { "'\($0.name):\(escapedForZsh($0.abstract))'" }.joined(separator: " ")
            return """
                #compdef typescale
                # zsh completion for typescale (typescale completions zsh)
                _typescale() {
                    if (( CURRENT == 2 )); then
                        local -a commands=(\(described))
                        _describe 'command' commands
                        return
                    fi
                    case $words[2] in
                \(functions)    esac
                }
                compdef _typescale typescale

                """
        case .fish:
            var lines = "# fish completion for typescale (typescale completions fish)\n"
            lines += "complete -c typescale -f\n"
            for command in commands {
                lines += "complete -c typescale -n __fish_use_subcommand -a \(command.name) -d \(quotedForFish(command.abstract))\n"
                for option in command.options {
                    var line = "complete -c typescale -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name)"
                        + " -d \(quotedForFish(option.help))"
                    if option.takesValue {
                        line +=
                            !option.valueCandidates.isEmpty
                            ? " -x -a \(quotedForFish(option.valueCandidates.map(backslashEscaped).joined(separator: " ")))"
                            : option.takesPath ? " -r -F" : " -x"
                    }
                    lines += line + "\n"
                }
            }
            return lines
        }
    }

    /// `word` with a backslash before each character a shell splits or expands at (a space, a parenthesis, a quote …),
    /// so that bash, zsh and fish read it as one word as it is: `iPhone\ 16\ Pro`.
    static func backslashEscaped(_ word: String) -> String {
        var escaped = ""
        for character in word {
            if !(character.isLetter || character.isNumber || "._,+-/@%".contains(character)) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Text for a zsh `_arguments` description: brackets and quotes and colons escaped.
    private static func escapedForZsh(_ text: String) -> String {
        text.replacingEvery("'", with: "'\\''").replacingEvery("[", with: "\\[")
            .replacingEvery("]", with: "\\]").replacingEvery(":", with: "\\:")
    }

    /// A fish string in single quotes.
    private static func quotedForFish(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }
}
