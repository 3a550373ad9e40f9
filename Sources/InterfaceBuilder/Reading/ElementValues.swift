/// Interface Builder's spellings of attribute values: `YES`/`NO`, numbers, priorities, multipliers.
extension DocumentElement {
    /// A `YES`/`NO` attribute; `defaultValue` when absent.
    func flag(_ name: String, default defaultValue: Bool = false) throws(ElementProblem) -> Bool {
        switch self[name] {
        case nil: return defaultValue
        case "YES"?: return true
        case "NO"?: return false
        case let value?: throw ElementProblem(self, "\(name)=\"\(value)\" is not YES or NO", expected: "YES or NO")
        }
    }

    /// A finite number attribute, within ±1e7 (no real document's points or sizes come near); `nil` when absent.
    func number(_ name: String) throws(ElementProblem) -> Double? {
        guard let text = self[name] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else {
            throw ElementProblem(self, "\(name)=\"\(text)\" is not a number", expected: "a decimal number of points")
        }
        return value
    }

    /// A number attribute that must be there.
    func requiredNumber(_ name: String) throws(ElementProblem) -> Double {
        guard let value = try number(name) else {
            throw ElementProblem(self, "a <\(self.name)> without \(name)", expected: "\(name)=\"…\", a number")
        }
        return value
    }

    /// A count attribute (`numberOfLines`): a whole number ≥ 0.
    func count(_ name: String) throws(ElementProblem) -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text), value >= 0, value <= 1_000_000 else {
            throw ElementProblem(self, "\(name)=\"\(text)\" is not a count", expected: "a whole number ≥ 0")
        }
        return value
    }

    /// An attribute that must be one of `choices`, by the name Interface Builder writes; `nil` when absent.
    func choice<Value>(_ name: String, _ choices: KeyValuePairs<String, Value>) throws(ElementProblem) -> Value? {
        guard let text = self[name] else { return nil }
        guard let value = choices.first(where: { $0.key == text })?.value else {
            throw ElementProblem(
                self, "\(name)=\"\(text)\" is not one of Interface Builder's values",
                expected: choices.map(\.key).joined(separator: ", "))
        }
        return value
    }
}
