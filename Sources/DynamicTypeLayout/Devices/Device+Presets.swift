import AutoLayout
import DynamicType

extension Device {
    /// The current iPhones and iPads (sources: ``Device``), phones first, each as Apple names it.
    public static let all: [Device] = [
        iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax, iPhone16e, iPhone15, iPhone15ProMax, iPhone13mini,
        iPhoneSE3, iPadPro13M4, iPadPro11M4, iPadAir11, iPad10, iPadMiniA17Pro,
    ]

    /// The preset named `name`, in any case, with or without spaces (`iPhone 16 Pro`, `iphone16pro`).
    public static func named(_ name: String) -> Device? {
        let key = Self.key(name)
        return all.first { Self.key($0.name) == key }
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "(" && $0 != ")" }
    }

    private static let compactRegular = (horizontal: SizeClass.compact, vertical: SizeClass.regular)
    private static let compactCompact = (horizontal: SizeClass.compact, vertical: SizeClass.compact)
    private static let regularCompact = (horizontal: SizeClass.regular, vertical: SizeClass.compact)
    private static let regularRegular = (horizontal: SizeClass.regular, vertical: SizeClass.regular)

    /// A Face ID iPhone: `top` the portrait top inset (the status bar and the cut-out), the home indicator 34 below in
    /// portrait and 21 in landscape, where the sides take `top`.
    private static func faceIDPhone(
        _ name: String, _ width: Double, _ height: Double, top: Double, plusSized: Bool
    ) -> Device {
        Device(
            name: name, portraitSize: Size(width: width, height: height), scale: 3,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitSizeClasses: compactRegular, landscapeSizeClasses: plusSized ? regularCompact : compactCompact)
    }

    /// An iPad with a home indicator: the 24 pt status bar and 20 pt indicator in both orientations, regular in both
    /// size classes held either way.
    private static func iPad(_ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(
            name: name, portraitSize: Size(width: width, height: height), scale: 2, portraitSafeArea: insets,
            landscapeSafeArea: insets, portraitSizeClasses: regularRegular, landscapeSizeClasses: regularRegular)
    }

    /// 393 × 852 pt, 3×; the Dynamic Island's 59 pt top inset.
    public static let iPhone16 = faceIDPhone("iPhone 16", 393, 852, top: 59, plusSized: false)
    /// 430 × 932 pt, 3×; regular width in landscape.
    public static let iPhone16Plus = faceIDPhone("iPhone 16 Plus", 430, 932, top: 59, plusSized: true)
    /// 402 × 874 pt, 3×; a 62 pt top inset.
    public static let iPhone16Pro = faceIDPhone("iPhone 16 Pro", 402, 874, top: 62, plusSized: false)
    /// 440 × 956 pt, 3×; a 62 pt top inset, regular width in landscape.
    public static let iPhone16ProMax = faceIDPhone("iPhone 16 Pro Max", 440, 956, top: 62, plusSized: true)
    /// 390 × 844 pt, 3×; the notch's 47 pt top inset (as the iPhone 14's).
    public static let iPhone16e = faceIDPhone("iPhone 16e", 390, 844, top: 47, plusSized: false)
    /// 393 × 852 pt, 3×.
    public static let iPhone15 = faceIDPhone("iPhone 15", 393, 852, top: 59, plusSized: false)
    /// 430 × 932 pt, 3×.
    public static let iPhone15ProMax = faceIDPhone("iPhone 15 Pro Max", 430, 932, top: 59, plusSized: true)
    /// 375 × 812 pt, 3× (what UIKit reports; the panel is 1080 × 2340 px and the HIG's later revision lists 360 × 780),
    /// a 50 pt top inset.
    public static let iPhone13mini = faceIDPhone("iPhone 13 mini", 375, 812, top: 50, plusSized: false)
    /// The iPhone SE (3rd generation): 375 × 667 pt, 2×, the HIG's "iPhone SE 4.7-inch"; a 20 pt status bar and no home
    /// indicator in portrait, nothing in landscape.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        portraitSizeClasses: compactRegular, landscapeSizeClasses: compactCompact)
    /// The 13-inch iPad Pro (M4): 1032 × 1376 pt, 2× (the HIG's later revision). Its size classes are not in the
    /// HIG's table; every iPad it lists is regular in both, held either way.
    public static let iPadPro13M4 = iPad("iPad Pro 13-inch (M4)", 1032, 1376)
    /// The 11-inch iPad Pro (M4): 834 × 1210 pt, 2×.
    public static let iPadPro11M4 = iPad("iPad Pro 11-inch (M4)", 834, 1210)
    /// The 11-inch iPad Air: 820 × 1180 pt, 2×.
    public static let iPadAir11 = iPad("iPad Air 11-inch", 820, 1180)
    /// The iPad (10th generation), 10.9-inch: 820 × 1180 pt, 2× (Geoff Hackworth, "How iPad Apps Adapt to the New 8.3"
    /// iPad Mini"; the HIG lists the same size for the 10.9-inch iPad Air).
    public static let iPad10 = iPad("iPad (10th generation)", 820, 1180)
    /// The iPad mini (A17 Pro), 8.3-inch: 744 × 1133 pt, 2×.
    public static let iPadMiniA17Pro = iPad("iPad mini (A17 Pro)", 744, 1133)
}
