import DynamicTypeLayout
import Testing
import TestSupport

/// Screens laid out in parallel tasks, each its own tree and layout, sharing one measurer (its caches filling from
/// every task at once) and the device presets: the same frames and findings as one after another. Run under
/// ThreadSanitizer by `Scripts/test` (the filter `Concurrency`).
@Suite("DynamicTypeLayout Concurrency")
struct LayoutConcurrencyTests {
    /// A screen of labels in a stack on an iPhone, its texts varied by `seed`, laid out at every category.
    @Sendable static func layOut(_ seed: Int, measurer: TextMeasurer) throws -> [String] {
        let root = View(identifier: "root")
        let stack = StackView(identifier: "stack")
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        for index in 0..<8 {
            let label = Label(
                identifier: "label\(index)", text: String(repeating: "word\(seed % 7) ", count: 1 + (seed + index) % 9),
                font: .style(.body, source: .face(TestFonts.sans)), measurer: measurer)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = index % 3
            stack.addArrangedSubview(label)
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        let layout = try AdaptiveLayout(root: root, device: seed % 2 == 0 ? .iPhone16Pro : .iPadMiniA17Pro)
        return try layout.layoutAtEveryCategory().map { result in
            "\(result.category) \(result.layout.frames.map(\.frame)) \(result.findings.map(\.description))"
        }
    }

    @Test func screensInParallelTasksLayOutAsOneAfterAnother() async throws {
        let measurer = TextMeasurer(fontMatcher: nil)
        let seeds = Array(0..<16)
        let serial = try seeds.map { try Self.layOut($0, measurer: TextMeasurer(fontMatcher: nil)) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for seed in seeds { group.addTask { (seed, try Self.layOut(seed, measurer: measurer)) } }
            var results: [Int: [String]] = [:]
            for try await (seed, lines) in group { results[seed] = lines }
            return seeds.map { results[$0]! }
        }
        #expect(parallel == serial)
    }
}
