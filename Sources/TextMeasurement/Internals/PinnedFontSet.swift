import SystemSupport

/// The fonts the system font's stand-in and every fallback come from: the files of the Debian 12 packages
/// `Scripts/setup` installs (``debianFiles``), loaded through a fontconfig configuration this library writes itself
/// (``configuration``) rather than the system's, so that other installed fonts — a Chinese font another package brings,
/// the user's own folder — never change an answer.
///
/// The configuration names the packages' folders, keeps only the listed files of them (fonts-noto-extra or
/// fonts-noto-cjk-extra install into the same folders), and includes the rule files Debian's fontconfig enables for
/// these packages (``debianRules``: the generic aliases, the Latin and non-Latin preference lists, Noto CJK's rules
/// by language), without the user's own rules and without any other package's. It reuses the system's font cache
/// (`/var/cache/fontconfig`, which the packages' installation fills).
struct PinnedFontSet: Sendable {
    /// The font files, by absolute path.
    var files: [String]
    /// The folders they are in.
    var folders: [String]
    /// The rule files to include, in the order fontconfig reads them.
    var rules: [String]

    /// The spellings fontconfig's default `fonts.conf` turns into its generic families (fontconfig 2.14's `fonts.conf`:
    /// "Accept deprecated 'mono' alias", "alternate 'sans serif' spelling", …).
    static let genericSpellings = [
        ("mono", "monospace"), ("sans serif", "sans-serif"), ("sans", "sans-serif"), ("system ui", "system-ui"),
    ]

    /// Debian 12's packages, as `Scripts/pinned-font-set.py` lists them.
    static let debian = PinnedFontSet(files: debianFiles, folders: debianFolders, rules: debianRules)

    /// The files in the set's folders and their subfolders that are not the set's (another package's, a user's copy),
    /// by absolute path, sorted.
    var otherFiles: [String] {
        let mine = Set(files)
        var others: [String] = []
        var folders = self.folders
        while let folder = folders.popLast() {
            for name in FolderListing.names(in: folder) ?? [] {
                let path = folder + "/" + name
                // (The set's own files need no `stat`.)
                if mine.contains(path) { continue }
                if PathKind.of(path) == .folder { folders.append(path) } else { others.append(path) }
            }
        }
        return others.sorted()
    }

    /// Whether the set's folders are on this machine (every one a folder); a machine without Debian's packages (a
    /// Mac, another distribution) uses the system's configuration instead.
    var isInstalled: Bool {
        !folders.isEmpty && folders.allSatisfy { PathKind.of($0) == .folder }
    }

    /// The fontconfig configuration that loads exactly the set: its folders, the system's cache folder, the other files
    /// in those folders rejected by path (fonts-conf(5), "rejectfont"; none on a machine with only the set), and the
    /// rule files (`ignore_missing`, so a missing one is skipped as fontconfig's own `conf.d` would be).
    ///
    /// Other files are rejected one by one rather than every file but the set's: fontconfig tests each font against
    /// every pattern of a selector, so 331 accepted files would cost every process start a third of a million
    /// pattern tests.
    ///
    /// The text mentions neither `charset` nor a pattern's family: ``FontconfigRules`` reads it with the files it
    /// includes, and either would turn the match index's shortcuts off.
    var configuration: String {
        var text = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <cachedir>/var/cache/fontconfig</cachedir>

            """
        for folder in folders { text += "  <dir>\(folder)</dir>\n" }
        let others = otherFiles
        if !others.isEmpty {
            text += "  <selectfont>\n    <rejectfont>\n"
            for file in others { text += "      <glob>\(file)</glob>\n" }
            text += "    </rejectfont>\n  </selectfont>\n"
        }
        // fontconfig's own fonts.conf's spellings of the generic families, before the rules that expand them.
        for (alias, family) in Self.genericSpellings {
            text += "  <match target=\"pattern\"><test qual=\"any\" name=\"family\"><string>\(alias)</string></test>"
                + "<edit name=\"family\" mode=\"assign\" binding=\"same\"><string>\(family)</string></edit></match>\n"
        }
        for rule in rules { text += "  <include ignore_missing=\"yes\">\(rule)</include>\n" }
        return text + "</fontconfig>\n"
    }
}
