// The error of a catalog that cannot be read, as of every reader of the package: importing StringCatalogs brings it.
@_exported import struct PackageSupport.InputFileError
