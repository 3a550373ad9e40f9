import Foundation
import Testing
import TypeScaleCLI

/// `typescale` run in process.
func typescale(_ arguments: String...) -> (status: Int32, stdout: String, stderr: String) {
    let (status, output) = TypeScaleCLI.run(arguments)
    return (status, output.standardOutput, output.standardError)
}

/// The built `typescale` executable, next to the test bundle.
var typescaleExecutable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("typescale")
}

/// `typescale` run as a process, as a user runs it, with `input` on its standard input (none: the test's own) and
/// `environment` added to the test's.
func runExecutable(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
    -> (status: Int32, stdout: String, stderr: String)
{
    let process = Process()
    process.executableURL = typescaleExecutable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe }
    try process.run()
    if let input, let inputPipe {
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}
