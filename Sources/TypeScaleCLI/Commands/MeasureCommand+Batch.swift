import Foundation
import PackageSupport
import TextMeasurement

extension MeasureCommand {
    /// Measures every request of a JSON Lines file, answering each line with a result or an error object.
    static func runBatch(
        _ path: String, arguments: ParsedArguments, format: MeasureResultFormat?, output: inout CommandOutput
    ) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("--batch reads the texts from FILE; give no TEXT (got '\(arguments.positionals[0])')")
        }
        if arguments.has(MeasureOptions.png) {
            throw UsageError("--png draws one measurement; it cannot be used with --batch")
        }
        for case let option as any KeyedOption in MeasureOptions.request where arguments.has(option) {
            guard let key = option.jsonKey else { continue }
            throw UsageError("--\(option.name) cannot be used with --batch; give \"\(key)\" in each request instead")
        }
        if arguments.has(MeasureOptions.allCategories) {
            throw UsageError("--all-categories cannot be used with --batch; send one request per category instead")
        }
        if format == .text {
            throw UsageError("--batch writes JSON Lines; --format accepts only json with it")
        }
        let strict = arguments.has(MeasureOptions.strict)
        let measurer = try SystemFontOption.measurer(arguments)
        var failed: [Int] = []
        var count = 0
        /// Answers the line with this 0-based index (blank lines are counted, not answered).
        func answer(_ rawLine: some BidirectionalCollection<UInt8>, index: Int, output: inout CommandOutput) {
            let line = rawLine.last == UInt8(ascii: "\r") ? Array(rawLine.dropLast()) : Array(rawLine)
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
            count += 1
            var id: JSONValue?
            let answer: JSONValue
            do {
                let object = try Self.object(fromLine: line)
                id = object["id"]
                let request = try MeasureRequest(object: object, strict: strict)
                switch try Measuring.measure(request, measurer: measurer) {
                case .single(let measured):
                    answer = MeasureResultFormat.json(measured, id: id)
                case .allCategories(let style, let results):  // not requested in a batch; answered in full if it were
                    answer = .object((id.map { [("id", $0)] } ?? []) + [
                        ("style", .string(style.name)),
                        ("results", .array(results.map { MeasureResultFormat.json($0, includingCategory: true) })),
                    ])
                }
            } catch {
                failed.append(index + 1)
                answer = MeasureResultFormat.errorJSON(line: index + 1, id: id, message: "\(error)")
            }
            output.answer(MeasureResultFormat.compact(answer) + "\n")
        }

        if path == "-" {
            // Standard input, a line at a time: each request is answered as soon as it is read, so that another
            // program can drive the batch interactively.
            // (A stream of its own on descriptor 0, never closed: standard input stays open.)
            guard let input = fdopen(STDIN_FILENO, "r") else {
                output.standardError += "typescale measure: standard input cannot be read\n"
                return ExitStatus.noInput
            }
            var buffer: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(buffer) }
            var index = 0
            while case let length = getline(&buffer, &capacity, input), length >= 0, let buffer {
                let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
                answer(bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], index: index, output: &output)
                index += 1
            }
        } else {
            let data: Data
            do {
                if let problem = FileProblem.of(path) { throw problem }
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                let said = (error as? FileProblem)?.describing("batch file") ?? "the batch file cannot be read"
                output.standardError += "typescale measure: \(path): \(said)\n"
                return ExitStatus.noInput
            }
            for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                answer(line, index: index, output: &output)
            }
        }
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ") + (failed.count > 10 ? " …" : "")
            output.standardError += "typescale measure: \(failed.count) of \(count) request\(count == 1 ? "" : "s") "
                + "failed (line\(failed.count == 1 ? "" : "s") \(shown))\n"
            return ExitStatus.dataError
        }
        return ExitStatus.success
    }

    /// Reads one batch line: a JSON object, each key once (RFC 8259, strictly: ``PackageSupport/JSONParser``).
    ///
    /// - Throws: ``UsageError`` when the line is not JSON, is JSON but not an object, or gives a key twice.
    private static func object(fromLine line: some Collection<UInt8>) throws(UsageError) -> [String: JSONValue] {
        let node: JSONNode
        do {
            node = try JSONParser.parse(Array(line))
        } catch {
            let place = error.position.map { "column \($0.column): " } ?? ""
            throw UsageError("not valid JSON: \(place)\(error.problem); expected \(error.expected) (one JSON object per line)")
        }
        guard case .object(let members) = node.value else {
            throw UsageError(
                "expected a JSON object such as {\"text\": \"Hello\"}, got " + MeasureResultFormat.compact(JSONValue(node)))
        }
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(members.count)
        for member in members {
            guard object.updateValue(Self.keysSorted(JSONValue(member.node)), forKey: member.key) == nil else {
                throw UsageError("a second '\(member.key)' in the same request; expected each field once")
            }
        }
        return object
    }

    /// A value inside a request (an `id` is echoed back) with its objects' keys sorted and a repeated key's last
    /// value kept, as the answers have always given them.
    private static func keysSorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            .object(Dictionary(members.map { ($0.0, keysSorted($0.1)) }, uniquingKeysWith: { _, last in last })
                .sorted { $0.key < $1.key })
        case .array(let elements): .array(elements.map(keysSorted))
        default: value
        }
    }
}
