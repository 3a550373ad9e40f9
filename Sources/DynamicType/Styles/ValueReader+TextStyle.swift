import PackageSupport

extension ValueReader where Value == TextStyle {
    /// A text style of `scale` by any of its names, in any case (``DynamicType/TypeScale/style(named:)``).
    package static func style(in scale: @escaping @autoclosure @Sendable () -> TypeScale) -> Self {
        ValueReader(
            accepted: "a text style of the \(scale().name) type scale: "
                + scale().styles.map(\.name).joined(separator: ", "),
            candidates: scale().styles.map(\.name)
        ) { name in
            scale().style(named: name)
        }
    }
}

extension ValueReader where Value == [TextStyle] {
    /// Text styles by name, comma-separated, each once, in the order given (whether a scale has them is the command's
    /// to check: ``ScaleSelection/styles(_:from:in:)``).
    package static var styleNames: Self {
        ValueReader(accepted: "text styles, comma-separated (body, headline, largeTitle …)") { text in
            var styles: [TextStyle] = []
            // (Apple's by any of their names, a design system's by theirs: the scale says which it has.)
            for name in text.split(separator: ",").map(String.init) {
                let style = TextStyle(name: name) ?? TextStyle(name)
                if !styles.contains(style) { styles.append(style) }
            }
            return styles.isEmpty ? nil : styles
        }
    }
}
