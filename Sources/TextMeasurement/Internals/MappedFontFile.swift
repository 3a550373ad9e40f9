internal import CHarfBuzz

/// A font file opened and mapped once (`hb_blob_create_from_file_or_fail`: `mmap`, or a read where the file cannot be
/// mapped) for both readers of a face: ``FaceTables``, which reads the face's names and metrics from these bytes
/// (itself or through FreeType), then HarfBuzz, whose face keeps the blob for shaping (``HarfBuzzFont``).
///
/// Were each to open the file itself, a face would take two descriptors and two mappings, and every page both read
/// would fault in twice.
final class MappedFontFile {
    /// The blob of the file's bytes (owned; HarfBuzz's face takes a reference of its own).
    let blob: OpaquePointer

    /// - Throws: ``MeasurementError/fileNotFound(path:)`` when the file cannot be opened or read.
    init(path: String) throws(MeasurementError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw .fileNotFound(path: path) }
        self.blob = blob
    }

    deinit {
        hb_blob_destroy(blob)
    }

    /// The file's bytes, valid while this lives.
    var bytes: UnsafeRawBufferPointer {
        var length: UInt32 = 0
        let start = hb_blob_get_data(blob, &length)
        return UnsafeRawBufferPointer(start: start, count: Int(length))
    }
}
