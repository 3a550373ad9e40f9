import Foundation
@testable import StringCatalogs

extension PropertyListValue {
    /// A value of a property list Foundation read (`PropertyListSerialization`): strings, dictionaries and arrays as
    /// they are, the other values by kind — how the package's readers are compared with Foundation's.
    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let items as [Any]: self = .array(items.map(PropertyListValue.init(foundation:)))
        case let members as [AnyHashable: Any]:
            self = .dictionary(
                Dictionary(
                    uniqueKeysWithValues: members.map { ("\($0.key.base)", PropertyListValue(foundation: $0.value)) }))
        case is Set<AnyHashable>: self = .set
        case is Data: self = .data
        case is Date: self = .date
        case _ where type(of: value) == Bool.self: self = .boolean
        case is NSNumber: self = .number
        case is NSNull: self = .null
        default: self = .uid
        }
    }
}
