import AutoLayout

/// Interface Builder's spellings of attribute values: `YES`/`NO`, numbers, priorities, frames.
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

    /// A finite number attribute, within ±10,000,000 (no real document's points or sizes come near); `nil` when absent.
    func number(_ name: String) throws(ElementProblem) -> Double? {
        guard let text = self[name] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else {
            throw ElementProblem(
                self, "\(name)=\"\(text)\" is not a number of points",
                expected: "a decimal number within ±10,000,000")
        }
        return value
    }

    /// A priority attribute (`horizontalHuggingPriority`, a constraint's `priority`): 1 to 1000; `nil` when absent.
    func priority(_ name: String) throws(ElementProblem) -> Priority? {
        guard let text = self[name] else { return nil }
        guard let value = Double(text), (1...1000).contains(value), let priority = Priority(Float(value)) else {
            throw ElementProblem(self, "\(name)=\"\(text)\" is not a priority", expected: "a number from 1 to 1000")
        }
        return priority
    }

    /// `<rect key="frame">`: the frame Xcode stored, in the superview's coordinates; `nil` when there is none.
    func storedFrame() throws(ElementProblem) -> Rect? {
        guard let rect = child("rect", key: "frame") else { return nil }
        let frame = Rect(
            x: try rect.requiredNumber("x"), y: try rect.requiredNumber("y"), width: try rect.requiredNumber("width"),
            height: try rect.requiredNumber("height"))
        guard frame.width >= 0 && frame.height >= 0 else {
            throw ElementProblem(rect, "a frame of negative size", expected: "width and height ≥ 0")
        }
        return frame
    }

    /// Xcode's warning about a view's stored frame: `ambiguous="YES"` or `misplaced="YES"`; `nil` for neither.
    func frameWarning() throws(ElementProblem) -> InterfaceBuilderView.FrameWarning? {
        if try flag("ambiguous") { return .ambiguous }
        return try flag("misplaced") ? .misplaced : nil
    }

    /// `hidden`, when the element (or a size-class variation of one) gives it.
    func hidden() throws(ElementProblem) -> Bool? {
        self["hidden"] == nil ? nil : try flag("hidden")
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
            throw ElementProblem(self, "\(name)=\"\(text)\" is not a count", expected: "a whole number from 0 to 1,000,000")
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
