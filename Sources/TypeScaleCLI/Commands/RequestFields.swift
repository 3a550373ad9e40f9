import PackageSupport

/// Where a `typescale measure` request's fields come from: the command line's options, or a batch line's JSON object.
/// Each names a field as its source spells it (`--line-height`, `lineHeight`), so messages name what the user wrote.
/// (Options are passed as generics, not existentials: boxing each one cost a batch request an allocation a field.)
protocol RequestFields {
    /// The field's value read by the option's declaration; `nil` when it is not given.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value?
    /// Whether the field is given.
    func has(_ option: some KeyedOption) -> Bool
    /// The field's name as this source spells it.
    func name(_ option: some KeyedOption) -> String
}

extension RequestFields {
    /// Throws when both fields were given.
    func checkExclusive(_ first: some KeyedOption, _ second: some KeyedOption) throws(UsageError) {
        if has(first) && has(second) {
            throw UsageError("\(name(first)) and \(name(second)) cannot be used together; give one")
        }
    }

    /// Throws when `option` was given without `required`.
    func check(_ option: some KeyedOption, needs required: some KeyedOption) throws(UsageError) {
        if has(option) && !has(required) {
            throw UsageError("\(name(option)) applies to \(name(required)); give \(name(required)) too")
        }
    }
}

/// A request's fields from the command line.
struct CommandLineFields: RequestFields {
    var arguments: ParsedArguments

    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        try arguments.value(option)
    }

    func has(_ option: some KeyedOption) -> Bool {
        arguments.has(option)
    }

    func name(_ option: some KeyedOption) -> String {
        "--" + option.name
    }
}

/// A request's fields from a batch line's JSON object, each under its option's JSON key.
struct BatchFields: RequestFields {
    var object: RequestObject

    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let key = option.jsonKey, let given = object[key] else { return nil }
        guard let value = option.reader.json(given) else {
            throw UsageError(
                "\(key): \(MeasureResultFormat.compact(given)) is not accepted; expected \(option.reader.accepted)")
        }
        return value
    }

    func has(_ option: some KeyedOption) -> Bool {
        option.jsonKey.map { object[$0] != nil } ?? false
    }

    func name(_ option: some KeyedOption) -> String {
        option.jsonKey ?? option.name
    }
}
