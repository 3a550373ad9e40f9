// Generated from Sources/StringCatalogs/StringCatalogs.docc/StringCatalogs.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import StringCatalogs

func StringCatalogs_StringCatalogs_0() throws {
    for file in try CatalogReader.catalogFiles(at: ["App/Resources"]) {
        for entry in try CatalogReader.read(path: file) {
            print(entry.key, entry.locale ?? "-", entry.variant ?? "", entry.text)
        }
    }
}
