import DynamicType
import PackageSupport
import TextMeasurement

extension MeasureRequest {
    /// The type scale `style` and `category` read.
    package static let scale = TypeScale.iOS

    /// A request's fields (`Docs/measure-json.md`; `typescale help measure-json`).
    package enum Field {
        package static let font = RequestField(option: "font", key: "font", reader: .nonEmpty("a font family name"))
        package static let fontFile = RequestField(
            option: "font-file", key: "fontFile", reader: .nonEmpty("the path of a font file"))
        package static let faceIndex = RequestField(
            option: "face-index", key: "faceIndex", reader: .integer("a face index of 0 or more", in: 0...0xFFFF_FFFF))
        package static let style = RequestField(option: "style", key: "style", reader: .style(in: scale))
        package static let category = RequestField(option: "category", key: "category", reader: .category)
        package static let size = RequestField(
            option: "size", key: "size", reader: .number("a point size from 0.01 to 100000", in: 0.01...100_000))
        package static let weight = RequestField(option: "weight", key: "weight", reader: .weight)
        /// A width's number, read by ``width`` (made once: every request reads it).
        private static let widthNumber = ValueReader<Double>.number("", in: 0...1e9)
        /// A width in points; in a batch request also `null`, no limit.
        package static let width = RequestField(
            option: "width", key: "width",
            reader: ValueReader<Double?>(
                accepted: "a width in points from 0 to 1000000000 (in a batch, null for no limit)",
                text: { widthNumber.text($0).map { .some($0) } },
                json: { value in
                    if case .null = value { return .some(nil) }
                    return widthNumber.json(value).map { .some($0) }
                }))
        /// UILabel's `numberOfLines`, `lineBreakMode` and `lineBreakStrategy`, by their names in UIKit.
        package static let numberOfLines = RequestField(
            option: "number-of-lines", key: "numberOfLines",
            reader: .integer("a whole number of lines ≥ 0 (0: no limit)", in: 0...1_000_000_000), formerly: "lines")
        package static let lineBreakMode = RequestField(
            option: "line-break-mode", key: "lineBreakMode", reader: .lineBreakMode, formerly: "mode")
        package static let lineBreakStrategy = RequestField(
            option: "line-break-strategy", key: "lineBreakStrategy", reader: .lineBreakStrategy, formerly: "strategy")
        package static let lineHeight = RequestField(option: "line-height", key: "lineHeight", reader: .lineHeight)
        package static let displayScale = RequestField(
            option: "display-scale", key: "displayScale", reader: .oneOf([1, 2, 3], accepted: "1, 2 or 3"))
        package static let language = RequestField(option: "language", key: "language", reader: .languageTag)

        /// Every field's key, in the order help lists them.
        package static let keys = [
            font.key, fontFile.key, faceIndex.key, style.key, category.key, size.key, weight.key, width.key,
            numberOfLines.key, lineBreakMode.key, lineBreakStrategy.key, lineHeight.key, displayScale.key, language.key,
        ]

        /// The keys fields had, each with the field's key: still read, listed in no message.
        package static let formerKeys: [(former: String, key: String)] = [
            (numberOfLines.formerName, numberOfLines.key), (lineBreakMode.formerName, lineBreakMode.key),
            (lineBreakStrategy.formerName, lineBreakStrategy.key),
        ].compactMap { former, key in former.map { (former: $0, key: key) } }
    }

    /// The keys a batch request may have: `text`, every field's, then `id`.
    package static let batchKeys: [String] = ["text"] + Field.keys + ["id"]
}
