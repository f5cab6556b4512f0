/// The paint pass: draws placed boxes into a cell buffer.
///
/// It draws what `PlacedBoxes` gives, in that order, and works out no frame, clip or style of its own: each box
/// at its frame, inside its clip, in its style. What a box draws over its children (focus, a scroll bar) is
/// drawn once the boxes inside it are.
struct Painter {
    /// The identity of the focused box, if any.
    var focusedIdentity: String?
    /// Frames since start, for animations.
    var tick = 0
    /// Where the terminal cursor should be after the frame (a focused text field's caret).
    var cursor: Point?
    /// True when an animated box was drawn.
    var sawAnimation = false

    /// Paints the boxes of `placed` that are shown.
    mutating func paint(_ placed: PlacedBoxes, into buffer: inout CellBuffer) {
        cursor = nil
        placed.withBoxes { boxes, count in
            // Boxes whose subtree is being drawn and that draw over it once it is, innermost last.
            var open: [Int] = []
            var position = 0
            while position < count {
                while let last = open.last, boxes[last].end <= position {
                    finish(boxes + last, frames: placed.frames, into: &buffer)
                    open.removeLast()
                }
                guard boxes[position].isShown else {
                    position = boxes[position].end
                    continue
                }
                if draw(boxes + position, frames: placed.frames, into: &buffer) { open.append(position) }
                position += 1
            }
            while let last = open.popLast() { finish(boxes + last, frames: placed.frames, into: &buffer) }
        }
    }

    /// True when `box` has focus.
    @inline(__always)
    private func isFocused(_ node: BoxDescription) -> Bool {
        focusedIdentity != nil && node.identity == focusedIdentity && node.canFocus
    }

    /// Draws what `box` (laid out in `frames`) draws beneath its children; true when it draws something over them
    /// too (`finish`).
    private mutating func draw(_ box: UnsafePointer<PlacedBox>, frames: FrameTable, into buffer: inout CellBuffer) -> Bool {
        let node = box.pointee.node, frame = box.pointee.frame, clip = box.pointee.clip, style = box.pointee.style
        if box.pointee.isRaised {
            // A raised drop-down's list is drawn over what is there: nothing beneath shows through.
            buffer.fill(box.pointee.visible, style: Style(foreground: style.foreground, background: style.background))
        }
        for shadow in node.shadows where !shadow.color.isTransparent {
            drawShadow(shadow, frame: frame, clip: clip, into: &buffer)
        }
        if let background = node.background, !background.isTransparent {
            buffer.fill(box.pointee.visible, style: Style(foreground: style.foreground, background: background))
        }
        if let border = node.border {
            drawBorder(border, frame: frame, clip: clip, style: style, into: &buffer)
        }
        let isFocused = isFocused(node)
        // Inside the border and padding, for the contents that draw there (worked out only for those).
        var inner: Rect { frame.inset(by: node.chromeInsets) }
        switch node.content {
        case .text(let block):
            let inner = inner, innerClip = inner.intersection(clip)
            let style = Self.textStyle(style)
            // Read line by line: a text of one line keeps no array of lines, and none is made to paint it.
            let text = frames.frame(of: node)
            let emphasis = block.emphasis.isEmpty ? nil
                : TextEmphasis.attributes(of: text.lines, in: block.text, emphasis: block.emphasis)
            for row in 0..<min(text.lineCount, max(0, inner.height)) {
                let line = text.line(at: row)
                let x: Int
                switch block.alignment {
                case .start: x = inner.x
                case .center: x = inner.x + max(0, inner.width - CharacterWidth.width(of: line)) / 2
                case .end: x = inner.x + max(0, inner.width - CharacterWidth.width(of: line))
                }
                buffer.write(line, x: x, y: inner.y + row, style: style, clip: innerClip)
                if let emphasis { emphasize(line, emphasis[row], x: x, y: inner.y + row, clip: innerClip, into: &buffer) }
            }
        case .scroll(let scrolling, _):
            return isFocused || scrolling.showsIndicator
        case .lazy:
            return isFocused || frames.frame(of: node).lazyRows?.showsIndicator == true
        case .rule(let line):
            let inner = inner, innerClip = inner.intersection(clip)
            let ruleStyle = Style(foreground: style.foreground, background: nil, attributes: style.attributes)
            if node.ruleAxis(described: line.axis) == .horizontal {
                buffer.write(String(repeating: line.horizontal, count: max(0, inner.width)), x: inner.x, y: inner.y, style: ruleStyle,
                             clip: innerClip)
                if !line.label.isEmpty { buffer.write(line.label, x: inner.x + 2, y: inner.y, style: Style(attributes: .bold), clip: innerClip) }
            } else {
                for row in inner.y..<max(inner.y, inner.maxY) { buffer.write(line.vertical, x: inner.x, y: row, style: ruleStyle, clip: innerClip) }
            }
        case .canvas(_, let painting):
            let inner = inner, innerClip = inner.intersection(clip)
            let context = PaintContext(isFocused: isFocused, style: style, tick: tick, visible: innerClip)
            if node.animated { sawAnimation = true }
            painting.paint(into: &buffer, area: inner, context: context)
            if isFocused, let caret = painting.cursor(in: inner, context: context), innerClip.contains(caret) { cursor = caret }
        case .stack, .none, .flow, .host, .overlay, .spacer:
            break
        }
        return isFocused
    }

