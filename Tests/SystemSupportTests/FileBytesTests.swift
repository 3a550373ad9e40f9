import Foundation
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
        #expect(FileBytes.read(path) == bytes)
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
        #expect(FileBytes.read("/dev/fd/\(reading)") == bytes)
        close(reading)
    }

    @Test func nothingFromWhatCannotBeRead() {
        #expect(FileBytes.read("/nonexistent/typescale-file-bytes") == nil)
        #expect(FileBytes.read(FileManager.default.temporaryDirectory.path) == nil)  // a folder
    }
}
