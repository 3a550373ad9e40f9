import BatchMeasurement
import PackageSupport
/// An option a command takes, declared once: its name, the value's placeholder in help, its help line, and how its
/// value is read. Parsing, `--help` and every message about the option come from this declaration.
struct Option<Value>: OptionDeclaration {
    /// The name after `--`: `width`.
    let name: String
    /// What the value is called in help: `N`, `FILE`, `LIST`.
    let valueName: String
    /// Made when help or completion asks for it, as a reader's words are (``ValueReader/accepted``): options are
    /// declared as every command starts.
    var help: String { helpText() }
    let reader: ValueReader<Value>
    let jsonKey: String?
    let formerNames: [String]
    let refusedNames: [RefusedName]
    private let helpText: @Sendable () -> String

    init(
        _ name: String, _ valueName: String, _ reader: ValueReader<Value>,
        help: @escaping @autoclosure @Sendable () -> String, jsonKey: String? = nil, formerNames: [String] = [],
        refusing refusedNames: [RefusedName] = []
    ) {
        self.name = name
        self.valueName = valueName
        self.reader = reader
        helpText = help
        self.jsonKey = jsonKey
        self.formerNames = formerNames
        self.refusedNames = refusedNames
    }

    /// The option that gives a measuring request's `field`, with `valueName` and `help` (help is not read when the
    /// option is only parsed); the field's former name, if it has one, is the option's.
    init(
        _ field: RequestField<Value>, _ valueName: String = "",
        help: @escaping @autoclosure @Sendable () -> String = ""
    ) {
        self.init(
            field.option, valueName, field.reader, help: help(), jsonKey: field.key,
            formerNames: field.formerName.map { [$0] } ?? [])
    }

    var takesValue: Bool { true }
    var synopsis: String { "--\(name) \(valueName)" }
    var valueCandidates: [String] { reader.candidates }
    var takesPath: Bool { ["FILE", "PATH", "DIR"].contains(valueName) }
}

/// An option without a value: `--strict`.
struct Flag: OptionDeclaration {
    let name: String
    let help: String
    let formerNames: [String]

    init(_ name: String, help: String, formerNames: [String] = []) {
        self.name = name
        self.help = help
        self.formerNames = formerNames
    }

    var takesValue: Bool { false }
    var synopsis: String { "--\(name)" }
}

/// A name a command refuses because it means something else in other commands, and what to give instead: `layout`
/// refuses `--scale` (a scale file in `table`, `scale` and `specimen`) and says pixels per point are
/// `--display-scale`.
struct RefusedName: Sendable {
    /// The name after `--`.
    var name: String
    /// What the option it points to means, and what the name means elsewhere: the end of the usage error.
    var reason: String
}

/// What parsing and help need of any option or flag.
protocol OptionDeclaration: Sendable {
    var name: String { get }
    var help: String { get }
    var takesValue: Bool { get }
    /// How help shows it: `--width N`, `--strict`.
    var synopsis: String { get }
    /// The words its value may be, when they can be listed (`text`, `json`): what shell completion offers.
    var valueCandidates: [String] { get }
    /// Whether its value is a path (`FILE`, `PATH`, `DIR`): shell completion offers files.
    var takesPath: Bool { get }
    /// The field a batch request (`typescale measure --batch`) gives it in, when it may: `lineHeight`. A requirement
    /// rather than a marker protocol to cast to: a cast makes Swift's runtime look the conformance up among every one
    /// in the program, once for each type of option, at every start.
    var jsonKey: String? { get }
    /// Names it had before, still accepted (`lines` for `number-of-lines`): `--help` says so; completion offers only
    /// ``name``; giving both is a usage error naming both.
    var formerNames: [String] { get }
    /// Names the command refuses with a pointer to this option, because they mean something else elsewhere.
    var refusedNames: [RefusedName] { get }
}

extension OptionDeclaration {
    var valueCandidates: [String] { [] }
    var takesPath: Bool { false }
    var jsonKey: String? { nil }
    var formerNames: [String] { [] }
    var refusedNames: [RefusedName] { [] }
}
