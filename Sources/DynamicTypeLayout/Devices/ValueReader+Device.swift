import PackageSupport

extension ValueReader where Value == Device {
    /// A device preset by name, in any case, spaces optional (``DynamicTypeLayout/Device/named(_:)``).
    package static var device: Self {
        ValueReader(
            accepted: "a device: " + Device.all.map(\.name).joined(separator: ", "),
            candidates: Device.all.map(\.name), text: { Device.named($0) })
    }
}
