import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// `--batch FILE`: one JSON request a line, one answer a line, a bad line answered with an error.
extension MeasureCommandTests {
    // MARK: - Batch

    @Test("batch: 3 good lines and 1 bad one give 4 answers in order, the bad one an error object; exit 65")
    func batchWithAnError() throws {
        let font = jsonString(Self.font)
        let file = try Self.batchFile([
            #"{"id": "a", "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40, "lines": 0}"#,
            #"{"id": 2, "text": "Hello World", "fontFile": \#(font), "size": 10, "width": 40}"#,
            "",
            #"{"id": "bad", "text": "Hello", "fontFile": \#(font), "lines": -1}"#,
            #"{"text": "Hello World", "fontFile": \#(font), "size": 10, "width": null, "mode": "clip"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 65)
        let answers = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == 4)
        let objects = try answers.map { try Self.object(String($0)) }

        #expect(objects[0]["id"] as? String == "a")
        #expect(Self.number(objects[0]["lineCount"]) == 2)
        #expect(Self.number(objects[0]["height"]).map { abs($0 - 22) < 1e-9 } == true)
        #expect(Self.number(objects[1]["id"]) == 2)
        #expect(objects[1]["isTruncated"] as? Bool == true)
        #expect(Self.number(objects[1]["width"]).map { abs($0 - 36) < 1e-9 } == true)
        // The blank line 3 is skipped, but counted: the bad request is line 4.
        #expect(Set(objects[2].keys) == ["line", "column", "id", "error"])
        #expect(Self.number(objects[2]["line"]) == 4)
        #expect(objects[2]["id"] as? String == "bad")
        #expect((objects[2]["error"] as? String)?.hasPrefix("lines: -1 is not accepted") == true)
        #expect(objects[3]["id"] == nil)
        #expect(Self.number(objects[3]["width"]).map { abs($0 - 56.5) < 1e-9 } == true)
        #expect(output.standardError == "typescale measure: 1 of 4 requests failed (line 4)\n")
    }

    @Test("batch: every line good exits 0; each answer is one line of JSON")
    func batchSucceeds() throws {
        let font = jsonString(Self.font)
        let file = try Self.batchFile([
            #"{"text": "Hello", "fontFile": \#(font), "size": 10}"#,
            #"{"text": "Hi", "fontFile": \#(font), "style": "body", "category": "AX5", "id": {"row": 7}}"#,
            #"{"text": "Hi", "fontFile": \#(font), "language": "sr-Latn-RS"}"#,
            #"{"text": "Hi", "fontFile": \#(font), "language": "de-1996"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 0)
        #expect(output.standardError.isEmpty)
        let answers = output.standardOutput.split(separator: "\n")
        try #require(answers.count == 4)
        #expect(Self.number(try Self.object(String(answers[0]))["width"]).map { abs($0 - 27) < 1e-9 } == true)
        let second = try Self.object(String(answers[1]))
        #expect((second["id"] as? [String: Any]).flatMap { Self.number($0["row"]) } == 7)
        #expect(Self.number(second["size"]) == 53)
    }

    struct BatchErrorCase: Sendable, CustomTestStringConvertible {
        var line: String
        var message: String
        var testDescription: String { line }
    }

    @Test("batch: a bad line is answered with an error naming the problem", arguments: [
        BatchErrorCase(line: "not json", message: "not valid JSON: column 1: unexpected 'not'; expected a value"),
        BatchErrorCase(line: #"{"text": "Hi""#, message: "not valid JSON: column 14: unexpected end of file"),
        // (Issue 13: the first of two was taken silently.)
        BatchErrorCase(
            line: #"{"text": "Hi", "size": 10, "text": "Bye"}"#,
            message: "a second 'text' in the same request; expected each field once"),
        BatchErrorCase(line: "[1, 2]", message: "expected a JSON object"),
        BatchErrorCase(line: #"{"size": 10}"#, message: "missing field 'text'"),
        BatchErrorCase(
            line: #"{"text": "Hi", "colour": "red"}"#,
            message: "unknown field 'colour'; accepted fields: text, font, fontFile, faceIndex, style, category, size"),
        // (A key as long as a field and with its first letter, and an unknown key given twice.)
        BatchErrorCase(line: #"{"text": "Hi", "tent": 1}"#, message: "unknown field 'tent'; accepted fields: text,"),
        BatchErrorCase(
            line: #"{"text": "Hi", "colour": 1, "colour": 2}"#,
            message: "a second 'colour' in the same request; expected each field once"),
        BatchErrorCase(line: #"{"text": "Hi", "width": "40"}"#, message: #"width: "40" is not accepted"#),
        BatchErrorCase(
            line: #"{"text": "Hi", "language": "en_US"}"#,
            message: #"language: "en_US" is not accepted; expected a BCP 47 language tag"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "e"}"#, message: #"language: "e" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "en-"}"#, message: #"language: "en-" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "language": "1996-de"}"#, message: #"language: "1996-de" is not accepted"#),
        BatchErrorCase(
            line: #"{"text": "Hi", "language": "en-abcdefghi"}"#, message: #"language: "en-abcdefghi" is not accepted"#),
        BatchErrorCase(line: #"{"text": "Hi", "lines": 1.5}"#, message: "lines: 1.5 is not accepted"),
        BatchErrorCase(line: #"{"text": "Hi", "mode": "foo"}"#, message: #"mode: "foo" is not accepted; expected byWordWrapping"#),
        BatchErrorCase(line: #"{"text": "Hi", "style": "body", "size": 12}"#, message: "style and size cannot be used together"),
        BatchErrorCase(line: #"{"text": "Hi", "fontFile": "/nonexistent/font.ttf"}"#, message: "/nonexistent/font.ttf: no such font file"),
    ])
    func batchErrors(_ error: BatchErrorCase) throws {
        let file = try Self.batchFile([error.line])
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", file.path])
        #expect(status == 65)
        let object = try Self.object(output.standardOutput)
        #expect(Self.number(object["line"]) == 1)
        #expect((object["error"] as? String)?.contains(error.message) == true, "\(object["error"] ?? "")")
    }

    @Test("batch: a file that is not there exits 66")
    func batchFileMissing() {
        let (status, output) = TypeScaleCLI.run(["measure", "--batch", "/nonexistent/requests.jsonl"])
        #expect(status == 66)
        #expect(output.standardError == "typescale measure: /nonexistent/requests.jsonl: no such batch file\n")
    }
}
