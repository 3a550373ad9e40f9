import PackageSupport

/// Where a request's fields come from: the command line's options, or a batch line's JSON object (``BatchFields``).
/// Each names a field as its source spells it (`--line-height`, `lineHeight`), so messages name what the user wrote.
/// (Fields are passed as generics, not existentials: boxing each one would cost a batch request an allocation a
/// field.)
package protocol RequestFields {
    /// The field's value read by its declaration; `nil` when it is not given.
    func value<Value>(_ field: RequestField<Value>) throws(RequestError) -> Value?
    /// Whether the field is given.
    func has<Value>(_ field: RequestField<Value>) -> Bool
    /// The field's name as this source spells it.
    func name<Value>(_ field: RequestField<Value>) -> String
}

extension RequestFields {
    /// Throws when both fields were given.
    func checkExclusive<First, Second>(_ first: RequestField<First>, _ second: RequestField<Second>)
        throws(RequestError)
    {
        if has(first) && has(second) {
            throw RequestError("\(name(first)) and \(name(second)) cannot be used together; give one", key: name(second))
        }
    }

    /// Throws when `field` was given without `required`.
    func check<Given, Required>(_ field: RequestField<Given>, needs required: RequestField<Required>)
        throws(RequestError)
    {
        if has(field) && !has(required) {
            throw RequestError(
                "\(name(field)) applies to \(name(required)); give \(name(required)) too", key: name(field))
        }
    }
}

/// A request's fields from a batch line's JSON object, each under its key (or its former one).
package struct BatchFields: RequestFields {
    package var object: RequestObject

    package init(object: RequestObject) {
        self.object = object
    }

    package func value<Value>(_ field: RequestField<Value>) throws(RequestError) -> Value? {
        guard let given = object[field.key] else { return nil }
        guard let value = field.reader.json(given) else {
            throw RequestError(
                "\(name(field)): \(MeasureAnswer.compact(given)) is not accepted; expected \(field.reader.accepted)",
                key: name(field))
        }
        return value
    }

    package func has<Value>(_ field: RequestField<Value>) -> Bool {
        object[field.key] != nil
    }

    package func name<Value>(_ field: RequestField<Value>) -> String {
        object.givenName(field.key)
    }
}
