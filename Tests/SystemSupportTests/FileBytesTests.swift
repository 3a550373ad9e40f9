import Foundation
import PackageSupport
import SystemSupport
import Testing

/// ``FileBytes``: a file's bytes exactly, whatever its size against the first read's, from a pipe as from a file;
/// `nil` for what cannot be read.
@Suite struct FileBytesTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("FileBytes-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 100_000])
    func aFileReadWhole(size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileBytes.read(path) == bytes)
    }

    /// A pipe has no size to start from (`typescale measure --batch <(…)` names one): read to its end all the same.
    @Test func aPipeReadToItsEnd() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000) + Array("end\n".utf8)
        let writer = Thread {
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let count = write(writing, buffer.baseAddress! + written, buffer.count - written)
                    if count <= 0 { break }
                    written += count
                }
            }
            close(writing)
        }
        writer.start()
        #expect(try FileBytes.read("/dev/fd/\(reading)") == bytes)
        close(reading)
    }

    /// What cannot be read is an error carrying the failed call's `errno`, which the message is made from.
    @Test func theErrorNumberOfWhatCannotBeRead() throws {
        let missing = #expect(throws: FileReadError.self) { try FileBytes.read("/nonexistent/typescale-file-bytes") }
        #expect(missing?.errorNumber == ENOENT)
        #expect(missing?.describing("layout document") == "no such layout document")
        // A folder opens; its first read fails.
        let folder = #expect(throws: FileReadError.self) {
            try FileBytes.read(FileManager.default.temporaryDirectory.path)
        }
        #expect(folder?.errorNumber == EISDIR)
        #expect(folder?.describing("catalog") == "a folder, not a catalog")
        let input = #expect(throws: InputFileError.self) {
            try FileBytes.read("/nonexistent/Main.storyboard", kind: "storyboard or xib")
        }
        #expect(input?.description == "/nonexistent/Main.storyboard: no such storyboard or xib")
        #expect(input?.reason == .unreadable && input?.errorNumber == ENOENT)
    }

    /// Each error number said in a message's words; those without any, in the system's.
    @Test func theWordsOfEachErrorNumber() {
        #expect(FileReadError(errorNumber: ENOTDIR).describing("font file") == "no such font file")
        #expect(FileReadError(errorNumber: EACCES).describing("font file")
            == "permission denied: this user may not read the font file")
        #expect(FileReadError(errorNumber: EIO).describing("font file")
            == "the font file cannot be read: Input/output error")
    }

    /// Opening to check, for files another library reads: a folder, nothing, and a file that can be read.
    @Test func openingToCheck() throws {
        #expect(FileReadError.ofOpening(FileManager.default.temporaryDirectory.path)?.errorNumber == EISDIR)
        #expect(FileReadError.ofOpening("/nonexistent/font.ttf")?.isMissing == true)
        let path = try temporaryFile([1, 2, 3])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileReadError.ofOpening(path) == nil)
    }
}
