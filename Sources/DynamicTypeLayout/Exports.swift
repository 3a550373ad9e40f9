// A layout of views whose text comes from the measurer is made of the engine's views and constraints and the
// measurer's fonts: importing this module brings them all. Pictures of layouts are in LayoutPictures, which only those
// who draw import.
@_exported import AutoLayout
@_exported import DynamicType
@_exported import TextMeasurement
