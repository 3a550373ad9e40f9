// Generated from Sources/DynamicType/DynamicType.docc/GettingStarted.md, Swift example 3: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType

func DynamicType_GettingStarted_2() throws {
    let environment = TraitEnvironment(traits: TraitCollection(preferredContentSizeCategory: .large))
    let observation = environment.observe { change in
        if change.contentSizeCategoryChanged { /* lay out again */ }
    }
    environment.traits.preferredContentSizeCategory = .accessibility1
}
