/// The bars a storyboard scene's root view is laid out under, as Xcode's canvas shows them: a navigation bar above
/// when the scene is in a navigation controller (its root, or shown from a scene that is) whose bar is not hidden, or
/// its simulated metrics say so, a tab bar below when it is in a tab bar controller or its metrics say so.
struct ControllerBars: Sendable, Hashable {
    /// A navigation bar above the root view, when there is one.
    var navigationBar: Bar?
    /// A tab bar below it, when there is one.
    var tabBar: Bar?

    /// A bar's look: a translucent bar lies over the root view and adds to its safe area; an opaque one takes its
    /// room, the root view starting below (or ending above) it.
    struct Bar: Sendable, Hashable {
        var isTranslucent = true
        /// For a navigation bar: large titles (`prefersLargeTitles`).
        var hasLargeTitles = false
    }

    /// The bars of every view controller of a storyboard, by controller id.
    static func bars(in root: DocumentElement) -> [String: ControllerBars] {
        var controllers: [String: DocumentElement] = [:]
        for scene in root.grandchildren(of: "scenes") where scene.name == "scene" {
            for controller in scene.grandchildren(of: "objects") where controller["sceneMemberID"] == "viewController" {
                if let id = controller["id"] { controllers[id] = controller }
            }
        }
        var bars: [String: ControllerBars] = [:]
        func segues(of controller: DocumentElement) -> [DocumentElement] {
            controller.grandchildren(of: "connections").filter { $0.name == "segue" }
        }
        // Containers first: what their children are laid out under.
        for (_, controller) in controllers {
            for segue in segues(of: controller) where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                switch (controller.name, segue["relationship"]) {
                case ("navigationController", "rootViewController"?) where controller["navigationBarHidden"] == "YES":
                    // `navigationBarHidden="YES"` (UINavigationController.isNavigationBarHidden): no bar above.
                    bars[destination, default: ControllerBars()].navigationBar = nil
                case ("navigationController", "rootViewController"?):
                    let bar = controller.child("navigationBar", key: "navigationBar")
                    bars[destination, default: ControllerBars()].navigationBar = Bar(
                        isTranslucent: bar?["translucent"] != "NO", hasLargeTitles: bar?["largeTitles"] == "YES")
                case ("tabBarController", "viewControllers"?):
                    let bar = controller.child("tabBar", key: "tabBar")
                    bars[destination, default: ControllerBars()].tabBar = Bar(isTranslucent: bar?["translucent"] != "NO")
                default: break
                }
            }
        }
        // A tab bar controller's navigation controllers pass their tab bar to their roots; scenes shown from a scene
        // in a navigation controller are in it too (a few rounds reach any chain a storyboard draws).
        for _ in 0..<8 {
            var changed = false
            for (id, controller) in controllers {
                guard let own = bars[id] else { continue }
                for segue in segues(of: controller) {
                    guard let destination = segue["destination"] else { continue }
                    let passes = segue["kind"] == "show" || segue["kind"] == "push"
                        || (controller.name == "navigationController" && segue["relationship"] == "rootViewController")
                    guard passes else { continue }
                    var inherited = bars[destination] ?? ControllerBars()
                    if controller.name != "navigationController" && inherited.navigationBar == nil {
                        inherited.navigationBar = own.navigationBar
                    }
                    if inherited.tabBar == nil { inherited.tabBar = own.tabBar }
                    if inherited != bars[destination] {
                        bars[destination] = inherited
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        // A controller's own simulated metrics win: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`,
        // `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`, or `<nil key="…">` for none.
        for (id, controller) in controllers {
            if let top = controller.child(key: "simulatedTopBarMetrics") {
                bars[id, default: ControllerBars()].navigationBar =
                    top.name == "simulatedNavigationBarMetrics" ? Bar(isTranslucent: top["translucent"] != "NO") : nil
            }
            if let bottom = controller.child(key: "simulatedBottomBarMetrics") {
                bars[id, default: ControllerBars()].tabBar =
                    bottom.name == "simulatedTabBarMetrics" ? Bar(isTranslucent: bottom["translucent"] != "NO") : nil
            }
        }
        return bars.filter { $0.value.navigationBar != nil || $0.value.tabBar != nil }
    }
}
