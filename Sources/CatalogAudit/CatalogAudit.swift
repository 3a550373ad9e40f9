import DynamicType
import Dispatch
import PackageSupport
import StringCatalogs
import SystemSupport
import TextFitting
import TextMeasurement

/// An audit of string catalogs: does every text — every locale, plural form and variation — still fit its label at
/// every content-size category?
///
/// ```swift
/// let spec = try AuditSpec(contentsOfFile: "layout.json")
/// let report = try CatalogAudit(spec: spec).run(["App/Resources/Localizable.xcstrings"])
/// for item in report.failing { print(item.failureLine ?? item.name) }
/// ```
///
/// Each text is measured in its own language with its placeholders filled in (``FormatPlaceholders``), as a `UILabel`
/// lays it out, by a `FitCheck`. The work is spread over ``jobs`` threads sharing one
/// `TextMeasurer` (it is `Sendable`; its caches are bounded, so memory follows the cache, not the
/// catalog); the report is the same whatever the number of jobs.
public struct CatalogAudit: Sendable {
    /// The layout spec: per key or pattern, the label a text is checked in.
    public var spec: AuditSpec
    /// The fields under the spec's default (the command line's flags).
    public var base: AuditLabelFields
    /// Measuring threads.
    public var jobs: Int
    /// The measurer; `TextMeasurer.shared` by default.
    public var measurer: TextMeasurer

    /// An audit with a spec and a base, measuring on `jobs` threads (`nil`: one per processor online).
    public init(
        spec: AuditSpec = AuditSpec(), base: AuditLabelFields = AuditLabelFields(), jobs: Int? = nil,
        measurer: TextMeasurer = .shared
    ) {
        self.spec = spec
        self.base = base
        self.jobs = jobs ?? AvailableProcessors.count
        self.measurer = measurer
    }

