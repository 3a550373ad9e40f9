import DynamicType
import Foundation
import TextMeasurement

// Pathological and very long inputs, measured in release mode: how long each takes and how much memory it needs.
// `Scripts/limits` runs every case in a process of its own (so each peak memory figure is that case's) and prints a
// table; `Limits CASE` runs one. Each case measures twice with a fresh measurer (no shaping cache), with and without a
// line limit, and reports the slower run.

/// The repository's root, found from this file's path.
let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/"
        && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Fuzz/Package.swift").path)
    {
        url.deleteLastPathComponent()
    }
    return url
}()

/// Words of several scripts, spaces between them: about 1 KB of UTF-8.
let sample = """
    Add to Cart Checkout Continue shopping Ihre Bestellung wurde versandt Votre commande est en route \
    Заказ оформлен Η παραγγελία σας εστάλη お支払い方法を選択してください 您的订单已发货 주문이 완료되었습니다 \
    สั่งซื้อสินค้าเรียบร้อยแล้ว تمت إضافة المنتج إلى السلة הפריט נוסף לעגלה आपका ऑर्डर भेज दिया गया है \
    👩🏽‍💻 🇯🇵 1️⃣ fi AV ffi office affine 1234567890 (parenthesised) [bracketed] “quoted” —dashed— \

    """.replacingOccurrences(of: "\n", with: " ")

func repeated(_ text: String, toUTF8Bytes bytes: Int) -> String {
    let count = max(1, bytes / text.utf8.count)
    return String(repeating: text, count: count)
}

struct Case {
    var name: String
    var what: String
    var text: () -> String
    var width: Double? = 320
    var mode: LineBreakMode = .byTruncatingTail
    var fallback = true
}

