// A layout of views whose text comes from the measurer is made of the engine's views and constraints, the
// measurer's fonts and, for its pictures, the renderer's bitmaps: importing this module brings them all.
@_exported import AutoLayout
@_exported import DynamicType
@_exported import TextMeasurement
@_exported import TextRendering
