import Testing
import TestSupport
@testable import AutoLayout

/// Formats that are not formats: each error's place and message, and inputs long or random.
extension VisualFormatTests {
    // MARK: - Errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var format: String
        var options: LayoutConstraint.FormatOptions = []
        var metrics: [String: Double] = [:]
        /// The views given, each in a root view unless `inSuperview` is false.
        var views: [String] = ["a", "b"]
        var inSuperview = true
        var offset: Int
        var message: String

        var testDescription: String { format.debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(format: "", offset: 0, message: "the format is empty; expected a view such as '[a]'"),
        // The appendix's own examples: the same places, said our way.
        ErrorCase(
            format: "V|[backgroundBox]|", views: ["backgroundBox"], offset: 1,
            message: "expected ':' after 'V' to give the vertical orientation"),
        ErrorCase(
            format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", views: ["whiteBox1", "blackBox4", "redBox"],
            offset: 33, message: "expected ',' or ')' after the predicate"),
        ErrorCase(
            format: "|[whiteBox2][blackBox]", views: ["whiteBox2"], offset: 13,
            message: "unknown view 'blackBox'; the views given are whiteBox2"),
        ErrorCase(
            format: "V:|[blackBox4(>30)]|", views: ["blackBox4"], offset: 14,
            message: "unknown relation; expected ==, <= or >="),
        // Orientation and structure.
        ErrorCase(format: "H[a]", offset: 1, message: "expected ':' after 'H' to give the horizontal orientation"),
        ErrorCase(
            format: "X:[a]", offset: 0,
            message: "expected 'H:', 'V:', the superview '|' or a view '[' to begin the format"),
        ErrorCase(format: "V:", offset: 2, message: "expected the superview '|' or a view '[' after the orientation"),
        ErrorCase(format: "H:|", offset: 3, message: "expected '-' or a view '[' after the superview '|'"),
        ErrorCase(format: "||", offset: 1, message: "expected '-' or a view '[' after the superview '|'"),
        ErrorCase(format: "|-|", offset: 2, message: "expected a view '[' after the connection to the superview"),
        ErrorCase(format: "[a", offset: 2, message: "expected ']' after the view name"),
        ErrorCase(format: "[a b]", offset: 3, message: "expected ']' after the view name"),
        ErrorCase(format: "[a(10)", offset: 6, message: "expected ']' after the view's predicates"),
        ErrorCase(format: "[]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(format: "[1a]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(format: "[é]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(
            format: "[a]x", offset: 3,
            message: "expected '-', a view '[', the superview '|' or the end of the format after ']'"),
        ErrorCase(format: "[a]|[b]", offset: 4, message: "expected the end of the format after the superview '|'"),
        // Connections.
        ErrorCase(
            format: "[a]-", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(
            format: "[a]--5-[b]", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(format: "[a]-20[b]", offset: 6, message: "expected '-' after the spacing"),
        ErrorCase(format: "[a]-5e-[b]", offset: 5, message: "expected '-' after the spacing"),
        ErrorCase(format: "[a]-(>=20)[b]", offset: 10, message: "expected '-' after the spacing's predicates"),
        ErrorCase(
            format: "[a]-20-", offset: 7, message: "expected a view '[' or the superview '|' after the connection"),
        // Predicates.
        ErrorCase(format: "[a(=10)]", offset: 3, message: "unknown relation; expected ==, <= or >="),
        ErrorCase(format: "[a(>=)]", offset: 5, message: "expected a number, a metric name or a view name"),
        ErrorCase(format: "[a(10,)]", offset: 6, message: "expected a number, a metric name or a view name"),
        ErrorCase(format: "[a]-(>=)-[b]", offset: 7, message: "expected a number or a metric name"),
        ErrorCase(format: "[a(10@)]", offset: 6, message: "expected a priority (a number or a metric name) after '@'"),
        ErrorCase(format: "[a(10", offset: 5, message: "expected ',' or ')' after the predicate"),
        // Names.
        ErrorCase(format: "[a]", views: [], offset: 1, message: "unknown view 'a'; no views were given"),
        ErrorCase(format: "[a]-gap-[b]", offset: 4, message: "unknown metric 'gap'; no metrics were given"),
        ErrorCase(
            format: "[a]-(>=gap)-[b]", metrics: ["pad": 1, "inset": 2], offset: 7,
            message: "unknown metric 'gap'; the metrics given are inset, pad"),
        ErrorCase(
            format: "[a(foo)]", offset: 3,
            message: "unknown metric or view 'foo'; no metrics were given; the views given are a, b"),
        ErrorCase(
            format: "[a]-b-[b]", offset: 4,
            message:
                "'b' is a view, but a spacing is a number or a metric (a view name is allowed only in a view's size,"
                + " as in [view(==b)])"),
        ErrorCase(format: "[a(10@b)]", offset: 6, message: "'b' is a view, but a priority is a number or a metric"),
        ErrorCase(
            format: "|[a]", inSuperview: false, offset: 0,
            message: "'|' stands for the superview of 'a', which has none"),
        ErrorCase(
            format: "[a]-[b]-|", inSuperview: false, offset: 8,
            message: "'|' stands for the superview of 'b', which has none"),
        // Values.
        ErrorCase(format: "[a(10@2000)]", offset: 6, message: "a priority must be from 1 to 1000, not 2000"),
        ErrorCase(format: "[a(10@0)]", offset: 6, message: "a priority must be from 1 to 1000, not 0"),
        ErrorCase(format: "[a(-5)]", offset: 3, message: "a width cannot be negative (-5)"),
        ErrorCase(format: "V:[a(-2.5)]", offset: 5, message: "a height cannot be negative (-2.5)"),
        ErrorCase(format: "[a(1e999)]", offset: 3, message: "the number '1e999' is not finite"),
        ErrorCase(format: "[a]-1e999-[b]", offset: 4, message: "the number '1e999' is not finite"),
        ErrorCase(
            format: "[a]-gap-[b]", metrics: ["gap": .infinity], offset: 4,
            message: "metric 'gap' is not a finite number (inf)"),
        ErrorCase(
            format: "[a(w)]", metrics: ["w": .nan], offset: 3, message: "metric 'w' is not a finite number (nan)"),
        // Offsets count Characters: "\r\n" is one, "é" written as e + U+0301 is one.
        ErrorCase(format: "\r\n[a][zz]", offset: 5, message: "unknown view 'zz'; the views given are a, b"),
        ErrorCase(
            format: "[a]-e\u{301}-[b]", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(
            format: "🇫🇷[a]", offset: 0,
            message: "expected 'H:', 'V:', the superview '|' or a view '[' to begin the format"),
        // Options, at offset 0.
        ErrorCase(
            format: "H:[a][b]", options: .alignAllLeft, offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (H: needs top, bottom,"
                + " centerY or a baseline)"),
        ErrorCase(
            format: "[a][b]", options: [.alignAllTop, .alignAllCenterX], offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (H: needs top, bottom,"
                + " centerY or a baseline)"),
        ErrorCase(
            format: "V:[a][b]", options: .alignAllFirstBaseline, offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (V: needs left, right, leading,"
                + " trailing or centerX)"),
        ErrorCase(
            format: "[a]", options: [.directionLeftToRight, .directionRightToLeft], offset: 0,
            message: "the options directionLeftToRight and directionRightToLeft cannot be combined"),
        ErrorCase(
            format: "[a]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 7), offset: 0,
            message: "the options have bits that are neither an alignment nor a direction (0x80)"),
        ErrorCase(
            format: "[a]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 19), offset: 0,
            message: "the options have bits that are neither an alignment nor a direction (0x80000)"),
    ]

    @Test(arguments: errorCases) func errorsSayWhereAndWhat(_ errorCase: ErrorCase) throws {
        // The root is held here: a view's superview is a weak reference.
        let root = View(identifier: "root")
        let views = errorCase.views.map(View.init(identifier:))
        if errorCase.inSuperview { for view in views { root.addSubview(view) } }
        #expect(
            throws: LayoutError.visualFormat(
                format: errorCase.format, offset: errorCase.offset, message: errorCase.message)
        ) {
            try LayoutConstraint.constraints(
                withVisualFormat: errorCase.format, options: errorCase.options, metrics: errorCase.metrics,
                views: dictionary(views))
        }
        withExtendedLifetime(root) {}
    }

    @Test func theErrorDescriptionNamesTheFormatAndTheCharacter() {
        let error = LayoutError.visualFormat(format: "[a", offset: 2, message: "expected ']' after the view name")
        #expect(error.description == "visual format \"[a\" at character 3: expected ']' after the view name")
    }

    // MARK: - Robustness

    @Test func longRepeatedInputsParseWithoutRecursion() throws {
        let a = View(identifier: "a")
        let chain = String(repeating: "[a]", count: 10_000)
        #expect(try LayoutConstraint.constraints(withVisualFormat: chain, views: ["a": a]).count == 9_999)
        let predicates = "[a(" + String(repeating: "1,", count: 10_000) + "1)]"
        #expect(try LayoutConstraint.constraints(withVisualFormat: predicates, views: ["a": a]).count == 10_001)
        let parentheses = "[a" + String(repeating: "(", count: 100_000)
        #expect(
            throws: LayoutError.visualFormat(
                format: parentheses, offset: 3, message: "expected a number, a metric name or a view name")
        ) {
            try LayoutConstraint.constraints(withVisualFormat: parentheses, views: ["a": a])
        }
    }

    @Test func randomFormatsNeverCrashAndErrorsPointInsideTheFormat() throws {
        let tokens = [
            "[", "]", "(", ")", "|", "-", "=", "<", ">", "@", ",", ":", "H", "V", "a", "b", "gap", "1", "0", ".",
            "e", " ", "é", "🇫🇷", "\r\n", "+", "[a]", "[b]", "-8-", "(>=", "==", "1e999",
        ]
        let (root, views) = try screen("a", "b")
        var random = SeededRandom(state: 0x9E37_79B9_7F4A_7C15)  // the same strings every run
        func next(_ bound: Int) -> Int { random.int(0...bound - 1) }
        let choices: [LayoutConstraint.FormatOptions] = [[], .alignAllTop, .alignAllLeft, .directionRightToLeft]
        var parsed = 0
        for _ in 0..<5_000 {
            let format = (0..<next(16)).map { _ in tokens[next(tokens.count)] }.joined()
            let options = choices[next(choices.count)]
            do {
                let made = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: ["gap": 4], views: dictionary(views))
                // What the format makes passes UIKit's rules for activation.
                for constraint in made { try constraint.validate() }
                parsed += 1
            } catch {
                guard case .visualFormat(let thrownFormat, let offset, let message) = error else {
                    Issue.record("\(format.debugDescription): \(error)")
                    continue
                }
                #expect(thrownFormat == format)
                #expect((0...format.count).contains(offset), "\(format.debugDescription): \(offset) \(message)")
                #expect(!message.isEmpty)
            }
        }
        // Some of them are formats.
        #expect(parsed > 0)
        withExtendedLifetime(root) {}
    }
}
