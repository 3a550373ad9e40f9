import PackageSupport
import SystemSupport

extension LayoutDocument {
    /// Reads the layout document at `path`.
    ///
    /// - Throws: ``InputFileError``: ``InputFileError/Reason/unreadable`` when the file cannot be opened;
    ///   otherwise where the document is wrong and what was expected.
    public init(contentsOfFile path: String) throws(InputFileError) {
        try self.init(json: Self.contents(ofFile: path), file: path)
    }

    /// The bytes of the document at `path`.
    ///
    /// - Throws: ``InputFileError/Reason/unreadable`` when the file cannot be opened.
    package static func contents(ofFile path: String) throws(InputFileError) -> [UInt8] {
        try FileBytes.read(path, kind: "layout document")
    }

    /// Reads a layout document from JSON text (UTF-8 bytes: a `[UInt8]`, Foundation's `Data`, a `String`'s `utf8`);
    /// `file` names it in errors.
    ///
    /// Every key is checked (any key the format does not have is an error that names it), every view a parent or a
    /// constraint names must exist, and every constraint must keep UIKit's combination rules; a document with any
    /// problem gives nothing.
    public init(json data: some Collection<UInt8>, file: String) throws(InputFileError) {
        self = try Self.read(json: Array(data), file: file, extensions: DocumentExtensions()).document
    }

    /// Reads a document that may hold the keys `extensions` names besides the format's own, for a module that
    /// describes more than this one knows (labels, stacks, controls): the document, each view's members (in the order
    /// of ``views``) and the document's own, for that module to read its keys from.
    package static func read(json data: [UInt8], file: String, extensions: DocumentExtensions)
        throws(InputFileError)
        -> (document: LayoutDocument, viewMembers: [JSONInput.Members], documentMembers: JSONInput.Members)
    {
        let document = try JSONInput.parse(data, file: file)
        let top = try document.object(keys: ["name", "layoutDirection", "views", "constraints"] + extensions.documentKeys)
        let name = try top["name"]?.string("any name") ?? ""
        var direction = UserInterfaceLayoutDirection.leftToRight
        if let node = top["layoutDirection"] {
            let text = try node.string("leftToRight or rightToLeft")
            guard let value = UserInterfaceLayoutDirection(rawValue: text) else {
                throw node.error("'\(text)' is not a layout direction", expected: "leftToRight or rightToLeft")
            }
            direction = value
        }
        guard let viewsNode = top["views"] else {
            throw document.error("no \"views\"", expected: "\"views\": an array of views, the root first")
        }
        let viewNodes = try viewsNode.array(of: "views, each an object with \"id\"")
        let keys = viewKeys + extensions.viewKeys
        // View by view, so that the first problem in the document is the one reported.
        var views: [ViewDescription] = [], viewMembers: [JSONInput.Members] = []
        views.reserveCapacity(viewNodes.count)
        viewMembers.reserveCapacity(viewNodes.count)
        for node in viewNodes {
            let members = try node.object(keys: keys)
            views.append(try Self.view(node, members))
            viewMembers.append(members)
        }
        let constraintNodes = try top["constraints"]?.array(of: "constraints, each an object with \"first\"") ?? []
        let constraints = try constraintNodes.map { (node) throws(InputFileError) in try Self.constraint(node) }
        let read = LayoutDocument(name: name, layoutDirection: direction, views: views, constraints: constraints)
        let guides = viewMembers.map { members in
            Set(extensions.guides.filter { members[$0.key] != nil }.flatMap(\.value))
        }
        try read.check(
            viewNodes: viewNodes, viewsNode: viewsNode, constraintNodes: constraintNodes, guides: guides,
            extensions: extensions)
        return (read, viewMembers, top)
    }

    // MARK: - Views

    private static let viewKeys = [
        "id", "parent", "size", "intrinsicContentSize", "contentHuggingPriority", "contentCompressionResistancePriority",
        "baselineOffsets", "layoutMargins", "directionalLayoutMargins", "safeAreaInsets",
        "insetsLayoutMarginsFromSafeArea", "isHidden", "translatesAutoresizingMaskIntoConstraints", "frame",
        "autoresizingMask",
    ]

