internal import CFreeType

/// FreeType's message for an error code, for both modules that call FreeType (measuring here, rasterizing in
/// TextRendering).
package enum FreeTypeErrorMessage {
    /// The message from FreeType's own list of errors (`freetype/fterrdef.h`, through the CFreeType shim's switch);
    /// "FreeType error" for a code it does not define.
    package static func text(for error: Int32) -> String {
        DynamicTypeKit_FreeTypeErrorMessage(FT_Error(error)).map { String(cString: $0) } ?? "FreeType error"
    }
}