let cases: [Case] = [
    Case(
        name: "text-64KB", what: "64 KB of words in 14 scripts, one paragraph",
        text: { repeated(sample, toUTF8Bytes: 64 << 10) }),
    Case(name: "text-256KB", what: "256 KB of the same", text: { repeated(sample, toUTF8Bytes: 256 << 10) }),
    Case(
        name: "text-1MB", what: "1 MB of words in 14 scripts, one paragraph",
        text: { repeated(sample, toUTF8Bytes: 1 << 20) }),
    Case(name: "text-2MB", what: "2 MB of the same", text: { repeated(sample, toUTF8Bytes: 2 << 20) }),
    Case(name: "text-5MB", what: "5 MB of the same", text: { repeated(sample, toUTF8Bytes: 5 << 20) }),
    Case(name: "text-10MB", what: "10 MB of the same", text: { repeated(sample, toUTF8Bytes: 10 << 20) }),
    Case(
        name: "text-1MB-wide", what: "1 MB of the same at 100,000 pt (lines of ~11,500 characters)",
        text: {
            repeated(sample, toUTF8Bytes: 1 << 20)
        }, width: 100_000),
    Case(
        name: "text-1MB-paragraphs", what: "1 MB in paragraphs of 1 KB",
        text: {
            repeated(sample + "\n", toUTF8Bytes: 1 << 20)
        }),
    Case(
        name: "text-10MB-paragraphs", what: "10 MB in paragraphs of 1 KB",
        text: {
            repeated(sample + "\n", toUTF8Bytes: 10 << 20)
        }),
    Case(
        name: "latin-10MB-width0", what: "10 MB of short Latin words at width 0 (every word overflows)",
        text: {
            repeated("Add to Cart now ", toUTF8Bytes: 10 << 20)
        }, width: 0),
    Case(
        name: "marks-1k", what: "one base with 1,000 combining marks (under the cluster cap)",
        text: {
            "a" + String(repeating: "\u{301}", count: 1_000)
        }),
    Case(
        name: "zalgo-100k", what: "100,000 letters, each with 8 combining marks",
        text: {
            String(repeating: "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", count: 100_000)
        }),
    Case(
        name: "marks-1M", what: "one base with 1,000,000 combining marks (U+0301)",
        text: {
            "a" + String(repeating: "\u{301}", count: 1_000_000)
        }),
    Case(
        name: "marks-1M-nofallback", what: "the same in TestSans alone",
        text: {
            "a" + String(repeating: "\u{301}", count: 1_000_000)
        }, fallback: false),
    Case(name: "word-100k", what: "a 100,000-letter word at 320 pt", text: { String(repeating: "a", count: 100_000) }),
    Case(
        name: "word-100k-char", what: "the same, byCharWrapping", text: { String(repeating: "a", count: 100_000) },
        mode: .byCharWrapping),
    Case(
        name: "word-100k-width0", what: "the same at width 0", text: { String(repeating: "a", count: 100_000) },
        width: 0),
    Case(name: "breaks-100k", what: "100,000 hard line breaks (LF)", text: { String(repeating: "\n", count: 100_000) }),
    Case(
        name: "lines-100k", what: "100,000 short lines (\"ab\\n\")", text: { String(repeating: "ab\n", count: 100_000) }
    ),
    Case(name: "crlf-100k", what: "100,000 CR LF pairs", text: { String(repeating: "\r\n", count: 100_000) }),
    Case(
        name: "emoji-zwj-100k", what: "100,000 emoji joined by ZWJ (one cluster)",
        text: {
            Array(repeating: "👩", count: 100_000).joined(separator: "\u{200D}")
        }),
    Case(
        name: "bidi-100k", what: "100,000 nested bidi embeddings (RLE/LRE) around words",
        text: {
            String(repeating: "\u{202B}abc \u{202A}", count: 50_000) + String(repeating: "\u{202C}", count: 100_000)
        }),
    Case(
        name: "thai-1MB", what: "1 MB of Thai without spaces (dictionary breaking)",
        text: {
            repeated("สั่งซื้อสินค้าเรียบร้อยแล้วขอบคุณที่ใช้บริการ", toUTF8Bytes: 1 << 20)
        }),
]

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func run(_ item: Case) throws {
    let text = item.text()
    let units = text.utf16.count
    let face: FontFace
    let matcher: FontMatcher?
    if item.fallback {
        matcher = try FontMatcher()
        face = try TextMeasurer(fontMatcher: matcher).face(family: "Noto Sans")
    } else {
        matcher = nil
        face = try FontFace(contentsOfFile: root.appendingPathComponent("Fixtures/Fonts/TestSans.ttf").path)
    }
    let before = peakMemoryMB()
    var slowest = 0.0
    var summary = ""
    for maxLines in [0, 3] {
        let measurer = TextMeasurer(fontMatcher: matcher, cacheCapacity: 0)
        let constraints = LabelConfiguration(maxWidth: item.width, maxLines: maxLines, lineBreakMode: item.mode)
        let start = ContinuousClock.now
        let result: String
        do {
            let layout = try measurer.measure(text, face: face, size: 17, label: constraints)
            result = "\(layout.lineCount) lines"
        } catch {
            result = "error: \(error)"
        }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        slowest = max(slowest, seconds)
        if maxLines == 0 { summary = result }
    }
    let line = [
        item.name.padding(toLength: 22, withPad: " ", startingAt: 0),
        String(format: "%10d", units),
        String(format: "%9.3f s", slowest),
        String(format: "%7.1f ns/unit", slowest * 1e9 / Double(max(units, 1))),
        String(format: "%8.0f MB", peakMemoryMB()),
        String(format: "(+%.0f)", peakMemoryMB() - before),
        summary, "—", item.what,
    ].joined(separator: "  ")
    print(line)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["list"] {
    for item in cases { print(item.name) }
    exit(0)
}
for name in arguments.isEmpty ? cases.map(\.name) : arguments {
    guard let item = cases.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("Limits: unknown case \(name)\n".utf8))
        exit(64)
    }
    do {
        try run(item)
    } catch {
        print("\(name): \(error)")
        exit(1)
    }
}
