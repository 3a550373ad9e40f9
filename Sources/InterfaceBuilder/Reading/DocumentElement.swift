/// One element of an Interface Builder document, as read: its name, attributes and children, and where it starts.
///
/// Interface Builder names an element's role among its parent's by a `key` attribute (`<rect key="frame">`,
/// `<view key="view">`, `<fontDescription key="fontDescription">`); ``child(_:key:)`` finds one by it.
struct DocumentElement: Sendable, Hashable {
    /// The element's name: `label`, `constraint`, `rect`.
    var name: String
    /// The attributes, by name.
    var attributes: [String: String]
    /// The child elements, in document order. Text content is not kept: Interface Builder keeps strings in
    /// attributes (`text`, `title`), and its few text nodes (`<string key="text">` for multi-line text) are read as
    /// an attribute `text` of that element.
    var children: [DocumentElement]
    /// The line the element's start tag ends on (libxml2's position when it reports the element), 1-based.
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> DocumentElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child whose `key` is `key`, whatever its name.
    func child(key: String) -> DocumentElement? {
        children.first { $0.attributes["key"] == key }
    }

    /// The children of the child named `name` (`subviews`, `constraints`), or none.
    func grandchildren(of name: String) -> [DocumentElement] {
        child(name)?.children ?? []
    }
}
