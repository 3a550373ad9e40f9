/// Reads a visual format string into a ``VisualFormat``, by Apple's grammar (*Auto Layout Guide*, "Visual Format
/// Language" appendix), left to right in one pass without recursion, so no input — empty, unicode, any number of
/// repeated tokens — can run it out of stack or past the end.
///
/// Where the appendix leaves the lexical details open:
/// - names are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`, ASCII only), as the appendix says ("parsed as a C identifier");
/// - numbers are decimal as `strtod` reads them in the C locale (the appendix: "as parsed by `strtod_l`"): an
///   optional sign (not in a `-20-` spacing, which is a `<positiveNumber>`), digits with an optional fraction, an
///   optional exponent. Hexadecimal numbers and `inf`/`nan` are not read (a word is a name), and a number that
///   overflows to infinity is an error;
/// - whitespace may stand between tokens, never inside one: the grammar shows none, but books write
///   `[view1(>=50, <=70)]` (*The Core iOS Developer's Cookbook*, fifth edition, "Predicates").
///
/// An error names the offset (0-based, in `Character`s) of the first character that does not fit and what was
/// expected there, in the manner of UIKit's own messages ("Expected ':' after 'V' to specify vertical arrangement").
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private var position = 0

    private init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// The format parsed.
    ///
    /// - Throws: ``LayoutError/visualFormat(format:offset:message:)`` where the format stops fitting the grammar.
    static func parse(_ format: String) throws(LayoutError) -> VisualFormat {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    // MARK: - The format

    /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    private mutating func parseFormat() throws(LayoutError) -> VisualFormat {
        let (axis, orientationWritten) = try parseOrientation()
        var elements: [VisualFormat.Element] = []
        var connections: [VisualFormat.Connection] = []
        skipWhitespace()
        if current == "|" {
            elements.append(.superview(offset: position))
            position += 1
            skipWhitespace()
            switch current {
            case "[": connections.append(.flush(offset: position))
            case "-": connections.append(try parseDashConnection())
            default: throw error("expected '-' or a view '[' after the superview '|'")
            }
            skipWhitespace()
            guard current == "[" else { throw error("expected a view '[' after the connection to the superview") }
        } else if current != "[" {
            if characters.isEmpty { throw error("the format is empty; expected a view such as '[a]'") }
            if orientationWritten {
                throw error("expected the superview '|' or a view '[' after the orientation")
            }
            throw error("expected 'H:', 'V:', the superview '|' or a view '[' to begin the format")
        }
        while true {
            elements.append(.view(try parseView()))
            skipWhitespace()
            guard let character = current else { break }
            switch character {
            case "[":
                connections.append(.flush(offset: position))
                continue
            case "|":
                connections.append(.flush(offset: position))
            case "-":
                connections.append(try parseDashConnection())
                skipWhitespace()
                if current == "[" { continue }
                guard current == "|" else {
                    throw error("expected a view '[' or the superview '|' after the connection")
                }
            default:
                throw error("expected '-', a view '[', the superview '|' or the end of the format after ']'")
            }
            // The closing superview bar: nothing may follow it.
            elements.append(.superview(offset: position))
            position += 1
            skipWhitespace()
            guard current == nil else { throw error("expected the end of the format after the superview '|'") }
            break
        }
        return VisualFormat(axis: axis, elements: elements, connections: connections)
    }

    /// `H:` or `V:`, or nothing (horizontal); and whether one was written.
    private mutating func parseOrientation() throws(LayoutError) -> (Axis, written: Bool) {
        skipWhitespace()
        guard let letter = current, letter == "H" || letter == "V" else { return (.horizontal, false) }
        position += 1
        skipWhitespace()
        guard current == ":" else {
            let orientation = letter == "H" ? "horizontal" : "vertical"
            throw error("expected ':' after '\(letter)' to give the \(orientation) orientation")
        }
        position += 1
        return (letter == "H" ? .horizontal : .vertical, true)
    }

    /// `[<viewName>(<predicateListWithParens>)?]`, at its `[`.
    private mutating func parseView() throws(LayoutError) -> VisualFormat.ViewElement {
        position += 1
        skipWhitespace()
        let offset = position
        guard let name = scanName() else { throw error("expected a view name (a C identifier) after '['") }
        skipWhitespace()
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" {
            predicates = try parsePredicateList(objects: "a number, a metric name or a view name")
            skipWhitespace()
            guard current == "]" else { throw error("expected ']' after the view's predicates") }
        } else {
            guard current == "]" else { throw error("expected ']' after the view name") }
        }
        position += 1
        return VisualFormat.ViewElement(name: name, offset: offset, predicates: predicates)
    }

    /// `-`, `-<simplePredicate>-` or `-<predicateListWithParens>-`, at its first `-`.
    private mutating func parseDashConnection() throws(LayoutError) -> VisualFormat.Connection {
        let offset = position
        position += 1
        skipWhitespace()
        let predicates: [VisualFormat.Predicate]
        switch current {
        case "[", "|":
            return .standard(offset: offset)
        case "(":
            predicates = try parsePredicateList(objects: "a number or a metric name")
            skipWhitespace()
            guard current == "-" else { throw error("expected '-' after the spacing's predicates") }
        default:
            let start = position
            if let number = try scanNumber(signed: false) {
                predicates = [VisualFormat.Predicate(relation: .equal, object: number, priority: nil)]
            } else if let name = scanName() {
                let object = VisualFormat.Operand(value: .name(name), offset: start)
                predicates = [VisualFormat.Predicate(relation: .equal, object: object, priority: nil)]
            } else {
                throw error(
                    "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the"
                        + " superview '|' after '-'")
            }
            skipWhitespace()
            guard current == "-" else { throw error("expected '-' after the spacing") }
        }
        position += 1
        return .predicates(predicates)
    }

    // MARK: - Predicates

    /// `(<predicate>(,<predicate>)*)`, at its `(`; `objects` says what an object may be, for messages.
    private mutating func parsePredicateList(objects: String) throws(LayoutError) -> [VisualFormat.Predicate] {
        position += 1
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(objects: objects))
            skipWhitespace()
            switch current {
            case ",":
                position += 1
            case ")":
                position += 1
                return predicates
            default:
                throw error("expected ',' or ')' after the predicate")
            }
        }
    }

    /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`
    private mutating func parsePredicate(objects: String) throws(LayoutError) -> VisualFormat.Predicate {
        skipWhitespace()
        let relation = try parseRelation() ?? .equal
        skipWhitespace()
        guard let object = try scanOperand() else { throw error("expected \(objects)") }
        skipWhitespace()
        var priority: VisualFormat.Operand?
        if current == "@" {
            position += 1
            skipWhitespace()
            guard let value = try scanOperand() else {
                throw error("expected a priority (a number or a metric name) after '@'")
            }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `==`, `<=` or `>=`; `nil` where none starts.
    private mutating func parseRelation() throws(LayoutError) -> Relation? {
        guard let first = current, first == "=" || first == "<" || first == ">" else { return nil }
        guard character(at: position + 1) == "=" else { throw error("unknown relation; expected ==, <= or >=") }
        position += 2
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number (signed) or a name, where one starts; `nil` otherwise.
    private mutating func scanOperand() throws(LayoutError) -> VisualFormat.Operand? {
        let start = position
        if let number = try scanNumber(signed: true) { return number }
        if let name = scanName() { return VisualFormat.Operand(value: .name(name), offset: start) }
        return nil
    }

    // MARK: - Tokens

    /// A C identifier, where one starts.
    private mutating func scanName() -> String? {
        guard let first = current, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = position
        while let character = current, character.isASCII, character.isLetter || character.isNumber || character == "_" {
            position += 1
        }
        return String(characters[start..<position])
    }

    /// A decimal number as `strtod` reads one — `[+-]? (digits (. digits?)? | . digits) ([eE] [+-]? digits)?` (no
    /// sign unless `signed`) — where one starts; `nil` otherwise (nothing is consumed).
    ///
    /// - Throws: when it is not finite (`1e999`).
    private mutating func scanNumber(signed: Bool) throws(LayoutError) -> VisualFormat.Operand? {
        let start = position
        var index = position
        if signed, let sign = character(at: index), sign == "+" || sign == "-" { index += 1 }
        let integerStart = index
        while isDigit(at: index) { index += 1 }
        var digits = index - integerStart
        if character(at: index) == ".", digits > 0 || isDigit(at: index + 1) {
            index += 1
            let fractionStart = index
            while isDigit(at: index) { index += 1 }
            digits += index - fractionStart
        }
        guard digits > 0 else { return nil }
        if let e = character(at: index), e == "e" || e == "E" {
            var exponent = index + 1
            if let sign = character(at: exponent), sign == "+" || sign == "-" { exponent += 1 }
            if isDigit(at: exponent) {
                index = exponent
                while isDigit(at: index) { index += 1 }
            }
        }
        let text = String(characters[start..<index])
        position = start
        guard let value = Double(text), value.isFinite else { throw error("the number '\(text)' is not finite") }
        position = index
        return VisualFormat.Operand(value: .number(value), offset: start)
    }

    // MARK: - Characters

    private var current: Character? { character(at: position) }

    private func character(at index: Int) -> Character? {
        index >= 0 && index < characters.count ? characters[index] : nil
    }

    private func isDigit(at index: Int) -> Bool {
        guard let character = character(at: index) else { return false }
        return character.isASCII && character.isNumber
    }

    private mutating func skipWhitespace() {
        while let character = current, character.isWhitespace { position += 1 }
    }

    /// An error at the current position.
    private func error(_ message: String) -> LayoutError {
        .visualFormat(format: format, offset: position, message: message)
    }
}
