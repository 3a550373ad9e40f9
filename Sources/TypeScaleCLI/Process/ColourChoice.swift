/// When output is coloured: `--color auto|always|never`. `auto` (the default) colours a terminal only, and never when
/// `NO_COLOR` is set to anything (no-color.org) or `TERM` is `dumb`.
enum ColourChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether output to `descriptor` is coloured, in the process's environment.
    func colours(_ descriptor: Int32) -> Bool {
        let environment = ["NO_COLOR", "TERM"].reduce(into: [String: String]()) { found, name in
            found[name] = Syscalls.environment(name)
        }
        return colours(toTerminal: Syscalls.isTerminal(descriptor), environment: environment)
    }

    /// Whether output is coloured, to a terminal or not, in `environment`.
    func colours(toTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            toTerminal && !(environment["NO_COLOR"].map { !$0.isEmpty } ?? false) && environment["TERM"] != "dumb"
        }
    }
}
