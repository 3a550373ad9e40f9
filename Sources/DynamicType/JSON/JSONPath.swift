/// A position in a JSON document written as a reader would look for it: `styles[2].entries.xLarge.size`.
struct JSONPath: CustomStringConvertible {
    var keys: [any CodingKey]

    init(_ keys: [any CodingKey]) {
        self.keys = keys
    }

    var description: String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "(top level)" : path
    }

    /// What a JSON value of `type` is called: "a number", "a string".
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
