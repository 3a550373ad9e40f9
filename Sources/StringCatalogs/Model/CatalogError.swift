/// A string catalog that cannot be read: an ``InputFileError``, the error of every reader of the package.
@available(*, deprecated, renamed: "InputFileError")
public typealias CatalogError = InputFileError
