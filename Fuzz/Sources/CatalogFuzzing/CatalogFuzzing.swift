import CatalogAudit
import Foundation
import StringCatalogs

/// One fuzz input read as a catalog of `format`, then every text filled in as `typescale audit` fills it.
///
/// What must hold for any bytes: the reader returns entries or throws a ``InputFileError`` — never traps, hangs or
/// leaks — and what it returns is well formed: every entry and error names the file it came from, and every line and
/// column is 1-based.
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int, format: CatalogFormat) {
    let file = "fuzz." + format.fileExtension
    let bytes = Data(bytes: data, count: size)
    do {
        let entries = try CatalogReader.read(bytes, format: format, file: file, locale: "en")
        let placeholders = FormatPlaceholders()
        for entry in entries {
            guard entry.file == file else { fatalError("entry names file \(entry.file), not \(file)") }
            if let line = entry.line, line < 1 { fatalError("entry \(entry.key) at line \(line)") }
            _ = placeholders.fill(entry.text)
            _ = placeholders.fill(entry.key)
        }
    } catch {
        guard error.file == file else { fatalError("error names file \(error.file), not \(file)") }
        if let line = error.line, line < 1 { fatalError("error at line \(line): \(error)") }
        if let column = error.column, column < 1 { fatalError("error at column \(column): \(error)") }
        if error.column != nil && error.line == nil { fatalError("a column without a line: \(error)") }
        guard error.reason == .malformed else { fatalError("contents gave \(error.reason): \(error)") }
        _ = error.description
    }
}
