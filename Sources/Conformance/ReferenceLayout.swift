import Foundation

/// The reference engine's layout of a case.
struct ReferenceLayout: Decodable {
    var id: String
    var lineCount: Int?
    var lineWidths: [Double]?
    var height: Double?
    var lineStarts: [Int]?
    /// With a line limit: how many lines Pango shows.
    var visibleLineCount: Int?
    var error: String?
}
