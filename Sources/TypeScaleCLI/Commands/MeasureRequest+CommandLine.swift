import BatchMeasurement

extension MeasureRequest {
    /// Reads a request from the command line's options and its TEXT.
    ///
    /// - Throws: ``UsageError`` naming the option, the value and what is accepted.
    init(arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty
                ? "'typescale measure' needs a TEXT to measure, e.g. typescale measure \"Hello World\" --width 100"
                : "'typescale measure' takes one TEXT, got \(arguments.positionals.count): "
                    + arguments.positionals.map { "'\($0)'" }.joined(separator: " ")
                    + (arguments.positionals.contains { $0.hasPrefix("--") }
                        ? " (everything after '--' is TEXT: put the options before it)" : " (quote a text with spaces)"))
        }
        if arguments.has(MeasureOptions.strict) && !arguments.has(MeasureOptions.font) {
            throw UsageError("--strict applies to --font FAMILY (a family that is not installed is then an error); "
                + "give --font too")
        }
        do {
            try self.init(
                text: arguments.positionals[0], fields: CommandLineFields(arguments: arguments),
                strict: arguments.has(MeasureOptions.strict), allCategories: arguments.has(MeasureOptions.allCategories))
        } catch {
            throw UsageError(error.description)
        }
    }
}

/// A request's fields from the command line: each field's option, read as every option is.
struct CommandLineFields: RequestFields {
    var arguments: ParsedArguments

    func value<Value>(_ field: RequestField<Value>) throws(RequestError) -> Value? {
        do {
            return try arguments.value(Option(field))
        } catch {
            throw RequestError(error.description)
        }
    }

    func has<Value>(_ field: RequestField<Value>) -> Bool {
        arguments.has(Option(field))
    }

    func name<Value>(_ field: RequestField<Value>) -> String {
        "--" + arguments.givenName(Option(field))
    }
}
