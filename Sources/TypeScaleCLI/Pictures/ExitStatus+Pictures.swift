import TextRendering

extension ExitStatus {
    /// The status for a picture that could not be drawn, the same in every command that draws one (`measure --png`,
    /// `audit --png-dir`, `specimen`, `layout --png`): ``cannotCreate`` (73) for a picture too large to be a bitmap,
    /// an output that cannot be made, and ``dataError`` (65) for any other reason, such as a font FreeType cannot
    /// render or a text that cannot be measured.
    static func drawing(_ error: any Error) -> Int32 {
        if case RenderingError.imageTooLarge = error { return cannotCreate }
        return dataError
    }
}
