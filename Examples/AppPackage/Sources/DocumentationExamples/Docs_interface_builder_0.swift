// Generated from Docs/interface-builder.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import InterfaceBuilder

func Docs_interface_builder_0() throws {
    let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard",
                                                classes: try ClassMapping(contentsOfFile: "classes.json"))
    for object in document.objects {
        let tree = try object.makeTree()                 // views named by object id; tree.views: names, lines, stored frames
        let layout = try tree.makeLayout()               // on the document's device; makeLayout(device:orientation:);
                                                         // a tree lays out once: another device, another makeTree()
        for result in try layout.layoutAtEveryCategory() where !result.isClean {
            print(object.name, result.category, result.findings)
        }
        let comparison = try StoredFrameComparison(tree: tree)
        print(comparison.mismatches)                     // views text does not decide, more than 0.5 pt from Xcode's
    }
}
