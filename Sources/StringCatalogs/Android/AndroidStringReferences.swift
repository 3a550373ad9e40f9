/// Android string references resolved: an entry whose whole text is `@string/name` shows `name`'s text.
///
/// In Android resources `<string name="pay_button">@string/pay</string>` is an alias: aapt2 keeps a value whose raw
/// text is a reference as a reference (`ResourceParser::ParseXml`, then `ResourceUtils::TryParseItemForAttribute` in
/// `tools/aapt2`), and the app, asking for `pay_button`, gets `pay`'s text. ``CatalogReader`` reads one file at a time,
/// so it gives such an entry the text `@string/pay`; this resolves those texts over the entries of every file read,
/// so the audit measures what the app shows.
///
/// ```swift
/// let files = try CatalogReader.catalogFiles(at: ["app/src/main/res"])
/// let read = try files.flatMap { try CatalogReader.read(path: $0) }
/// let resolution = AndroidStringReferences.resolve(read)
/// // resolution.entries: the texts to measure; resolution.problems: the references that lead nowhere
/// ```
///
/// What counts as a reference, and where it leads:
///
/// - Only entries of Android `strings.xml` files (``CatalogFormat/androidXML`` by the entry's ``CatalogEntry/file``)
///   are resolved, and only their `<string>` entries (no ``CatalogEntry/variant``) are looked up; every other entry
///   comes out as it went in.
/// - A reference is the whole text, white space around it aside, written as aapt2 parses one (`ParseReference`,
///   `ParseResourceName` in `tools/aapt2/ResourceUtils.cpp`): `@`, an optional `*` (private), an optional `package:`,
///   a resource type aapt2 knows (`tools/aapt2/Resource.cpp`), `/` and a name. Any other text starting with `@`
///   (`@user`, `@null`) is text. Since the reader has already resolved escapes and quotes, a text written `\@string/x`
///   or `"@string/x"` (which Android shows as those characters) reads the same and is taken as a reference too; as
///   is markup around one (`<b>@string/x</b>`, a styled string to aapt2).
/// - The name is looked up in the referencing entry's locale first, then in that locale with its last subtags
///   stripped, then in the default resources (the entries with no locale, from `values/`), as Android picks the
///   resource for the device's locale ("when the system cannot find an exact match, it continues to look for resources
///   by stripping the country code off the locale. Finally, if no match is found, the system falls back to the
///   default": developer.android.com/guide/topics/resources/multilingual-support). So `values-de-rAT`'s reference
///   looks in `de-AT`, `de`, then `values/`; each step of a chain looks again from the entry's own locale, as the
///   device does.
/// - Chains are followed (`a` → `@string/b` → `@string/c` → text).
/// - `<plurals>` and `<string-array>` items that are references resolve the same way: aapt2 reads an item's value as
///   it reads a `<string>`'s, and Android resolves an item's reference when the app reads it (`getQuantityString`
///   through `NativeGetResourceBagValue`, `getStringArray` through `NativeGetResourceStringArray`, both calling
///   `AssetManager2::ResolveReference`; `core/jni/android_util_AssetManager.cpp`). The resolved entry keeps its
///   variant.
/// - `@package:string/name` for a package other than `android` is looked up by name: without namespaced resources
///   every library's strings are merged into the app's.
///
/// A reference that leads nowhere is a ``InputFileError`` at the referencing entry's file and line, and **that entry
/// is left out of the result** (its text is no text the app shows): a name with no `<string>` in any locale the
/// device would look in (`.malformed`; aapt2's link step fails on it too), a chain that comes back to a name it has
/// passed (`.malformed`; the error names the whole chain), and a reference to a resource that is not a string, such
/// as `@color/brand` (`.malformed`). A reference to an Android framework string (`@android:string/ok`) is an
/// ``InputFileError/Reason/unresolvable`` error: the text is the framework's, which Android translates itself and no
/// catalog of the app holds, so it cannot be measured here — reported apart from the app's own mistakes so a caller
/// can list it as a note rather than fail.
public enum AndroidStringReferences {
    /// The entries with their references resolved, and the references that could not be.
    public struct Resolution: Sendable, Hashable {
        /// Every entry given, in the same order, each reference's text replaced by the text it leads to; the entries
        /// whose reference leads nowhere are left out.
        public var entries: [CatalogEntry]
        /// One error for each entry left out, in the order of the entries.
        public var problems: [InputFileError]

        /// A resolution of these entries and problems.
        public init(entries: [CatalogEntry], problems: [InputFileError]) {
            self.entries = entries
            self.problems = problems
        }
    }

