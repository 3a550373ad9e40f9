// A picture of a layout is made of the layout's views and the renderer's bitmaps and colours: importing this module
// brings both.
@_exported import DynamicTypeLayout
@_exported import TextRendering
