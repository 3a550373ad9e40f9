/// A command's arguments split into options with values, flags and positional arguments.
///
/// The one hand-written argument parser of the project (swift-argument-parser cannot be fetched here). It accepts
/// `--name value`, `--name=value` and `--flag`; `--` ends the options; a token starting with a single `-` that is a
/// number (`-5`) is a positional argument. An option given twice, an unknown option, a flag given a value and an option
/// missing its value are usage errors.
struct ParsedArguments {
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` for `command`, which takes the named `options` (with a value) and `flags` (without).
    init(_ arguments: some Sequence<String>, command: String, options: [String], flags: [String]) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || Double(argument) != nil {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let body = argument.drop(while: { $0 == "-" })
            let name = String(body.prefix(while: { $0 != "=" }))
            let inlineValue = body.contains("=") ? String(body.drop(while: { $0 != "=" }).dropFirst()) : nil
            if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                self.flags.insert(name)
            } else if options.contains(name) {
                guard values[name] == nil else { throw UsageError("--\(name) is given more than once") }
                guard let value = inlineValue ?? iterator.next() else {
                    throw UsageError("--\(name) needs a value")
                }
                values[name] = value
            } else {
                let accepted = (options + flags).sorted().map { "--\($0)" }.joined(separator: ", ")
                throw UsageError("unknown option '\(argument)' for 'typescale \(command)'; expected \(accepted)")
            }
        }
    }

    /// The value of `option`, if given.
    func value(_ option: String) -> String? {
        values[option]
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The value of `option` read by `parse`, which throws a usage error naming the option for a bad value.
    func value<T>(_ option: String, _ parse: (String) throws(UsageError) -> T) throws(UsageError) -> T? {
        guard let text = values[option] else { return nil }
        return try parse(text)
    }
}
