import Foundation

/// What a screen is to a screen reader: its elements in reading order, each with role, name, value and states,
/// made from the placed boxes of a frame (`PlacedBoxes`), the same boxes that are painted and that take focus.
///
/// The rules, in one place:
/// - a box whose traits give it a role (a control, a heading, a picture) is one element; a control is named by
///   its traits or, without a name there, by the text inside it, and what is inside it is not told again; an
///   element that holds others (a list, a dialog) holds the elements made from its boxes;
/// - a text box with no traits is a `text` element of its words, unless only spaces;
/// - a lazy list is a `list` with the count of all its rows, built or not, and each row on screen an item that
///   says where it is ("3 of 20");
/// - decoration is left out: boxes marked hidden, lines, spaces, and pictures or drawings with no traits
///   (spinners' frames, sparklines' bars, borders and shadows, which are no boxes of their own).
public struct AccessibilityTree: Equatable, Sendable, Encodable {
    /// The screen's elements, in reading order.
    public var elements: [AccessibilityElement]

    /// No elements.
    public init() {
        elements = []
    }

    /// The tree of the boxes in `placed`, with the box of `focusedIdentity` focused.
    @MainActor
    init(_ placed: PlacedBoxes, focusedIdentity: String?) {
        let builder = Builder(boxes: placed.boxes, frames: placed.frames, focusedIdentity: focusedIdentity)
        elements = builder.elements(from: 0, to: placed.boxes.count)
    }

    /// An indented outline, one element a line (`button "Sign up" focused`), two spaces deeper per level.
    public var outline: String {
        depthFirst.map { String(repeating: "  ", count: $0.depth) + $0.element.summary }.joined(separator: "\n")
    }

    /// The tree as JSON: `{"elements": [...]}` with sorted keys, two-space indents.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every element, depth first, in reading order.
    public var allElements: [AccessibilityElement] { depthFirst.map(\.element) }

    /// Every element with its depth (0 for the screen's own elements), depth first, in reading order: the one
    /// walk the outline, the element list and the screen reader read.
    public var depthFirst: [(depth: Int, element: AccessibilityElement)] {
        var all: [(depth: Int, element: AccessibilityElement)] = []
        func add(_ elements: [AccessibilityElement], depth: Int) {
            for element in elements {
                all.append((depth, element))
                add(element.children, depth: depth + 1)
            }
        }
        add(elements, depth: 0)
        return all
    }

    /// The focused element, if one has focus.
    public var focused: AccessibilityElement? { allElements.first { $0.isFocused } }

    /// Makes the elements of a range of placed boxes (a box and its descendants are a contiguous range).
    @MainActor
    private struct Builder {
        let boxes: [PlacedBox]
        let frames: FrameTable
        let focusedIdentity: String?

        func elements(from start: Int, to end: Int) -> [AccessibilityElement] {
            var result: [AccessibilityElement] = []
            var position = start
            while position < end {
                let box = boxes[position]
                defer { position = max(position + 1, box.end) }
                if let traits = box.node.accessibility {
                    guard !traits.isHidden else { continue }
                    result.append(element(box, traits: traits, inside: position + 1 ..< box.end))
                    continue
                }
                switch box.node.content {
                case .text(let block):
                    let words = Self.words(block.text)
                    if !words.isEmpty { result.append(element(box, role: .text, name: words)) }
                case .lazy(let list):
                    result.append(lazyList(box, count: list.count, inside: position + 1 ..< box.end))
                case .spacer, .rule, .canvas:
                    break
                case .none, .stack, .flow, .overlay, .scroll, .host:
                    // Looked into: its children are the boxes after it, up to its end.
                    result += elements(from: position + 1, to: box.end)
                }
            }
            return result
        }

        private func element(_ box: PlacedBox, traits: AccessibilityTraits, inside range: Range<Int>) -> AccessibilityElement {
            var made = element(box, role: traits.role, name: Self.words(traits.name ?? ""))
            made.live = traits.live
            // A live region that is a container holds its elements, so that its controls stay controls.
            let holdsLive = traits.live != nil && [.status, .alert].contains(traits.role) && !range.isEmpty
            if traits.role.holdsElements || holdsLive {
                made.children = elements(from: range.lowerBound, to: range.upperBound)
                if traits.role == .tablist {
                    // A tab says where it is among its list's tabs ("2 of 3").
                    let tabs = made.children.indices.filter { made.children[$0].role == .tab }
                    for (number, index) in tabs.enumerated() {
                        made.children[index].position = number + 1
                        made.children[index].count = tabs.count
                    }
                }
            } else if traits.name == nil {
                made.name = Self.symbolsNamed(text(in: box, range: range))
            }
            made.value = traits.value?()
            made.isChecked = traits.isChecked
            made.isSelected = traits.isSelected
            made.isExpanded = traits.isExpanded
            made.description = traits.description.map(Self.words)
            made.level = traits.level
            return made
        }