    /// The style text is written in on a box of `style`: text without its own color on a colored box is black or
    /// white, whichever reads. (Inlined: called for every text painted.)
    @inline(__always)
    static func textStyle(_ style: Style) -> Style {
        guard style.foreground == nil, let background = style.background else { return style }
        var style = style
        style.foreground = background.luminance > 0.55 ? Color.black : Color.white
        return style
    }

    /// Adds to the cells of `line`, written at `x`, `y`, the attributes of its characters.
    private func emphasize(_ line: String, _ attributes: [TextAttributes], x: Int, y: Int, clip: Rect,
                           into buffer: inout CellBuffer) {
        var column = x
        for (index, character) in line.enumerated() {
            let width = CharacterWidth.width(of: character)
            if index < attributes.count, !attributes[index].isEmpty {
                buffer.addAttributes(attributes[index], in: Rect(x: column, y: y, width: width, height: 1).intersection(clip))
            }
            column += width
        }
    }

    /// Draws what `box` draws over its children, once they are drawn: a scroll bar, and focus.
    private func finish(_ box: UnsafePointer<PlacedBox>, frames: FrameTable, into buffer: inout CellBuffer) {
        let node = box.pointee.node, clip = box.pointee.clip, style = box.pointee.style
        let inner = box.pointee.frame.inset(by: node.chromeInsets)
        switch node.content {
        case .scroll(let scrolling, let state):
            if scrolling.showsIndicator {
                let laidOut = frames.frame(of: node)
                drawScrollIndicator(content: laidOut.contentSize.height, from: laidOut.scrollOffset(of: state).y, inner: inner,
                                    clip: clip, style: style,
                                    into: &buffer)
            }
        case .lazy:
            if let rows = frames.frame(of: node).lazyRows, rows.showsIndicator {
                drawListIndicator(rows, inner: inner, clip: clip, style: style, into: &buffer)
            }
        default:
            break
        }
        guard isFocused(node) else { return }
        if !box.pointee.visible.isEmpty { buffer.focusedArea = box.pointee.visible }
        switch node.focusAppearance {
        case .reverse: buffer.addAttributes(.reverse, in: box.pointee.visible)
        case .underline: buffer.addAttributes([.bold, .underline], in: inner.intersection(clip))
        case .custom: break
        }
    }

