import CatalogFuzzing
import FuzzSupport
import StringCatalogs

/// libFuzzer's entry point: the input is the contents of a catalog file (`CatalogFormat.json`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCatalog(data, size, format: .json)
    return 0
}
