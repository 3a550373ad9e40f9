import Foundation
import Testing
@testable import TypeScaleCLI

/// Answers to a batch from standard input are written at once only where another program may be reading them.
@Suite struct InteractiveOutputTests {
    @Test("a pipe is interactive; a regular file and /dev/null are not")
    func kinds() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(InteractiveOutput.isInteractive(ends[1]))

        let path = NSTemporaryDirectory() + "interactive-output-\(getpid())"
        let file = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        try #require(file >= 0)
        defer { close(file); unlink(path) }
        #expect(!InteractiveOutput.isInteractive(file))

        let null = open("/dev/null", O_WRONLY)
        try #require(null >= 0)
        defer { close(null) }
        #expect(!InteractiveOutput.isInteractive(null))
    }
}