    /// Reads the catalogs at `paths` (files, or folders searched for catalogs) and audits every text.
    ///
    /// Every file is read however many others fail: one that cannot be opened or parsed is in the report's
    /// ``AuditReport/unreadable`` (with its line and column where the format has them) beside the audit of the rest,
    /// as is a path that names no catalog.
    ///
    /// - Parameters:
    ///   - paths: Catalog files, or folders searched for catalogs.
    ///   - locale: The language of catalogs whose paths do not say (a `.lproj` or `values-XX` folder, or a file named
    ///     `de.json`, does, and wins).
    ///   - progress: Called with the number of texts done and the total, on any thread.
    /// - Throws: ``AuditError/noWidth(key:)`` for a text whose label has no width.
    public func run(
        _ paths: [String], locale: String? = nil, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(AuditError) -> AuditReport {
        report(try plan(paths, locale: locale), progress: progress)
    }

    /// Audits catalog entries already read.
    ///
    /// - Parameters:
    ///   - entries: The entries to audit, in the order the report lists them.
    ///   - catalogs: The files they came from, for the report's summary.
    ///   - unreadable: The catalogs that could not be read, for the report to list beside the audit.
    ///   - progress: Called with the number of texts done and the total, on any thread.
    /// - Throws: ``AuditError/noWidth(key:)`` for a text whose label has no width.
    public func run(
        entries: [CatalogEntry], catalogs: [String], unreadable: [InputFileError] = [],
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(AuditError) -> AuditReport {
        report(try plan(entries: entries, catalogs: catalogs, unreadable: unreadable), progress: progress)
    }

    /// What an audit measures, once the catalogs are read: what a report can say first, and the texts with their
    /// labels.
    public struct Plan: Sendable {
        /// The catalogs, those that could not be read, the warnings, the number of texts.
        public let preamble: AuditPreamble
        /// The texts to measure, each with its label.
        let items: [AuditItem]
    }

    /// Reads the catalogs at `paths` (files, or folders searched for catalogs) into a plan: every file read however
    /// many others fail (see ``run(_:locale:progress:)``).
    ///
    /// - Throws: ``AuditError/noWidth(key:)`` for a text whose label has no width.
    public func plan(_ paths: [String], locale: String? = nil) throws(AuditError) -> Plan {
        let search = CatalogReader.findCatalogs(at: paths)
        var unreadable = search.problems
        var entries: [CatalogEntry] = []
        for path in search.files {
            do {
                // The fallback locale is given after Android's references are resolved: `values/` must stay the
                // default resources they fall back to.
                entries += try CatalogReader.read(path: path, locale: nil)
            } catch {
                unreadable.append(error)
            }
        }
        return try plan(entries: entries, catalogs: search.files, unreadable: unreadable, locale: locale)
    }

    /// Android `@string/name` aliases replaced by the text they lead to, over every catalog read
    /// (`AndroidStringReferences`): one that leads nowhere — a missing name, a cycle — is an error beside the
    /// catalogs that could not be read (aapt2 fails the build on it), a framework string's (`@android:string/ok`) a
    /// warning, as it is Android's text; either way the entry is left out.
    static func resolvingAndroidReferences(_ entries: [CatalogEntry]) -> (
        entries: [CatalogEntry], errors: [InputFileError], warnings: [CatalogWarning]
    ) {
        let resolution = AndroidStringReferences.resolve(entries)
        guard !resolution.problems.isEmpty else { return (resolution.entries, [], []) }
        // The key a problem is about: the reference at its file and line (found once, not per problem).
        var keys: [Place: String] = [:]
        for entry in entries where entry.text.contains("@") {
            keys[Place(file: entry.file, line: entry.line)] = keys[Place(file: entry.file, line: entry.line)] ?? entry.key
        }
        var errors: [InputFileError] = []
        var warnings: [CatalogWarning] = []
        for problem in resolution.problems {
            if problem.reason == .unresolvable {
                let key = keys[Place(file: problem.file, line: problem.line)] ?? ""
                warnings.append(CatalogWarning(
                    file: problem.file, line: problem.line, key: key, message: problem.message + "; not audited"))
            } else {
                errors.append(problem)
            }
        }
        return (resolution.entries, errors, warnings)
    }

    /// Where an entry is.
    private struct Place: Hashable {
        var file: String
        var line: Int?
    }

    /// A plan of catalog entries already read.
    ///
    /// The texts measured are those the device shows, once: an Android `@string/` alias as the text it leads to, and
    /// a text shadowed by another of the same key, a stale key's and another device's variations left out, each with
    /// a warning in the preamble (`AuditSelection`).
    ///
    /// - Parameters:
    ///   - all: The entries read, in the order the report lists them.
    ///   - catalogs: The files they came from.
    ///   - unreadable: The catalogs that could not be read.
    ///   - locale: The language of the entries that name none, given after Android's references are resolved
    ///     (`values/`, with no language, is the default resources they fall back to).
    /// - Throws: ``AuditError/noWidth(key:)`` for a text whose label has no width.
    public func plan(
        entries all: [CatalogEntry], catalogs: [String], unreadable: [InputFileError] = [], locale: String? = nil
    ) throws(AuditError) -> Plan {
        var resolved = Self.resolvingAndroidReferences(all)
        if let locale {
            for index in resolved.entries.indices where resolved.entries[index].locale == nil {
                resolved.entries[index].locale = locale
            }
        }
        var (entries, warnings) = AuditSelection.select(resolved.entries)
        warnings = resolved.warnings + warnings
        let unreadable = unreadable + resolved.errors
        var items: [AuditItem] = []
        items.reserveCapacity(entries.count)
        // A label depends only on the rule a key matches: worked out once per rule (and once for the default).
        var labels: [Int?: AuditLabel] = [:]
        for entry in entries {
            let rule = spec.ruleIndex(for: entry.key)
            let label = labels[rule] ?? spec.label(for: entry.key, base: base)
            labels[rule] = label
            guard label.width != nil else { throw .noWidth(key: entry.key) }
            items.append(AuditItem(entry: entry, label: label, measuredText: entry.text))  // filled by the workers
        }
        let unmatched = spec.rules.filter { rule in !entries.contains { AuditSpec.matches($0.key, pattern: rule.pattern) } }
        let preamble = AuditPreamble(
            catalogs: catalogs, unreadable: unreadable, warnings: warnings, unmatchedRules: unmatched,
            systemFont: measurer.systemFontDescription, fontSet: measurer.fontSet, strings: items.count)
        return Plan(preamble: preamble, items: items)
    }

    /// Measures a plan's texts on ``jobs`` threads and hands each to `emit`, on this thread, in catalog order, as the
    /// texts are decided — a block at a time, so that what is measured is written and let go while the rest is
    /// measured: memory follows the block, not the catalogs.
    ///
    /// - Returns: The counts a report's summary needs.
    public func measure(
        _ plan: Plan, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, emit: (AuditItem) -> Void
    ) -> AuditTally {
        var tally = AuditTally(plan.preamble)
        let done = LockedValue(0)
        let total = plan.items.count
        let threads = max(1, jobs)
        // Blocks of a few hundred texts per thread: long enough that the wait at a block's end (for the other threads'
        // last texts) is a small part of the block, short enough that a block is a small part of a large catalog.
        let blockSize = 512 * threads
        var start = 0
        while start < total {
            let block = Array(plan.items[start..<min(start + blockSize, total)])
            for item in measure(block, done: done, total: total, progress: progress) {
                tally.add(item)
                emit(item)
            }
            start += block.count
        }
        return tally
    }

    /// The whole report of a plan, every text kept.
    private func report(_ plan: Plan, progress: (@Sendable (Int, Int) -> Void)?) -> AuditReport {
        var items: [AuditItem] = []
        items.reserveCapacity(plan.items.count)
        _ = measure(plan, progress: progress) { items.append($0) }
        return AuditReport(items: items, preamble: plan.preamble)
    }

    /// Measures items on every core: workers take the next item until none is left, each writing its own slot.
    private func measure(
        _ items: [AuditItem], done: LockedValue<Int>, total: Int, progress: (@Sendable (Int, Int) -> Void)?
    ) -> [AuditItem] {
        let next = LockedValue(0)
        let results = LockedValue(items)
        let measurer = self.measurer
        let placeholders = spec.placeholders
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < items.count else { return }
                var item = items[index]
                item.measuredText = placeholders.fill(item.entry.text)
                let outcome = Result { () throws(MeasurementError) -> FitResult in
                    try Self.check(item, measurer: measurer).run(using: measurer)
                }
                item.record(outcome)  // here, on this worker: the failure message too
                results.withLock { $0[index] = item }
                if let progress {
                    let count = done.withLock { value -> Int in
                        value += 1
                        return value
                    }
                    progress(count, total)
                }
            }
        }
        return results.withLock { $0 }
    }

    /// The fit check for an item. A font file is loaded once by the measurer, and given to the check as its face,
    /// so that messages name the face's family.
    static func check(_ item: AuditItem, measurer: TextMeasurer) throws(MeasurementError) -> FitCheck {
        var font = item.label.font
        if case .file(let path, let faceIndex) = font.source {
            font.source = .face(try measurer.face(file: path, faceIndex: faceIndex))
        }
        return FitCheck(
            label: FitLabel(item.measuredText, font: font), width: item.label.width ?? 0,
            numberOfLines: item.label.numberOfLines, categories: item.label.categories, lineBreakMode: item.label.lineBreakMode,
            lineBreakStrategy: item.label.lineBreakStrategy, language: item.entry.locale)
    }
}
