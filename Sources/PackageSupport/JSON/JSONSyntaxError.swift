import Foundation

/// Where and why a document is not JSON, for messages such as `line 3, column 12: invalid value`.
///
/// `JSONDecoder` only says "not valid JSON"; `JSONSerialization` names the character where it stopped. This reads
/// that reason and turns the character offset into a line and column (both counted from 1).
package enum JSONSyntaxError {
    package static func describe(_ data: Data) -> String {
        guard let reason = foundationReason(data) else { return "not valid JSON" }
        guard let range = reason.range(of: "character "),
            let offset = Int(reason[range.upperBound...].prefix(while: \.isNumber))
        else { return reason.lowercasedFirst.trimmingTrailingPeriod }
        let position = SourcePosition.of(utf8Offset: offset, in: [UInt8](data))
        let what = reason[..<range.lowerBound].replacingOccurrences(of: " around", with: "")
        return "line \(position.line), column \(position.column): \(what.lowercasedFirst.trimmingCharacters(in: .whitespaces))"
    }

    /// `JSONSerialization`'s reason as it gives it, starting in lower case and without a final period (`unexpected end
    /// of file`); "the data is not valid JSON" when it gives none.
    package static func reason(_ data: Data) -> String {
        foundationReason(data).map { $0.lowercasedFirst.trimmingTrailingPeriod } ?? "the data is not valid JSON"
    }

    /// `JSONSerialization`'s debug description of why `data` is not JSON; `nil` when it is JSON or says nothing.
    private static func foundationReason(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
        }
    }
}

extension StringProtocol {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    fileprivate var trimmingTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : String(self) }
}
