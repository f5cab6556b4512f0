/// A one-line text input: typing inserts at the caret; Backspace/Delete erase; Left/Right, Home/End (and
/// ctrl+a/ctrl+e) move; ctrl+u and ctrl+k cut to the start or the end; Enter submits. Shown underlined, the
/// placeholder dimmed while empty, the caret in reverse video while focused; long text scrolls to keep the caret
/// in view. `isSecure` shows `•` for each character (passwords).
public struct TextField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    var isSecure = false
    var onSubmit: ((String) -> Void)?
    var onFocusChange: ((Bool) -> Void)?
    var caretKeys: [ControlKey] = []
    var caretKeyHandler: ((KeyPress, inout Int) -> Bool)?
    var caretSpan: ((String, Int) -> Range<Int>?)?
    var mark = ""

    /// A field editing `text`, showing `placeholder` while empty.
    public init(_ placeholder: String = "", text: Binding<String>) {
        self.placeholder = TextSanitizer.sanitize(placeholder, keepNewlines: false)
        self.text = text
    }

    /// Primitive.
    public var body: Never { neverBody() }

    /// Hides the characters (a password field).
    public func secure(_ isSecure: Bool = true) -> TextField {
        var copy = self
        copy.isSecure = isSecure
        return copy
    }

    /// Runs `action` with the text when Enter is pressed in the field.
    public func onSubmit(_ action: @escaping (String) -> Void) -> TextField {
        var copy = self
        copy.onSubmit = action
        return copy
    }

    /// Runs `action` when the field gains (true) or loses (false) focus.
    public func onFocusChange(_ action: @escaping (Bool) -> Void) -> TextField {
        var copy = self
        copy.onFocusChange = action
        return copy
    }

    /// Draws `mark` dimmed before the field, then a blank cell, as a `Text(mark).dim()` beside it in an `HStack`
    /// would, but inside the field's own box: one box to describe, lay out and place on every key typed instead
    /// of three (A2UI's `› `). The mark is part of what a click focuses, and, drawn rather than written, is not
    /// read to a screen reader.
    public func leadingMark(_ mark: String) -> TextField {
        var copy = self
        copy.mark = TextSanitizer.sanitize(mark, keepNewlines: false)
        return copy
    }

    /// Answers `keys` before the editing keys, knowing the caret: `handler` gets the key and the caret (in
    /// characters from the start), may change the text and move the caret, and returns true when it used the key
    /// (a date field's Up and Down change the part under the caret). The `?` help lists `keys` first.
    func onKeyPress(answering keys: [ControlKey], withCaret handler: @escaping (KeyPress, inout Int) -> Bool) -> TextField {
        var copy = self
        copy.caretKeys = keys
        copy.caretKeyHandler = handler
        return copy
    }

    /// Shows the characters `span` gives for the text and the caret in reverse video while focused, around the
    /// caret (the part of a date the arrows change); nil shows the caret alone.
    func highlighting(_ span: @escaping (String, Int) -> Range<Int>?) -> TextField {
        var copy = self
        copy.caretSpan = span
        return copy
    }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let identity = context.nextFocusIdentity()
        let editor = context.graph.widgetState(for: identity) { TextEditingState() }
        let binding = text, placeholder = self.placeholder, isSecure = self.isSecure, submit = onSubmit
        editor.caret = min(editor.caret, binding.wrappedValue.count)
        editor.currentText = { binding.wrappedValue }
        let painting = TextFieldPainting(text: binding, placeholder: placeholder, isSecure: isSecure, editor: editor,
                                         span: isSecure ? nil : caretSpan, mark: mark)
        let node = BoxDescription(.canvas(Size(width: -1, height: 1), painting))
        node.minWidth = 1 + painting.markWidth
        node.identity = identity
        node.focusable = true
        node.focusAppearance = .custom
        node.isTextInput = true
        // Named by its placeholder unless the component names it (the label beside it); its value is read live.
        var traits = AccessibilityTraits(.textbox, name: placeholder.isEmpty ? nil : placeholder)
        traits.value = { isSecure ? String(repeating: "•", count: binding.wrappedValue.count) : binding.wrappedValue }
        node.accessibility = traits
        if let onFocusChange { context.graph.handlers.update(node, .focusChange) { $0.onFocusChange = onFocusChange } }
        let caretKeyHandler = self.caretKeyHandler
        context.graph.handlers.update(node, .keyPress) { handlers in
            handlers.keyHandler = { press in
                if let caretKeyHandler {
                    var caret = min(editor.caret, binding.wrappedValue.count)
                    if caretKeyHandler(press, &caret) {
                        editor.caret = caret
                        return true
                    }
                }
                return editor.handle(press, text: binding, submit: submit)
            }
            // The field's own keys that `caretKeys` answer first are theirs in the help.
            let taken = Set(caretKeys.flatMap(\.keys))
            handlers.controlKeys = caretKeys + TextEditingState.keys(submits: submit != nil).compactMap { key in
                var kept = key
                kept.keys.removeAll { taken.contains($0) }
                return kept.keys.isEmpty && !kept.typesCharacters ? nil : kept
            }
        }
        return [node]
    }
}

