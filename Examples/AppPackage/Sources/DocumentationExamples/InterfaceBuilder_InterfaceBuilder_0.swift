// Generated from Sources/InterfaceBuilder/InterfaceBuilder.docc/InterfaceBuilder.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import InterfaceBuilder

func InterfaceBuilder_InterfaceBuilder_0() throws {
    let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
    for object in document.objects {
        let tree = try object.makeTree()
        let layout = try tree.makeLayout()                      // on the document's device, or makeLayout(device:)
        for result in try layout.layoutAtEveryCategory() where !result.isClean {
            print(object.name, result.category, result.findings)
        }
    }
}
