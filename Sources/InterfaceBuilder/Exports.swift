// The error of a document or class mapping that cannot be read, as of every reader of the package: importing
// InterfaceBuilder brings it.
@_exported import struct PackageSupport.InputFileError
