import DynamicType
import PackageSupport
import TextMeasurement

/// A measured request as JSON (`Docs/measure-json.md`): what `typescale measure --format json` prints and what a batch
/// answers each request line with.
package enum MeasureAnswer {
    /// One measured text as JSON: ``describe(_:id:includingCategory:to:)`` made into a tree.
    package static func json(_ measured: MeasuredText, id: JSONValue? = nil, includingCategory: Bool = false) -> JSONValue {
        var tree = JSONTreeBuilder()
        describe(measured, id: id, includingCategory: includingCategory, to: &tree)
        return tree.result ?? .null
    }

    /// One measured text, described to a JSON builder (a tree, or a batch answer's line written straight out): `id`
    /// (for a batch request that has one), `category` (across categories), then the layout's fields.
    package static func describe(
        _ measured: MeasuredText, id: JSONValue? = nil, includingCategory: Bool = false, to json: inout some JSONBuilder
    ) {
        let layout = measured.layout
        json.beginObject()
        if let id {
            json.key("id")
            json.value(id)
        }
        if includingCategory, let category = measured.category { json.member("category", category.dynamicTypeSizeName) }
        json.member("lineCount", layout.lineCount)
        json.member("width", layout.size.width)
        json.member("height", layout.size.height)
        json.member("roundedWidth", layout.roundedSize.width)
        json.member("roundedHeight", layout.roundedSize.height)
        json.member("isTruncated", layout.isTruncated)
        json.key("lines")
        json.beginArray()
        for line in layout.lines {
            json.beginObject()
            json.member("location", line.range.lowerBound)
            json.member("length", line.range.count)
            json.member("width", line.width)
            json.member("baseline", line.baseline)
            json.member("top", line.top)
            json.member("height", line.height)
            json.member("text", measured.text(of: line))
            json.endObject()
        }
        json.endArray()
        json.key("font")
        describe(measured.face, to: &json)
        json.key("faces")
        json.beginArray()
        for face in layout.faces { describe(face, to: &json) }
        json.endArray()
        json.member("size", measured.size)
        json.endObject()
    }

    /// A face: its family, style and file.
    private static func describe(_ face: FontFace, to json: inout some JSONBuilder) {
        json.beginObject()
        json.member("family", face.family)
        json.member("style", face.style)
        json.member("path", face.path)
        json.endObject()
    }

    /// An answer to a batch line that could not be measured: its line, the column of the value the error is about
    /// when there is one, the request's `id`, and the message.
    package static func errorJSON(line: Int, column: Int? = nil, id: JSONValue?, message: String) -> JSONValue {
        .object(
            [("line", .number(Double(line)))] + (column.map { [("column", .number(Double($0)))] } ?? [])
                + (id.map { [("id", $0)] } ?? []) + [("error", .string(message))])
    }

    /// `value` on one line, as JSON Lines needs: no newlines, one space after `:` and `,`.
    package static func compact(_ value: JSONValue) -> String {
        String(decoding: value.oneLine, as: UTF8.self)
    }
}
