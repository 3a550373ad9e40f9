import Foundation

/// Reading a JSON Lines file: one value per non-empty line, in order.
package enum JSONLines {
    /// The values of the file at `path`.
    ///
    /// - Throws: ``JSONLinesError`` naming the file and the line of anything unreadable or malformed.
    package static func read<T: Decodable>(_ type: T.Type, path: String) throws(JSONLinesError) -> [T] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw JSONLinesError(description: "\(path): \(error.localizedDescription)")
        }
        let decoder = JSONDecoder()
        var values: [T] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                values.append(try decoder.decode(T.self, from: Data(line.utf8)))
            } catch {
                throw JSONLinesError(description: "\(path):\(index + 1): \(error)")
            }
        }
        return values
    }
}

/// A JSON Lines file that could not be read, with its file and line.
package struct JSONLinesError: Error, CustomStringConvertible {
    package var description: String
}
