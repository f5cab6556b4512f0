/// The paint pass: draws described boxes, at the frames layout gave them, into a cell buffer.
struct Painter {
    /// Where layout put each box.
    let frames: FrameTable
    /// The identity of the focused box, if any.
    var focusedIdentity: String?
    /// Frames since start, for animations.
    var tick = 0
    /// Where the terminal cursor should be after the frame (a focused text field's caret).
    var cursor: Point?
    /// True when an animated box was drawn.
    var sawAnimation = false

    /// Paints `root` (already laid out) with its border box at `origin`.
    mutating func paint(_ root: BoxDescription, into buffer: inout CellBuffer, at origin: Point = Point(x: 0, y: 0)) {
        cursor = nil
        let rootOrigin = frames.frame(of: root).origin
        paint(root, into: &buffer, base: Point(x: origin.x - rootOrigin.x, y: origin.y - rootOrigin.y),
              clip: buffer.bounds, inherited: .plain)
    }

    private mutating func paint(_ node: BoxDescription, into buffer: inout CellBuffer, base: Point, clip: Rect, inherited: Style) {
        let laidOut = frames.frame(of: node)
        let frame = Rect(x: base.x + laidOut.origin.x, y: base.y + laidOut.origin.y,
                         width: laidOut.size.width, height: laidOut.size.height)
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        var style = inherited.merged(with: node.style)
        if node.disabled { style.attributes.insert(.dim) }
        for shadow in node.shadows where !shadow.color.isTransparent {
            drawShadow(shadow, frame: frame, clip: clip, into: &buffer)
        }
        if let background = node.background, !background.isTransparent {
            style.background = background
            buffer.fill(visible, style: Style(foreground: style.foreground, background: background))
        }
        if let border = node.border {
            drawBorder(border, frame: frame, clip: clip, style: style, into: &buffer)
        }
        let inner = frame.inset(by: node.chromeInsets)
        let isFocused = focusedIdentity != nil && node.identity == focusedIdentity && node.canFocus
        let innerClip = inner.intersection(clip)
        let context = PaintContext(isFocused: isFocused, style: style, tick: tick, visible: innerClip)
        switch node.content {
        case .text(let block):
            var style = style
            if style.foreground == nil, let background = style.background {
                // Text without its own color on a colored box: black or white, whichever reads.
                style.foreground = background.luminance > 0.55 ? Color.black : Color.white
            }
            for (row, line) in laidOut.lines.enumerated() where row < inner.height {
                let x: Int
                switch block.alignment {
                case .start: x = inner.x
                case .center: x = inner.x + max(0, inner.width - CharacterWidth.width(of: line)) / 2
                case .end: x = inner.x + max(0, inner.width - CharacterWidth.width(of: line))
                }
                buffer.write(line, x: x, y: inner.y + row, style: style, clip: innerClip)
            }
        case .stack, .none, .flow:
            let childClip = node.clipped ? innerClip : frame.intersection(clip)
            if let raised = raisedLastChildBase(of: node, frame: frame, clip: clip) {
                for child in node.children.dropLast() { paint(child, into: &buffer, base: frame.origin, clip: childClip, inherited: style) }
                paint(node.children[node.children.count - 1], into: &buffer, base: raised, clip: clip, inherited: style)
            } else {
                for child in node.children { paint(child, into: &buffer, base: frame.origin, clip: childClip, inherited: style) }
            }
        case .host:
            // A host is a transparent slot exactly the size of its box: what the box draws around itself (a shadow)
            // is clipped by the enclosing boxes, not by the slot.
            for child in node.children {
                paint(child, into: &buffer, base: frame.origin, clip: node.clipped ? innerClip : clip, inherited: style)
            }
        case .overlay:
            for child in node.children {
                paint(child, into: &buffer, base: frame.origin, clip: node.clipped ? innerClip : clip, inherited: style)
            }
        case .scroll(let scrolling, let state):
            let scrolled = Point(x: frame.x - state.x, y: frame.y - state.y)
            for child in node.children { paint(child, into: &buffer, base: scrolled, clip: innerClip, inherited: style) }
            if scrolling.showsIndicator {
                drawScrollIndicator(content: laidOut.contentSize.height, from: state.y, inner: inner, clip: clip, style: style,
                                    into: &buffer)
            }
        case .lazy:
            guard let rows = laidOut.lazyRows else { break }
            for (index, _) in rows.onScreen {
                paint(rows.row(index), into: &buffer, base: frame.origin, clip: innerClip, inherited: style)
            }
            if rows.showsIndicator { drawListIndicator(rows, inner: inner, clip: clip, style: style, into: &buffer) }
        case .spacer:
            break
        case .rule(let line):
            let ruleStyle = Style(foreground: style.foreground, background: nil, attributes: style.attributes)
            if node.ruleAxis(described: line.axis) == .horizontal {
                buffer.write(String(repeating: line.horizontal, count: max(0, inner.width)), x: inner.x, y: inner.y, style: ruleStyle,
                             clip: innerClip)
                if !line.label.isEmpty { buffer.write(line.label, x: inner.x + 2, y: inner.y, style: Style(attributes: .bold), clip: innerClip) }
            } else {
                for row in inner.y..<max(inner.y, inner.maxY) { buffer.write(line.vertical, x: inner.x, y: row, style: ruleStyle, clip: innerClip) }
            }
        case .canvas(_, let painting):
            if node.animated { sawAnimation = true }
            painting.paint(into: &buffer, area: inner, context: context)
            if isFocused, let caret = painting.cursor(in: inner, context: context), innerClip.contains(caret) { cursor = caret }
        }
        if isFocused {
            switch node.focusAppearance {
            case .reverse: buffer.addAttributes(.reverse, in: visible)
            case .underline: buffer.addAttributes([.bold, .underline], in: innerClip)
            case .custom: break
            }
        }
    }

    /// Where to draw the last child of an `opensUpwardWhenCut` box so that it ends where the first child starts,
    /// when it would be cut at the bottom of `clip` and fits above; nil to draw it in place.
    private func raisedLastChildBase(of node: BoxDescription, frame: Rect, clip: Rect) -> Point? {
        guard node.opensUpwardWhenCut, node.children.count > 1, let first = node.children.first, let last = node.children.last
        else { return nil }
        let firstFrame = frames.frame(of: first), lastFrame = frames.frame(of: last)
        let top = frame.y + firstFrame.origin.y, height = lastFrame.size.height
        guard frame.y + lastFrame.origin.y + height > clip.maxY, top - height >= clip.y else { return nil }
        return Point(x: frame.x, y: top - height - lastFrame.origin.y)
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
        let first = rows.onScreen.first { $0.position >= 0 }?.index ?? rows.list.scroll.firstIndex
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