/// How a text field looks: its text (or placeholder) underlined, scrolled to keep the caret in view, the caret in
/// reverse video and the terminal cursor on it while focused.
private struct TextFieldPainting: CellPainting {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool
    /// The caret and the scroll position (widget state; painting moves the scroll to follow the caret).
    let editor: TextEditingState
    /// The characters shown in reverse video around the caret while focused.
    let span: ((String, Int) -> Range<Int>?)?
    /// Drawn dimmed before the field, then a blank cell (``TextField/leadingMark(_:)``).
    let mark: String
    /// The cells the mark and the blank after it take: none without a mark.
    let markWidth: Int

    init(text: Binding<String>, placeholder: String, isSecure: Bool, editor: TextEditingState,
         span: ((String, Int) -> Range<Int>?)?, mark: String) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.editor = editor
        self.span = span
        self.mark = mark
        markWidth = mark.isEmpty ? 0 : CharacterWidth.width(of: mark) + 1
    }

    /// The characters shown: the text, or a `•` for each character of a secure field.
    private var shown: [Character] {
        let value = text.wrappedValue
        return Array(isSecure ? String(repeating: "•", count: value.count) : TextSanitizer.sanitize(value, keepNewlines: false))
    }

    /// The part of `area` the field takes: what the mark leaves.
    private func field(in area: Rect) -> Rect {
        Rect(x: area.x + markWidth, y: area.y, width: max(0, area.width - markWidth), height: area.height)
    }

    func paint(into buffer: inout CellBuffer, area: Rect, context: PaintContext) {
        if !mark.isEmpty {
            // As the painter writes a `Text(mark).dim()`: its style over the inherited one, clipped to what shows.
            let style = Painter.textStyle(context.style.merged(with: Style(attributes: .dim)))
            buffer.write(mark, x: area.x, y: area.y, style: style, clip: area.intersection(context.visible ?? area))
        }
        let rect = field(in: area)
        let characters = shown
        let caret = min(editor.caret, characters.count)
        // Scroll so the caret (and one cell after it) stays inside the field.
        if caret < editor.scroll { editor.scroll = caret }
        while editor.scroll < caret,
              CharacterWidth.width(of: Self.text(characters[editor.scroll..<caret])) >= rect.width { editor.scroll += 1 }
        let visible = Self.text(characters[min(editor.scroll, characters.count)...])
        var fieldStyle = context.style
        fieldStyle.attributes.insert(.underline)
        buffer.fill(rect, style: fieldStyle)
        if text.wrappedValue.isEmpty && !placeholder.isEmpty {
            var placeholderStyle = fieldStyle
            placeholderStyle.attributes.insert(.dim)
            buffer.write(placeholder, x: rect.x, y: rect.y, style: placeholderStyle, clip: rect)
        } else {
            buffer.write(visible, x: rect.x, y: rect.y, style: fieldStyle, clip: rect)
        }
        if context.isFocused, let span, let marked = span(text.wrappedValue, caret) {
            let start = max(marked.lowerBound, editor.scroll), end = min(marked.upperBound, characters.count)
            if start < end {
                let x = rect.x + CharacterWidth.width(of: Self.text(characters[editor.scroll..<start]))
                let width = CharacterWidth.width(of: Self.text(characters[start..<end]))
                buffer.addAttributes(.reverse, in: Rect(x: x, y: rect.y, width: width, height: 1).intersection(rect))
            }
        }
        guard context.isFocused, let caretPoint = cursor(in: area, context: context), caretPoint.x < rect.maxX else { return }
        let cell = buffer[caretPoint.x, rect.y]
        var caretStyle = cell.style
        caretStyle.attributes.insert(.reverse)
        let caretText = cell.isContinuation || cell.text == "" ? " " : cell.text
        buffer.set(Cell(caretText, width: max(1, cell.width), style: caretStyle), x: caretPoint.x, y: rect.y)
    }

    func cursor(in area: Rect, context: PaintContext) -> Point? {
        guard context.isFocused else { return nil }
        let rect = field(in: area)
        let characters = shown
        let caret = min(editor.caret, characters.count)
        return Point(x: rect.x + CharacterWidth.width(of: Self.text(characters[min(editor.scroll, caret)..<caret])), y: rect.y)
    }

    /// The characters as a string, appended one by one: `String(characters)` takes the standard library's generic
    /// path, whose first use makes the Swift runtime search every conformance record (a text field's first paint).
    private static func text(_ characters: ArraySlice<Character>) -> String {
        var text = ""
        for character in characters { text.append(character) }
        return text
    }
}

