extension TypeScale {
    /// The scale's text style that `name` names, as a command line or a document writes it: by any of the style's
    /// names as written (`body`, `UICTFontTextStyleBody`), else by its name in any case (`Body`, `LARGETITLE`);
    /// `nil` when the scale has no such style. What is printed is the style's own spelling.
    public func style(named name: String) -> TextStyle? {
        let exact = TextStyle(name: name) ?? TextStyle(name)
        if contains(exact) { return exact }
        let lowercased = name.lowercased()
        return styles.first { $0.name.lowercased() == lowercased }
    }
}
