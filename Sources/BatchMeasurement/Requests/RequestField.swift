import PackageSupport

/// A field of a measuring request, declared once: the command-line option that gives it (`line-height`), the key a
/// batch request gives it under (`lineHeight`), and how its value is read from either, so that a value is accepted or
/// refused, with the same message, whichever way it comes.
package struct RequestField<Value>: Sendable {
    /// The option's name, after `--`.
    package let option: String
    /// The batch request's key.
    package let key: String
    package let reader: ValueReader<Value>
    /// The name the field had, as both option and key (`lines` for `number-of-lines` and `numberOfLines`): still
    /// read; giving a field by both names is an error naming both.
    package let formerName: String?

    package init(option: String, key: String, reader: ValueReader<Value>, formerly formerName: String? = nil) {
        self.option = option
        self.key = key
        self.reader = reader
        self.formerName = formerName
    }
}
