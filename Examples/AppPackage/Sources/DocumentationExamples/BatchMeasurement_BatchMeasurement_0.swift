// Generated from Sources/BatchMeasurement/BatchMeasurement.docc/BatchMeasurement.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import BatchMeasurement
import Foundation

func BatchMeasurement_BatchMeasurement_0() throws {
    var batch = BatchMeasurer(jobs: 2)
    let requests = Array(#"{"id": 1, "text": "Add to Cart", "style": "headline", "width": 160}"#.utf8)
    var failed: [Int] = []
    batch.answerLines(of: requests) { answer, line in
        if answer.failed { failed.append(line) }
        FileHandle.standardOutput.write(Data(answer.bytes))
    }
}
