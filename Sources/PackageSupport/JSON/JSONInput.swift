/// A value of a JSON input file being read into a model (a scale file, an audit spec, a String Catalog, a layout
/// document, a class mapping): the value as parsed, where it starts in the file, and the file it is in, so that every
/// complaint is an ``InputFileError`` that names the place (`file:line:column: views[2].size.width: …`) and what is
/// accepted there. The one way the package reads JSON inputs.
///
/// A node carries no path: values start at different places, so a complaint finds its value's path by looking for
/// where it starts, from the top of the document — work done only for the one value complained about.
package struct JSONInput {
    package let node: JSONNode
    fileprivate let source: Source

    /// The document: its file's name and its top value.
    fileprivate final class Source {
        let file: String
        let root: JSONNode

        init(file: String, root: JSONNode) {
            self.file = file
            self.root = root
        }
    }

    /// The document itself.
    private init(document node: JSONNode, file: String) {
        self.node = node
        self.source = Source(file: file, root: node)
    }

    /// Parses `bytes`, UTF-8 JSON text (RFC 8259, strictly; a byte-order mark before it is skipped), from `file`.
    ///
    /// - Throws: ``InputFileError`` at the first syntax error, saying what was found and what was expected.
    package static func parse(_ bytes: [UInt8], file: String) throws(InputFileError) -> JSONInput {
        do {
            return JSONInput(document: try JSONParser.parse(JSONParser.droppingByteOrderMark(bytes)), file: file)
        } catch {
            throw InputFileError(
                file: file, line: error.position?.line, column: error.position?.column, problem: error.problem,
                expected: error.expected)
        }
    }

    /// The file the value is in.
    package var file: String { source.file }

    fileprivate init(node: JSONNode, source: Source) {
        self.node = node
        self.source = source
    }

    /// The keys (and `[index]`es) from the top of the document to the value.
    package var path: [String] {
        Self.path(to: node.position, in: source.root) ?? []
    }

    /// The path to the value that starts at `position`, below `node`.
    private static func path(to position: SourcePosition, in node: JSONNode) -> [String]? {
        if node.position == position { return [] }
        switch node.value {
        case .object(let members):
            for member in members {
                if let rest = path(to: position, in: member.node) { return [member.key] + rest }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let rest = path(to: position, in: element) { return ["[\(index)]"] + rest }
            }
        case .string, .number, .bool, .null:
            break
        }
        return nil
    }

    /// `views[2].size.width`; `the document` for the top level.
    package var location: String {
        let path = self.path
        guard let first = path.first else { return "the document" }
        return path.dropFirst().reduce(first) { $0 + ($1.hasPrefix("[") ? $1 : "." + $1) }
    }

    /// An error at this value, its problem as given: for formats whose messages name the value their own way (a
    /// catalog's `the value of "checkout.title" is …`).
    package func errorAtValue(_ problem: String, expected: String? = nil) -> InputFileError {
        InputFileError(
            file: source.file, line: node.position.line, column: node.position.column, problem: problem,
            expected: expected)
    }

    /// An error at this value: `location: problem`.
    package func error(_ problem: String, expected: String? = nil) -> InputFileError {
        InputFileError(
            file: source.file, line: node.position.line, column: node.position.column,
            problem: path.isEmpty ? problem : "\(location): \(problem)", expected: expected)
    }

    /// An object's members by key: few enough (a view has at most 15 keys) that a look-up is a scan of the keys.
    package struct Members {
        fileprivate let members: [JSONNode.Member]
        fileprivate let source: Source

        package subscript(key: String) -> JSONInput? {
            for index in members.indices where members[index].key == key {
                return JSONInput(node: members[index].node, source: source)
            }
            return nil
        }

        /// The value of `key`, given by that name or its former one (a field renamed, its old name still read).
        ///
        /// - Throws: ``InputFileError`` at the former name when both are given, naming both.
        package func value(_ key: String, formerly former: String) throws(InputFileError) -> JSONInput? {
            guard let formerNode = self[former] else { return self[key] }
            guard self[key] == nil else {
                throw formerNode.error("both \(key) and its former name \(former)", expected: "one of them: \(key)")
            }
            return formerNode
        }
    }

    /// What a reader does with a key given twice in one object.
    package enum Repeats {
        /// Refuses it, at its second value.
        case refused
        /// Keeps its first value, as Foundation's `JSONDecoder` does.
        case firstKept
        /// Keeps its last value, as JavaScript's `JSON.parse` does.
        case lastKept
    }

    /// An object's members in the order written: for objects whose keys are the model's data (a catalog's strings, a
    /// scale's categories, a mapping's classes).
    ///
    /// - Throws: ``InputFileError`` when the value is not an object, or gives a key twice and `repeats` refuses it.
    package func entries(_ what: String, repeats: Repeats) throws(InputFileError) -> [(key: String, value: JSONInput)] {
        guard case .object(let object) = node.value else {
            throw error("\(node.kind.rawValue) where an object belongs", expected: what)
        }
        var seen: [String: Int] = [:]
        var entries: [(key: String, value: JSONInput)] = []
        entries.reserveCapacity(object.count)
        for member in object {
            let value = JSONInput(node: member.node, source: source)
            guard let earlier = seen[member.key] else {
                seen[member.key] = entries.count
                entries.append((member.key, value))
                continue
            }
            switch repeats {
            case .refused: throw value.error("a second '\(member.key)' in the same object", expected: "each key once")
            case .firstKept: continue
            case .lastKept: entries[earlier].value = value
            }
        }
        return entries
    }

    /// The value read by `reader`, the one reader of its vocabulary (a category, a weight, a line-break mode) that the
    /// command line's options read too.
    ///
    /// - Throws: ``InputFileError`` at the value, naming it and saying what `reader` accepts.
    package func read<Value>(_ reader: ValueReader<Value>) throws(InputFileError) -> Value {
        let value = JSONValue(node)
        if let read = reader.json(value) { return read }
        guard case .string(let text) = value else {
            throw error("\(String(decoding: value.oneLine, as: UTF8.self)) is not accepted", expected: reader.accepted)
        }
        if let reason = reader.reason(text) { throw error(reason) }
        throw error(
            "'\(text)' is not accepted",
            expected: reader.accepted + Suggestion.clause(for: text, among: reader.candidates))
    }

    /// The members of an object, whatever their keys: for formats that leave room for members a reader does not use
    /// (a String Catalog's `version`, `comment`). A repeated key's first value is found.
    ///
    /// - Throws: ``InputFileError`` when the value is not an object.
    package func members() throws(InputFileError) -> Members {
        guard case .object(let object) = node.value else {
            throw error("\(node.kind.rawValue) where an object belongs", expected: "an object")
        }
        return Members(members: object, source: source)
    }

    /// The members of an object, each key checked against `keys` or `formerKeys` (accepted, listed in no message; a
    /// typo must not pass silently) and given once.
    package func object(keys: [String], formerKeys: [String] = []) throws(InputFileError) -> Members {
        guard case .object(let object) = node.value else {
            throw error("\(node.kind.rawValue) where an object belongs", expected: "an object with " + Self.list(keys))
        }
        for index in object.indices {
            let key = object[index].key
            guard keys.contains(key) || formerKeys.contains(key) else {
                throw JSONInput(node: object[index].node, source: source)
                    .error("unknown key '\(key)'", expected: "one of " + Self.list(keys))
            }
            guard !object[..<index].contains(where: { $0.key == key }) else {
                throw JSONInput(node: object[index].node, source: source)
                    .error("a second '\(key)' in the same object", expected: "each key once")
            }
        }
        return Members(members: object, source: source)
    }

    /// The elements of an array.
    package func array(of what: String) throws(InputFileError) -> [JSONInput] {
        guard case .array(let array) = node.value else {
            throw error("\(node.kind.rawValue) where an array belongs", expected: "an array of \(what)")
        }
        return array.map { JSONInput(node: $0, source: source) }
    }

    package func string(_ what: String) throws(InputFileError) -> String {
        guard case .string(let string) = node.value else {
            throw error("\(node.kind.rawValue) where a string belongs", expected: what)
        }
        return string
    }

    /// A finite number in `range`.
    package func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws(InputFileError) -> Double {
        guard case .number(let number) = node.value else {
            throw error("\(node.kind.rawValue) where a number belongs", expected: what)
        }
        guard range.contains(number) else {
            throw error("\(DecimalText.of(number)) is out of range", expected: what)
        }
        return number
    }

    package func bool(_ what: String) throws(InputFileError) -> Bool {
        guard case .bool(let value) = node.value else {
            throw error("\(node.kind.rawValue) where true or false belongs", expected: what)
        }
        return value
    }

    /// `a, b or c`.
    package static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