    /// `entries` with every Android `@string/name` text replaced by the text it leads to.
    ///
    /// - Parameter entries: Entries already read, from any number of files and formats (entries that are not from an
    ///   Android `strings.xml` pass through unchanged).
    /// - Returns: The entries to measure, and an error for each entry whose reference leads nowhere (left out of the
    ///   entries).
    public static func resolve(_ entries: [CatalogEntry]) -> Resolution {
        var formats: [String: Bool] = [:]
        func isAndroid(_ entry: CatalogEntry) -> Bool {
            if let known = formats[entry.file] { return known }
            let android = CatalogFormat(path: entry.file) == .androidXML
            formats[entry.file] = android
            return android
        }
        var strings: [Name: CatalogEntry] = [:]
        for entry in entries where entry.variant == nil && isAndroid(entry) {
            let name = Name(locale: entry.locale, name: entry.key)
            if strings[name] == nil { strings[name] = entry }
        }
        var resolution = Resolution(entries: [], problems: [])
        for entry in entries {
            guard isAndroid(entry), let reference = Reference(entry.text) else {
                resolution.entries.append(entry)
                continue
            }
            switch follow(reference, from: entry, in: strings) {
            case .success(let text):
                var resolved = entry
                resolved.text = text
                resolution.entries.append(resolved)
            case .failure(let error):
                resolution.problems.append(error)
            }
        }
        return resolution
    }

    /// A `<string>` resource by locale and name.
    private struct Name: Hashable {
        var locale: String?
        var name: String
    }

    /// The text a reference leads to, or why it leads nowhere.
    private static func follow(_ first: Reference, from entry: CatalogEntry, in strings: [Name: CatalogEntry])
        -> Result<String, InputFileError>
    {
        let locales = fallback(for: entry.locale)
        var chain = [entry.key + (entry.variant.map { " [\($0)]" } ?? ""), first.written]
        var passed: Set<String> = entry.variant == nil ? [entry.key] : []
        var reference = first
        func problem(_ problem: String, expected: String, reason: InputFileError.Reason = .malformed)
            -> Result<String, InputFileError>
        {
            .failure(
                InputFileError(
                    file: entry.file, line: entry.line, problem: chain.joined(separator: " → ") + ": " + problem,
                    expected: expected, reason: reason))
        }
        while true {
            if reference.package == "android" {
                return problem(
                    "an Android framework string, which Android translates itself and no catalog of the app holds",
                    expected: "a string of the app's own (@string/name) to measure", reason: .unresolvable)
            }
            guard reference.type == "string" else {
                return problem("a resource of type \(reference.type), not a string", expected: "@string/name")
            }
            guard let target = locales.lazy.compactMap({ strings[Name(locale: $0, name: reference.name)] }).first
            else {
                let places = locales.map { $0 ?? "the default resources (values/)" }
                return problem(
                    "no <string name=\"\(reference.name)\"> in " + Self.list(places),
                    expected: "a <string name=\"\(reference.name)\"> in the default resources or the entry's locale")
            }
            guard passed.insert(reference.name).inserted else {
                return problem("a cycle", expected: "a chain of @string references that ends in a text")
            }
            guard let next = Reference(target.text) else { return .success(target.text) }
            chain.append(next.written)
            reference = next
        }
    }

    /// The locales a device in `locale` takes a string from, most specific first: `de-AT`, `de`, then the default
    /// resources (`nil`).
    private static func fallback(for locale: String?) -> [String?] {
        guard let locale else { return [nil] }
        var subtags = locale.split(separator: "-").map(String.init)
        var locales: [String?] = []
        while !subtags.isEmpty {
            locales.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return locales + [nil]
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A resource reference as aapt2 parses one: `@[*][package:]type/name` (or `@+id/name`).
    private struct Reference {
        /// The resource types aapt2 knows (`sResourceTypeMap`, `tools/aapt2/Resource.cpp`).
        static let types: Set<String> = [
            "anim", "animator", "array", "attr", "bool", "color", "dimen", "drawable", "fraction", "id", "integer",
            "integer-array", "interpolator", "layout", "menu", "mipmap", "plurals", "raw", "string", "style",
            "styleable", "transition", "xml",
        ]

        var package: String?
        var type: String
        var name: String
        /// The reference as written, white space around it removed.
        var written: String

        /// The reference `text` is, or `nil` when it is text.
        init?(_ text: String) {
            let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]
            let scalars = text.unicodeScalars.drop { whitespace.contains($0) }.reversed().drop {
                whitespace.contains($0)
            }.reversed()
            let trimmed = String(String.UnicodeScalarView(scalars))
            guard trimmed.hasPrefix("@") else { return nil }
            var rest = Substring(trimmed.dropFirst())
            let creates = rest.hasPrefix("+")
            if creates { rest = rest.dropFirst() }
            let isPrivate = rest.hasPrefix("*")
            if isPrivate { rest = rest.dropFirst() }
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            var head = rest[..<slash]
            let name = rest[rest.index(after: slash)...]
            var package: String?
            if let colon = head.firstIndex(of: ":") {
                package = String(head[..<colon])
                head = head[head.index(after: colon)...]
                if package?.isEmpty == true { return nil }
            }
            guard Self.types.contains(String(head)), !name.isEmpty, !(creates && (isPrivate || head != "id")) else {
                return nil
            }
            (self.package, self.type, self.name, self.written) = (package, String(head), String(name), trimmed)
        }
    }
}
