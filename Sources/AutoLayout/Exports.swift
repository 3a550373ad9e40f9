// Priorities, relations and the solver's diagnostics are part of AutoLayout's API: importing AutoLayout brings them.
@_exported import LayoutSolver
// The error of a layout document that cannot be read, as of every reader of the package.
@_exported import struct PackageSupport.InputFileError
