import PackageSupport
/// A command's arguments split into options with values, flags and positional arguments, by the command's declared
/// options; typed values are read from it with each option's declaration.
///
/// The one hand-written argument parser of the project (swift-argument-parser cannot be fetched here). It accepts
/// `--name value`, `--name=value` and `--flag`; `--` ends the options; `-` alone (standard input) and a token starting
/// with a single `-` that is a number (`-5`) are positional arguments. An option may be given by a former name
/// (``OptionDeclaration/formerNames``), and messages then name it so. An option given twice, an option or a flag given by
/// both its names, an unknown or refused option, a flag given a value and an option missing its value are usage errors.
struct ParsedArguments {
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []
    /// The values, by each option's name.
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// The name each option given by a former name was given by, by its name.
    private var formerNamesGiven: [String: String] = [:]

    /// Parses `arguments` for `command`, which takes `options`.
    init(_ arguments: some Sequence<String>, command: String, options: [any OptionDeclaration]) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
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
            guard let option = options.first(where: { $0.name == name || $0.formerNames.contains(name) }) else {
                for option in options {
                    guard let refused = option.refusedNames.first(where: { $0.name == name }) else { continue }
                    throw UsageError(
                        "--\(name) is not an option of 'typescale \(command)': use --\(option.name) (\(refused.reason))")
                }
                let accepted = options.map { "--\($0.name)" }.sorted().joined(separator: ", ")
                throw UsageError(
                    "unknown option '\(argument)' for 'typescale \(command)'; expected \(accepted)"
                        + Suggestion.clause(for: "--" + name, among: options.map { "--\($0.name)" }))
            }
            if has(option) {
                let earlier = givenName(option)
                guard earlier == name else {
                    throw UsageError(
                        "give --\(option.name) or its former name --\(earlier == option.name ? name : earlier), not both")
                }
                if option.takesValue { throw UsageError("--\(name) is given more than once") }
            }
            if option.takesValue {
                guard let value = inlineValue ?? iterator.next() else { throw UsageError("--\(name) needs a value") }
                values[option.name] = value
            } else {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(option.name)
            }
            if name != option.name { formerNamesGiven[option.name] = name }
        }
    }

    /// The value of `option` read by its declaration; `nil` when it is not given.
    ///
    /// - Throws: ``UsageError`` naming the option, the value and what it accepts.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = values[option.name] else { return nil }
        guard let value = option.reader.text(text) else {
            throw UsageError("--\(givenName(option)): " + option.reader.refusal(of: text))
        }
        return value
    }

    /// The value of `option` as given, unread.
    func text<Value>(_ option: Option<Value>) -> String? {
        values[option.name]
    }

    /// The name `option` was given by: its name, or the former name given.
    func givenName(_ option: any OptionDeclaration) -> String {
        formerNamesGiven[option.name] ?? option.name
    }

    /// Whether `option` (an option or a flag) was given.
    func has(_ option: any OptionDeclaration) -> Bool {
        option.takesValue ? values[option.name] != nil : flags.contains(option.name)
    }

    /// Throws when both `first` and `second` were given.
    func checkExclusive(_ first: any OptionDeclaration, _ second: any OptionDeclaration) throws(UsageError) {
        if has(first) && has(second) {
            throw UsageError("--\(givenName(first)) and --\(givenName(second)) cannot be used together; give one")
        }
    }

    /// Throws when `option` was given without `required`: `--max applies to --font-size; give --font-size too`.
    func check(_ option: any OptionDeclaration, needs required: any OptionDeclaration) throws(UsageError) {
        if has(option) && !has(required) {
            throw UsageError("--\(givenName(option)) applies to --\(required.name); give --\(required.name) too")
        }
    }
}
