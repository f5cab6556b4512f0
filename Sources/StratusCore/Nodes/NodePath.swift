/// Where a node is written in its screen, `$.children[2]`, kept as the path of the node it is written in and its
/// index among that node's children until the text is asked for (problems and reloads ask; most nodes never are).
///
/// A screen holds a node and a description per component written, tens of thousands of them in a long column,
/// and each path written out is a string of its own on the heap (`$.children[12345]` is too long to be stored
/// inline); kept so, it is a reference to its parent's path, shared by every sibling, and a number.
struct NodePath: Sendable, Hashable, CustomStringConvertible {
    /// The path of the node it is written in, or the whole path when `index` is negative.
    private let base: String
    private let index: Int

    /// The path `text`.
    init(_ text: String) {
        base = text
        index = -1
    }

    /// The path of the child at `index` of the node at `parent`: `PARENT.children[INDEX]`.
    init(child index: Int, of parent: String) {
        base = parent
        self.index = index
    }

    /// The path written out.
    var text: String { index < 0 ? base : "\(base).children[\(index)]" }

    var description: String { text }

    static func == (lhs: NodePath, rhs: NodePath) -> Bool {
        (lhs.index == rhs.index && lhs.base == rhs.base) || lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
