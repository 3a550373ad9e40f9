import Glibc

/// What the command line asked for.
struct Options {
    /// Timed runs per benchmark (each after one untimed warm-up run, where the benchmark has one).
    var runs = 15
    /// Benchmark names to run; empty for all.
    var names: [String] = []
    /// The corpus (JSON Lines, Fixtures/Corpus/README.md).
    var corpusPath = Paths.packageRoot + "/Fixtures/Corpus/corpus.jsonl"
    /// Write machine-readable results (side-by-side only).
    var json = false
    /// Distinct strings for the memory benchmark.
    var memoryStrings = 100_000

    static let usage = """
        usage: Benchmarks [NAME ...] [--runs N] [--corpus FILE] [--strings N] [--list]
               Benchmarks side-by-side --json [--runs N]     (for Scripts/pango-benchmark.py)

        Runs the named benchmarks (all when none is named) and prints, for each, the median and spread over
        repeated runs and the cost per item. Build in release mode first: Scripts/benchmark does both.
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--runs":
                guard let runs = Int(try value(argument)), runs > 0 else { throw UsageError("--runs takes a number above 0") }
                options.runs = runs
            case "--strings":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw UsageError("--strings takes a number above 0")
                }
                options.memoryStrings = count
            case "--corpus": options.corpusPath = try value(argument)
            case "--json": options.json = true
            default:
                guard !argument.hasPrefix("-") else { throw UsageError("unknown option \(argument)") }
                options.names.append(argument)
            }
            index += 1
        }
        return options
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Paths {
    /// The package root, found from this file's path (Benchmarks/Sources/Harness/Options.swift).
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// This executable (`/proc/self/exe`), to start fresh copies of it.
    static var executable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The directory this executable is in (`.build/release`).
    static var buildDirectory: String {
        let path = executable
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The release `typescale` beside this executable, for the whole-process figures; `nil`, with a note saying how
    /// to build it, when it is not there.
    static var typescale: String? {
        let path = buildDirectory + "/typescale"
        guard access(path, X_OK) == 0 else {
            Report.note("\(path) not built: `swift build -c release --product typescale` (Scripts/benchmark does)")
            return nil
        }
        return path
    }
}