        private func element(_ box: PlacedBox, role: AccessibilityRole, name: String) -> AccessibilityElement {
            let focusable = box.node.canFocus
            let frame = box.frame
            return AccessibilityElement(
                role: role, name: name, value: nil, isChecked: nil, isSelected: false, isExpanded: nil, description: nil,
                isDisabled: box.isDisabled && (focusable || box.node.focusable), isFocused: focusable && box.node.identity == focusedIdentity,
                isOnScreen: box.isShown, level: nil, position: nil, count: nil,
                identity: box.node.focusable ? box.node.identity : nil,
                frame: [frame.x, frame.y, frame.width, frame.height], children: [])
        }

        /// A lazy list: its rows on screen, each an item that knows its place among all the rows.
        private func lazyList(_ box: PlacedBox, count: Int, inside range: Range<Int>) -> AccessibilityElement {
            var list = element(box, role: .list, name: "")
            list.count = count
            let indexes = frames.frame(of: box.node).lazyRows?.onScreen.map(\.index) ?? []
            var position = range.lowerBound, row = 0
            while position < range.upperBound {
                let rowBox = boxes[position]
                var item = element(rowBox, role: .listitem, name: "")
                item.children = elements(from: position, to: rowBox.end)
                if item.children.count == 1, item.children[0].role == .text {
                    item.name = item.children[0].name
                    item.children = []
                }
                if row < indexes.count { item.position = indexes[row] + 1 }
                item.count = count
                list.children.append(item)
                position = max(position + 1, rowBox.end)
                row += 1
            }
            return list
        }

        /// The words of the text boxes in `range` (and of `box` itself when it is text), hidden ones left out.
        /// Pictures' names count only when there is no text: a product's card says its title once, not its
        /// picture's label (often the same title) and then the title.
        private func text(in box: PlacedBox, range: Range<Int>) -> String {
            var parts: [String] = [], pictures: [String] = []
            if case .text(let block) = box.node.content { parts.append(block.text) }
            var position = range.lowerBound
            while position < range.upperBound {
                let inner = boxes[position]
                if let traits = inner.node.accessibility, traits.isHidden || traits.name != nil {
                    if !traits.isHidden, let name = traits.name {
                        if traits.role == .image { pictures.append(name) } else { parts.append(name) }
                    }
                    position = max(position + 1, inner.end)
                    continue
                }
                if case .text(let block) = inner.node.content { parts.append(block.text) }
                position += 1
            }
            let words = Self.words(parts.joined(separator: " "))
            return words.isEmpty ? Self.words(pictures.joined(separator: " ")) : words
        }

        /// A control's name that is only symbols (`✕`, `+`), said by the symbols' Unicode names
        /// ("Multiplication x", "Plus sign"): what a screen reader can say when its author gave it no label
        /// (`stratus check` warns about it). A name with a letter or a digit is kept.
        static func symbolsNamed(_ name: String) -> String {
            // Most names have an ASCII letter or digit: kept without looking up any scalar's properties.
            if name.utf8.contains(where: { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }) { return name }
            let scalars = name.unicodeScalars.filter { !$0.properties.isWhitespace && !$0.properties.isVariationSelector }
            guard !scalars.isEmpty, !scalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else {
                return name
            }
            let words = scalars.compactMap { $0.properties.name?.lowercased() }.joined(separator: " ")
            return words.isEmpty ? name : words.prefix(1).uppercased() + words.dropFirst()
        }

        /// `text` with its lines and runs of spaces made single spaces, trimmed.
        static func words(_ text: String) -> String {
            // Most texts are one line with single spaces, neither leading nor trailing: kept as they are.
            var previousWasSpace = true
            let isPlain = text.utf8.allSatisfy { byte in
                let space = byte == 0x20
                defer { previousWasSpace = space }
                return byte != 0x0A && byte != 0x09 && !(space && previousWasSpace)
            }
            if isPlain && !previousWasSpace { return text }
            return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        }
    }
}