    private static func view(_ node: JSONInput, _ members: JSONInput.Members) throws(InputFileError)
        -> ViewDescription
    {
        guard let idNode = members["id"] else { throw node.error("a view without \"id\"", expected: "\"id\": its name") }
        let id = try idNode.string("the view's name")
        guard !id.isEmpty else { throw idNode.error("an empty id", expected: "a name") }
        var view = ViewDescription(id: id, parent: try members["parent"]?.string("the id of the superview"))
        if let size = members["size"] {
            let fields = try size.object(keys: ["width", "height"])
            view.width = try fields["width"]?.number(sizeRange, in: 0...1e7)
            view.height = try fields["height"]?.number(sizeRange, in: 0...1e7)
        }
        if let size = members["intrinsicContentSize"] {
            let fields = try size.object(keys: ["width", "height"])
            view.intrinsicContentSize = IntrinsicSize(
                width: try fields["width"]?.number(sizeRange, in: 0...1e7),
                height: try fields["height"]?.number(sizeRange, in: 0...1e7))
        }
        if let node = members["contentHuggingPriority"] {
            view.contentHuggingPriority = try priorities(node, default: view.contentHuggingPriority)
        }
        if let node = members["contentCompressionResistancePriority"] {
            view.contentCompressionResistancePriority = try priorities(
                node, default: view.contentCompressionResistancePriority)
        }
        if let node = members["baselineOffsets"] {
            let fields = try node.object(keys: ["first", "last"])
            guard let first = fields["first"], let last = fields["last"] else {
                throw node.error("a baseline missing", expected: "both \"first\" and \"last\" (points below the top)")
            }
            view.baselineOffsets = BaselineOffsets(
                first: try first.number("points below the view's top"), last: try last.number("points below the view's top"))
        }
        switch (members["layoutMargins"], members["directionalLayoutMargins"]) {
        case (let node?, nil): view.margins = .absolute(try insets(node))
        case (nil, let node?):
            let fields = try node.object(keys: ["top", "leading", "bottom", "trailing"])
            func inset(_ key: String) throws(InputFileError) -> Double {
                try fields[key]?.number(insetRange) ?? 0
            }
            view.margins = .directional(
                DirectionalEdgeInsets(
                    top: try inset("top"), leading: try inset("leading"), bottom: try inset("bottom"),
                    trailing: try inset("trailing")))
        case (_?, let node?):
            throw node.error("both layoutMargins and directionalLayoutMargins", expected: "one of them")
        case (nil, nil): break
        }
        if let node = members["safeAreaInsets"] { view.safeAreaInsets = try insets(node) }
        if let node = members["insetsLayoutMarginsFromSafeArea"] {
            view.insetsLayoutMarginsFromSafeArea = try node.bool("true or false")
        }
        if let node = members["isHidden"] { view.isHidden = try node.bool("true or false") }
        if let node = members["frame"] {
            let fields = try node.object(keys: ["x", "y", "width", "height"])
            func value(_ key: String, _ range: ClosedRange<Double>) throws(InputFileError) -> Double {
                guard let field = fields[key] else {
                    throw node.error("no \"\(key)\"", expected: "x, y, width and height")
                }
                return try field.number(range == 0...1e7 ? sizeRange : "a position in points", in: range)
            }
            view.frame = Rect(
                x: try value("x", -1e7...1e7), y: try value("y", -1e7...1e7), width: try value("width", 0...1e7),
                height: try value("height", 0...1e7))
        }
        if let node = members["autoresizingMask"] {
            for element in try node.array(of: "mask names") {
                let name = try element.string(Self.maskList)
                guard let option = Self.maskNames[name] else {
                    throw element.error("'\(name)' is not an autoresizing mask", expected: Self.maskList)
                }
                view.autoresizingMask.insert(option)
            }
        }
        if let node = members["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = try node.bool("true or false")
            if view.translatesAutoresizingMaskIntoConstraints && view.frame == nil {
                throw node.error(
                    "a view laid out by its autoresizing mask without a frame",
                    expected: "\"frame\": {x, y, width, height} beside it")
            }
        }
        return view
    }

    private static let sizeRange = "a size in points from 0 to 10000000"
    private static let insetRange = "an inset in points from -1000000000 to 1000000000"

    private static let maskNames: [String: AutoresizingMask] = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
        "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
        "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]
    private static let maskList = JSONInput.list([
        "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight",
        "flexibleBottomMargin",
    ])

    private static func insets(_ node: JSONInput) throws(InputFileError) -> EdgeInsets {
        let fields = try node.object(keys: ["top", "left", "bottom", "right"])
        func inset(_ key: String) throws(InputFileError) -> Double { try fields[key]?.number(insetRange) ?? 0 }
        return EdgeInsets(top: try inset("top"), left: try inset("left"), bottom: try inset("bottom"), right: try inset("right"))
    }

    private static func priorities(_ node: JSONInput, default value: AxisPriorities) throws(InputFileError)
        -> AxisPriorities
    {
        let fields = try node.object(keys: ["horizontal", "vertical"])
        var result = value
        if let field = fields["horizontal"] { result.horizontal = try priority(field) }
        if let field = fields["vertical"] { result.vertical = try priority(field) }
        return result
    }

    private static func priority(_ node: JSONInput) throws(InputFileError) -> Priority {
        Priority(Float(try node.number("a priority from 1 to 1000 (1000: required)", in: 1...1000)))!
    }

    // MARK: - Constraints

    private static func constraint(_ node: JSONInput) throws(InputFileError) -> ConstraintDescription {
        let members = try node.object(keys: ["id", "first", "relation", "second", "multiplier", "constant", "priority"])
        guard let firstNode = members["first"] else {
            throw node.error("a constraint without \"first\"", expected: "\"first\": \"VIEW.ATTRIBUTE\"")
        }
        var relation = Relation.equal
        if let relationNode = members["relation"] {
            let text = try relationNode.string("==, <= or >=")
            guard let value = Relation(rawValue: text) else {
                throw relationNode.error("'\(text)' is not a relation", expected: "==, <= or >=")
            }
            relation = value
        }
        var constraint = ConstraintDescription(
            id: try members["id"]?.string("the constraint's name"), first: try reference(firstNode), relation: relation,
            second: try members["second"].map { (node) throws(InputFileError) in try reference(node) })
        if let node = members["multiplier"] {
            constraint.multiplier = try node.number("a multiplier from -1000000 to 1000000", in: -1e6...1e6)
        }
        if let node = members["constant"] { constraint.constant = try node.number("a constant in points") }
        if let node = members["priority"] { constraint.priority = try priority(node) }
        return constraint
    }

