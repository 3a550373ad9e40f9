import DynamicType

extension TypeScale {
    /// The scale's text style that `name` names on the command line: by any of the style's names as written
    /// (`body`, `UICTFontTextStyleBody`), else by its name in any case (`Body`, `LARGETITLE`), as every enumerated
    /// value of the command line is taken; `nil` when the scale has no such style. What is printed is the style's
    /// own spelling.
    func style(named name: String) -> TextStyle? {
        let exact = TextStyle(name: name) ?? TextStyle(name)
        if contains(exact) { return exact }
        let lowercased = name.lowercased()
        return styles.first { $0.name.lowercased() == lowercased }
    }
}
