import PackageSupport
/// `typescale completions bash|zsh|fish`: a shell's completion script, made from the commands' option declarations
/// (each command's options, and the words an option's value may be), so that it never lists an option that is not.
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
                    values += "        \(command.name):--\(option.name)) COMPREPLY=($(compgen -W \""
                        + option.valueCandidates.joined(separator: " ") + "\" -- \"$cur\")); return ;;\n"
                }
            }
            return """
                # bash completion for typescale (typescale completions bash)
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
                    let values = !option.valueCandidates.isEmpty
                        ? "(\(option.valueCandidates.joined(separator: " ")))" : option.takesPath ? "_files" : " "
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
                            ? " -x -a \(quotedForFish(option.valueCandidates.joined(separator: " ")))"
                            : option.takesPath ? " -r -F" : " -x"
                    }
                    lines += line + "\n"
                }
            }
            return lines
        }
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
