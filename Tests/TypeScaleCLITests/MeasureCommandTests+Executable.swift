import Foundation
import TestSupport
import Testing
import TypeScaleCLI

/// The built executable: JSON on stdout, a batch from standard input as it comes and to a pipe.
extension MeasureCommandTests {
    // MARK: - The executable

    @Test("the built executable measures and prints JSON to stdout")
    func executable() throws {
        let result = try runExecutable([
            "measure", "Hello World", "--font-file", Self.font, "--size", "10", "--width", "40", "--lines", "0",
            "--format", "json",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try Self.object(result.stdout)
        #expect(Self.number(object["lineCount"]) == 2)
        #expect(Self.number(object["roundedHeight"]) == 22)
    }

    @Test("the built executable reads a batch from standard input ('-')")
    func executableBatchFromStandardInput() throws {
        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", "-"]
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let font = jsonString(Self.font)
        input.fileHandleForWriting.write(Data((#"{"id": 1, "text": "Hello", "fontFile": \#(font), "size": 10}"# + "\n").utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        _ = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try Self.object(String(decoding: stdout, as: UTF8.self))
        #expect(Self.number(object["id"]) == 1)
        #expect(Self.number(object["width"]).map { abs($0 - 27) < 1e-9 } == true)
    }

    @Test("--batch - answers each request as soon as it is read, before the input ends (issue 13)")
    func executableBatchStreams() throws {
        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", "-"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Were answers held until the end of input, the read below would wait for ever: the process is stopped after
        // 60 s, and the read then sees the end of its output with no answer.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
        let font = jsonString(Self.font)
        input.fileHandleForWriting.write(Data((#"{"id": 1, "text": "Hello", "fontFile": \#(font), "size": 10}"# + "\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answer += chunk
        }
        #expect(process.isRunning, "the answer came only when the process ended")
        try input.fileHandleForWriting.close()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: answer.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let object = try Self.object(line)
        #expect(Self.number(object["id"]) == 1)
        #expect(process.terminationStatus == 0)
    }

    @Test("--batch FILE to a pipe: the pipe enlarged to 1 MiB, the answers the same as in process")
    func executableBatchToAPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = jsonString(Self.font)
        let requests = (1...3_000).map { #"{"id": \#($0), "text": "Hello \#($0)", "fontFile": \#(font), "size": 10}"# }
        let path = folder.appendingPathComponent("requests.jsonl").path
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))

        let process = Process()
        process.executableURL = typescaleExecutable
        process.arguments = ["measure", "--batch", path, "--jobs", "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let inProcess = typescale("measure", "--batch", path, "--jobs", "1")
        #expect(stdout.count > 1 << 16, "the answers fill more than a pipe's default 64 KiB")
        #expect(String(decoding: stdout, as: UTF8.self) == inProcess.stdout)
        // F_GETPIPE_SZ (1032): the read end shares the pipe whose size the process set.
        #expect(fcntl(out.fileHandleForReading.fileDescriptor, 1032) == 1 << 20)
    }
}
