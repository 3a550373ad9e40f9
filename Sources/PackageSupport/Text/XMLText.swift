/// Text written into XML: the JUnit reports of `typescale audit` and `typescale layout`.
package enum XMLText {
    /// `text` safe inside XML attributes and elements.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"  // not allowed in XML 1.0
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
