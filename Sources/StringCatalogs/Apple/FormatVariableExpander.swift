/// Expands the `%#@name@` variables of a format string (`.stringsdict` plural rules, String Catalog substitutions)
/// into one full text per combination of the variables' variants.
///
/// `"%#@files@ in %#@folders@"` with `files` one/other and `folders` one/other gives four texts. A variant's text may
/// itself name a variable (Apple allows nesting); every occurrence of a variable takes the same variant. Positional
/// forms (`%1$#@files@`) are recognised too, and `%1#@files@` — the position's `$` forgotten, as shipped apps have it —
/// as CoreFoundation reads it: a field width, then the variable. Other placeholders are left as they are.
struct FormatVariableExpander {
    /// One form of a variable: its name in the entry's variant (`plural.one`) and its text.
    struct Variant {
        var name: String
        var text: String
        var line: Int?
    }

    /// A variable's chosen variant in one expansion.
    struct Choice {
        var variable: String
        var variant: Variant
    }

    /// Why a format could not be expanded.
    struct Failure: Error {
        var problem: String
        var expected: String
    }

    /// Each variable's variants, in the order they are to be listed.
    var variables: [String: [Variant]]

    /// How deep variables may nest before the expansion is taken for a cycle.
    private static let maximumDepth = 8

    /// Every text `format` can show, with the choices that made it, in the order of the variables' variants.
    ///
    /// - Throws: ``Failure`` when the format names a variable that is not defined or has no variants, or when
    ///   variables refer to each other in a cycle.
    func expand(_ format: String) throws(Failure) -> [(choices: [Choice], text: String)] {
        try expand(format, choices: [], depth: 0)
    }

    /// The names of the variables `format` refers to, in order of first appearance.
    static func variableNames(in format: String) -> [String] {
        var names: [String] = []
        for case .variable(let name) in segments(of: format) where !names.contains(name) { names.append(name) }
        return names
    }

    private func expand(_ format: String, choices: [Choice], depth: Int) throws(Failure)
        -> [(choices: [Choice], text: String)]
    {
        let segments = Self.segments(of: format)
        guard let name = segments.lazy.compactMap({ if case .variable(let name) = $0 { name } else { nil } }).first
        else { return [(choices, format)] }
        guard depth < Self.maximumDepth else {
            throw Failure(
                problem: "the variables refer to each other in a cycle (through %#@\(name)@)",
                expected: "variant texts that do not name their own variable")
        }
        guard let variants = variables[name], !variants.isEmpty else {
            throw Failure(
                problem: "the format names %#@\(name)@, which is not defined",
                expected: variables.isEmpty
                    ? "a definition of the variable '\(name)'"
                    : "one of the defined variables: " + variables.keys.sorted().joined(separator: ", "))
        }
        var results: [(choices: [Choice], text: String)] = []
        for variant in variants {
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let literal): text += literal
                case .variable(let other): text += other == name ? variant.text : "%#@\(other)@"
                }
            }
            results += try expand(text, choices: choices + [Choice(variable: name, variant: variant)], depth: depth + 1)
        }
        return results
    }

    private enum Segment {
        case text(String)
        case variable(String)
    }

    /// `format` split into literal text and `%#@name@` / `%N$#@name@` variables.
    private static func segments(of format: String) -> [Segment] {
        var segments: [Segment] = []
        var literal = Substring()
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            var cursor = rest.index(after: percent)
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber {
                cursor = rest.index(after: cursor)
            }
            let digits = cursor > rest.index(after: percent)
            if digits, cursor < rest.endIndex, rest[cursor] == "$" {
                cursor = rest.index(after: cursor)
            } else if digits, rest[cursor...].hasPrefix("#@") {
                // `%1#@count@`, a position without its `$`: CoreFoundation reads the digits as a field width and still
                // substitutes the variable (`__CFParseFormatSpec`, CFString.c: digits not followed by `$` set
                // `widthArg`; `#` then `@` start the variable's name), so it is a variable here too.
            } else {
                cursor = rest.index(after: percent)
            }
            let remainder = rest[cursor...]
            if remainder.hasPrefix("#@"), let end = remainder.dropFirst(2).firstIndex(of: "@"),
                end > remainder.index(cursor, offsetBy: 2)
            {
                if !literal.isEmpty { segments.append(.text(String(literal))) }
                literal = ""
                segments.append(.variable(String(remainder[remainder.index(cursor, offsetBy: 2)..<end])))
                rest = rest[rest.index(after: end)...]
            } else if remainder.hasPrefix("%") {
                literal += rest[percent...cursor]
                rest = rest[rest.index(after: cursor)...]
            } else {
                literal += rest[percent..<cursor]
                rest = rest[cursor...]
            }
        }
        literal += rest
        if !literal.isEmpty { segments.append(.text(String(literal))) }
        return segments
    }
}
