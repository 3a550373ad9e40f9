import AutoLayout
import DynamicType
import DynamicTypeLayout

/// The devices a document's `<device id="…">` names, as Xcode lays a document out on them at design time: the size
/// of a scene's root view, the display scale, the safe area and the size classes.
///
/// Sources. The sizes are the root frames Xcode stores in documents designed on each device (public repositories'
/// storyboards: retina4_7 375 × 667 in nextcloud/ios `NCAudioRecorderViewController.storyboard`, retina5_5 414 × 736
/// in duckduckgo/iOS `Feedback.storyboard`, retina5_9 375 × 812 in duckduckgo/iOS `OnboardingSummary.storyboard`,
/// retina6_1 414 × 896 in nextcloud/ios `NCActivity.storyboard`, retina6_5 414 × 896 in duckduckgo/iOS
/// `LaunchScreen.storyboard`, ipad9_7 768 × 1024 in simplenote-ios `SPAuthViewController.xib`; retina4_0 320 × 568,
/// retina6_0 390 × 844 and retina6_12 393 × 852 in Xcode's own launch-screen templates), matching the phones'
/// screens in Apple's Human Interface Guidelines ("Layout", device screen dimensions): iPhone SE (1st generation),
/// 8, 8 Plus, X, 11 / XR, 11 Pro Max / XS Max, 12 to 14, and 14 Pro to 15. The safe areas are the ones the stored
/// frames of views pinned to the safe area show — 20 at the top under a status bar (retina5_5: a scroll view at y 20),
/// 44 above and 34 below on the first Face ID phones (retina5_9 and retina6_1: a label 10 below the safe area at
/// y 54, a view 10 above it ending at 852 of 896) — and, for the later phones, the simulator's published insets
/// (`Device`'s sources: 47 on the 12 to 14, 59 on the 14 Pro and 15, 34 below). Size classes: the HIG's table
/// (the 414-point-wide phones are regular in width in landscape).
///
/// The other phones' ids name the screen's diagonal as the iPads' do (below): `retina5_4` the 5.4-inch mini, 375 × 812
/// with a 50 pt top; `retina6_7` the 6.7-inch notched phones, 428 × 926 with 47; `retina6_72` the 6.7-inch ones with the
/// Dynamic Island, 430 × 932 with 59; `retina6_3` and `retina6_9` the 16 Pro and Pro Max, 402 × 874 and 440 × 956 with
/// 62 (sizes from the HIG, insets from `Device`'s sources) — this reader's reading of the names, no stored frame seen.
///
/// iPads: an iPad id names the screen's diagonal (`ipad10_5`), `rounded` the models with rounded corners and a home
/// indicator; each is given the HIG's screen size for that diagonal (9.7-inch 768 × 1024, 10.2-inch 810 × 1080,
/// 10.5-inch 834 × 1112, 10.9-inch 820 × 1180, 11-inch 834 × 1194, 12.9-inch 1024 × 1366, 13-inch 1032 × 1376), a
/// 20 pt status bar on the ones with a home button and 24 above a 20 pt indicator on the rounded ones (`Device`'s
/// sources), regular in both size classes. That mapping of the names is this reader's reading of them: only the
/// 9.7-inch's root frame has been seen in a public document.
public enum InterfaceBuilderDevices {
    /// The device a document's `<device id>` names; `nil` for an id this reader does not know (the document's stored
    /// sizes are then used as they are).
    public static func device(id: String) -> Device? {
        all[id]
    }

    /// Every known id, with its device.
    public static let all: [String: Device] = [
        "retina4_0": homeButtonPhone("iPhone SE (1st generation)", 320, 568, scale: 2),
        "retina4_7": homeButtonPhone("iPhone 8", 375, 667, scale: 2),
        "retina5_5": homeButtonPhone("iPhone 8 Plus", 414, 736, scale: 3, plusSized: true),
        "retina5_9": faceIDPhone("iPhone X", 375, 812, scale: 3, top: 44, plusSized: false),
        "retina6_1": faceIDPhone("iPhone 11", 414, 896, scale: 2, top: 44, plusSized: true),
        "retina6_5": faceIDPhone("iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, plusSized: true),
        "retina6_0": faceIDPhone("iPhone 13", 390, 844, scale: 3, top: 47, plusSized: false),
        "retina6_12": faceIDPhone("iPhone 15", 393, 852, scale: 3, top: 59, plusSized: false),
        "retina5_4": faceIDPhone("iPhone 13 mini", 375, 812, scale: 3, top: 50, plusSized: false),
        "retina6_7": faceIDPhone("iPhone 14 Plus", 428, 926, scale: 3, top: 47, plusSized: true),
        "retina6_72": faceIDPhone("iPhone 15 Plus", 430, 932, scale: 3, top: 59, plusSized: true),
        "retina6_3": faceIDPhone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, plusSized: false),
        "retina6_9": faceIDPhone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, plusSized: true),
        "ipad9_7": iPad("iPad (9.7-inch)", 768, 1024, rounded: false),
        "ipad10_2": iPad("iPad (10.2-inch)", 810, 1080, rounded: false),
        "ipad10_5": iPad("iPad Pro (10.5-inch)", 834, 1112, rounded: false),
        "ipad12_9": iPad("iPad Pro (12.9-inch)", 1024, 1366, rounded: false),
        "ipad10_9rounded": iPad("iPad Air (10.9-inch)", 820, 1180, rounded: true),
        "ipad11_0rounded": iPad("iPad Pro (11-inch)", 834, 1194, rounded: true),
        "ipad12_9rounded": iPad("iPad Pro (12.9-inch, rounded)", 1024, 1366, rounded: true),
        "ipad13_0rounded": iPad("iPad Pro (13-inch)", 1032, 1376, rounded: true),
    ]

    /// An iPad: a 20 pt status bar with a home button, or 24 above and 20 below with rounded corners, in both
    /// orientations; regular in both size classes.
    private static func iPad(_ name: String, _ width: Double, _ height: Double, rounded: Bool) -> Device {
        let insets = EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        return Device(
            name: name, portraitSize: Size(width: width, height: height), scale: 2, portraitSafeArea: insets,
            landscapeSafeArea: insets, portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))
    }

    /// A phone with a home button: a 20 pt status bar in portrait, none in landscape.
    private static func homeButtonPhone(
        _ name: String, _ width: Double, _ height: Double, scale: Double, plusSized: Bool = false
    ) -> Device {
        Device(
            name: name, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
            portraitSizeClasses: (.compact, .regular),
            landscapeSizeClasses: plusSized ? (.regular, .compact) : (.compact, .compact))
    }

    /// A Face ID phone: `top` above and 34 below in portrait; `top` at the sides and 21 below in landscape.
    private static func faceIDPhone(
        _ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, plusSized: Bool
    ) -> Device {
        Device(
            name: name, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitSizeClasses: (.compact, .regular),
            landscapeSizeClasses: plusSized ? (.regular, .compact) : (.compact, .compact))
    }
}