/// A text field's caret and scroll position, kept per identity across re-renders.
final class TextEditingState {
    var caret = Int.max
    var scroll = 0
    /// True once the user changed the text.
    var isEdited = false
    /// The field's text as it is now (the binding of the last resolve).
    var currentText: (() -> String)?

    /// True when the user typed text that is still in the field: leaving the screen would lose it. Blanks alone
    /// are not worth a question.
    var holdsUnsavedText: Bool { isEdited && (currentText?() ?? "").contains { !$0.isWhitespace } }

    /// The keys `handle` answers, with their words for the `?` help.
    static func keys(submits: Bool) -> [ControlKey] {
        func ctrl(_ letter: Character) -> KeyPress { KeyPress(.character(letter), modifiers: .ctrl) }
        var keys = [
            ControlKey.typing("Type"),
            ControlKey(KeyPress(.backspace), KeyPress(.delete), ctrl("d"), description: "Delete before / after the caret"),
            ControlKey(KeyPress(.left), KeyPress(.right), ctrl("b"), ctrl("f"), description: "Move the caret"),
            ControlKey(KeyPress(.home), KeyPress(.end), ctrl("a"), ctrl("e"), description: "Caret to the start / end"),
            ControlKey(ctrl("u"), ctrl("k"), description: "Delete to the start / end"),
        ]
        if submits { keys.append(ControlKey(KeyPress(.enter), description: "Send")) }
        return keys
    }

    /// Applies an editing key to `text`; returns false for keys that are not editing keys (Tab, Esc...).
    func handle(_ press: KeyPress, text: Binding<String>, submit: ((String) -> Void)?) -> Bool {
        var characters = Array(text.wrappedValue)
        caret = min(caret, characters.count)
        func commit() {
            isEdited = true
            text.wrappedValue = String(characters)
            keepCaret(after: characters, in: text.wrappedValue)
        }
        if let typed = press.typedCharacter {
            let clean = TextSanitizer.sanitize(String(typed), keepNewlines: false)
            guard !clean.isEmpty else { return true }
            characters.insert(contentsOf: clean, at: caret)
            caret += clean.count
            commit()
            return true
        }
        switch (press.key, press.modifiers) {
        case (.backspace, _):
            if caret > 0 { characters.remove(at: caret - 1); caret -= 1; commit() }
        case (.delete, _), (.character("d"), .ctrl):
            if caret < characters.count { characters.remove(at: caret); commit() }
        case (.left, []), (.character("b"), .ctrl): caret = max(0, caret - 1)
        case (.right, []), (.character("f"), .ctrl): caret = min(characters.count, caret + 1)
        case (.home, _), (.character("a"), .ctrl): caret = 0
        case (.end, _), (.character("e"), .ctrl): caret = characters.count
        case (.character("u"), .ctrl):
            characters.removeFirst(caret); caret = 0; commit()
        case (.character("k"), .ctrl):
            characters.removeLast(characters.count - caret); commit()
        case (.enter, []):
            submit?(String(characters))
            return submit != nil
        default:
            return false
        }
        return true
    }

    /// Inserts pasted text at the caret.
    func paste(_ pasted: String, into text: Binding<String>) {
        var characters = Array(text.wrappedValue)
        caret = min(caret, characters.count)
        let clean = Array(TextSanitizer.sanitize(pasted, keepNewlines: false))
        characters.insert(contentsOf: clean, at: caret)
        caret += clean.count
        isEdited = true
        text.wrappedValue = String(characters)
        keepCaret(after: characters, in: text.wrappedValue)
    }

    /// When the binding reshaped what was written (a mask adding `/` or spaces), puts the caret after as many
    /// letters and digits as it followed in `written`, so typing goes on where it was.
    private func keepCaret(after written: [Character], in stored: String) {
        guard stored != String(written) else { return }
        var letters = written[..<min(caret, written.count)].filter { $0.isLetter || $0.isNumber }.count
        var position = 0
        for character in stored where letters > 0 {
            position += 1
            if character.isLetter || character.isNumber { letters -= 1 }
        }
        caret = position
    }
}
