// Priorities, relations and the solver's diagnostics are part of AutoLayout's API: importing AutoLayout brings them.
@_exported import LayoutSolver
