// Generated from Sources/LayoutSolver/LayoutSolver.docc/LayoutSolver.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import LayoutSolver

func LayoutSolver_LayoutSolver_0() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable("label.width")
    solver.add((width == 160).priority(Priority(750)!))
    solver.add((width == 80).priority(Priority(900)!))
    solver.add((width == 200).priority(Priority(251)!))
    solver.value(of: width)   // 80
}