    private func drawBorder(_ border: Border, frame: Rect, clip: Rect, style: Style, into buffer: inout CellBuffer) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.style.characters
        let lineStyle = Style(foreground: border.color ?? style.foreground, background: nil, attributes: style.attributes.subtracting([.underline, .reverse]))
        let middle = String(repeating: horizontal, count: frame.width - 2)
        buffer.write(topLeft + middle + topRight, x: frame.x, y: frame.y, style: lineStyle, clip: clip)
        buffer.write(bottomLeft + middle + bottomRight, x: frame.x, y: frame.maxY - 1, style: lineStyle, clip: clip)
        for row in (frame.y + 1)..<(frame.maxY - 1) {
            buffer.write(vertical, x: frame.x, y: row, style: lineStyle, clip: clip)
            buffer.write(vertical, x: frame.maxX - 1, y: row, style: lineStyle, clip: clip)
        }
    }

    /// The shade around a box: the cells of the shadow's area that the box does not cover.
    private func drawShadow(_ shadow: Shadow, frame: Rect, clip: Rect, into buffer: inout CellBuffer) {
        let area = shadow.area(around: frame)
        let shade = Style(background: shadow.color)
        let strips = [
            Rect(x: area.x, y: area.y, width: area.width, height: frame.y - area.y),
            Rect(x: area.x, y: frame.maxY, width: area.width, height: area.maxY - frame.maxY),
            Rect(x: area.x, y: max(area.y, frame.y), width: frame.x - area.x,
                 height: min(area.maxY, frame.maxY) - max(area.y, frame.y)),
            Rect(x: frame.maxX, y: max(area.y, frame.y), width: area.maxX - frame.maxX,
                 height: min(area.maxY, frame.maxY) - max(area.y, frame.y)),
        ]
        for strip in strips { buffer.fill(strip.intersection(clip), style: shade) }
    }

    /// A one-cell thumb on the right edge showing where the viewport is, only when the content overflows.
    private func drawScrollIndicator(content: Int, from offset: Int, inner: Rect, clip: Rect, style: Style,
                                     into buffer: inout CellBuffer) {
        let viewport = inner.height
        guard content > viewport, viewport > 1, inner.width > 1 else { return }
        drawScrollBar(shown: viewport, of: content, from: offset, inner: inner, clip: clip, style: style, into: &buffer)
    }

    /// A lazy list's bar, in rows: the thumb is as long as the share of rows shown and sits where the first one is
    /// (at the bottom on the last row).
    private func drawListIndicator(_ rows: LazyRows, inner: Rect, clip: Rect, style: Style, into buffer: inout CellBuffer) {
        let shown = rows.onScreen.filter { $0.position >= 0 && $0.position < inner.height }.count
        guard inner.height > 1, rows.list.count > shown else { return }
        let first = rows.onScreen.first { $0.position >= 0 }?.index ?? rows.first
        drawScrollBar(shown: shown, of: rows.list.count, from: first, inner: inner, clip: clip, style: style, into: &buffer)
    }

    /// A track down the last column of `inner` with a thumb for `shown` of `total` units starting at `start`.
    private func drawScrollBar(shown: Int, of total: Int, from start: Int, inner: Rect, clip: Rect, style: Style,
                               into buffer: inout CellBuffer) {
        let viewport = inner.height
        let thumb = max(1, viewport * shown / max(1, total))
        let travel = viewport - thumb
        let hidden = total - shown
        let start = hidden > 0 ? min(travel, (start * travel + hidden / 2) / hidden) : 0
        let x = inner.maxX - 1
        guard x >= clip.x, x < clip.maxX else { return }
        let trackStyle = Style(foreground: style.foreground, attributes: [.dim])
        for row in 0..<viewport where inner.y + row >= clip.y && inner.y + row < clip.maxY {
            let inThumb = row >= start && row < start + thumb
            // One narrow glyph per row, set as a cell: `write` would measure and split the text each time.
            let below = buffer[x, inner.y + row].style
            buffer.set(Cell(inThumb ? "┃" : "│", width: 1, style: (inThumb ? style : trackStyle).resolvedOver(below)),
                       x: x, y: inner.y + row)
        }
    }
}

extension Rect {
    /// The top-left corner.
    var origin: Point { Point(x: x, y: y) }
}