    private static func reference(_ node: JSONInput) throws(InputFileError) -> AttributeReference {
        let text = try node.string(referenceForm)
        guard let reference = AttributeReference(text) else {
            throw node.error("'\(text)' is not a view's attribute", expected: referenceForm)
        }
        return reference
    }

    private static let referenceForm =
        "VIEW.ATTRIBUTE, the attribute one of " + JSONInput.list(LayoutAttribute.allCases.map(\.name))

    // MARK: - References and rules

    /// The guides every view has, which constraints name `VIEW.GUIDE.ATTRIBUTE` (UIKit's names).
    static let viewGuides = ["layoutMarginsGuide", "safeAreaLayoutGuide"]

    /// Checks what ``makeTree()`` would refuse, each failure placed where the document says the wrong thing; `guides`
    /// are the guides of each view beyond ``viewGuides``.
    private func check(
        viewNodes: [JSONInput], viewsNode: JSONInput, constraintNodes: [JSONInput], guides: [Set<String>],
        extensions: DocumentExtensions
    ) throws(InputFileError) {
        var ids: [String: Int] = [:]
        for (index, view) in views.enumerated() {
            if ids[view.id] != nil {
                throw viewNodes[index].error("a second view named '\(view.id)'", expected: "each view's id once")
            }
            ids[view.id] = index
        }
        guard let rootIndex = views.firstIndex(where: { $0.parent == nil }) else {
            throw viewsNode.error("no root: every view has a parent", expected: "the root view without \"parent\"")
        }
        for (index, view) in views.enumerated() {
            guard let parent = view.parent else {
                guard index == rootIndex else {
                    throw viewNodes[index].error(
                        "a second view without \"parent\" ('\(views[rootIndex].id)' is the root)",
                        expected: "\"parent\": the id of its superview")
                }
                continue
            }
            guard ids[parent] != nil else {
                throw viewNodes[index].error("no view '\(parent)' for the parent", expected: "the id of a view here")
            }
        }
        // Up each chain of parents (every one of them names a view now): it must reach the root without coming back.
        // A view found to reach the root ends every later walk that meets it, so the whole check is linear.
        var reachesRoot = [Bool](repeating: false, count: views.count)
        reachesRoot[rootIndex] = true
        for index in views.indices where !reachesRoot[index] {
            var chain: [Int] = []
            var seen: Set<Int> = []
            var current = index
            while !reachesRoot[current] {
                guard seen.insert(current).inserted else {
                    throw viewNodes[index].error(
                        "its parents go round in a circle through '\(views[current].id)'",
                        expected: "parents that lead to the root")
                }
                chain.append(current)
                current = ids[views[current].parent!]!
            }
            for member in chain { reachesRoot[member] = true }
        }
        /// Whether a reference is to a guide (`VIEW.GUIDE`) rather than a view.
        func isGuide(_ reference: AttributeReference, _ index: Int) throws(InputFileError) -> Bool {
            if ids[reference.view] != nil { return false }
            if let (owner, guide) = Self.guide(reference.view), let view = ids[owner],
                Self.viewGuides.contains(guide) || guides[view].contains(guide)
            {
                return true
            }
            let theirs = extensions.guides.sorted { $0.key < $1.key }.map { key, names in
                ", a \(key)'s " + names.joined(separator: " or ")
            }
            throw constraintNodes[index].error(
                "no view '\(reference.view)' for \(reference)",
                expected: "the id of a view here, or VIEW.GUIDE: a view's layoutMarginsGuide or safeAreaLayoutGuide"
                    + theirs.joined())
        }
        for (index, constraint) in constraints.enumerated() {
            let firstIsGuide = try isGuide(constraint.first, index)
            let secondIsGuide = try constraint.second.map { (reference) throws(InputFileError) in
                try isGuide(reference, index)
            } ?? false
            do throws(LayoutError) {
                try LayoutConstraint.checkRules(
                    first: constraint.first.attribute, firstIsGuide: firstIsGuide, second: constraint.second?.attribute,
                    secondIsGuide: secondIsGuide, multiplier: constraint.multiplier, constant: constraint.constant,
                    name: "")
            } catch {
                throw constraintNodes[index].error(error.rule)
            }
        }
    }

    /// `VIEW.GUIDE` split at its last dot, when it has one: the view's id and the guide's name.
    static func guide(_ item: String) -> (view: String, guide: String)? {
        guard let dot = item.lastIndex(of: "."), dot != item.startIndex, item.index(after: dot) != item.endIndex else {
            return nil
        }
        return (String(item[..<dot]), String(item[item.index(after: dot)...]))
    }
}
