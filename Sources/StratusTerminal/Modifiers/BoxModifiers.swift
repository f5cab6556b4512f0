extension View {
    /// Space inside the box, `length` cells on every side.
    public func padding(_ length: Int = 1) -> ModifiedView<Self> { padding(EdgeInsets(all: length)) }

    /// Space inside the box, per side.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        modified { node, _ in
            let target = node.wrapped(unless: node.acceptsPadding)
            target.padding.top += insets.top
            target.padding.leading += insets.leading
            target.padding.bottom += insets.bottom
            target.padding.trailing += insets.trailing
            target.invalidateLayout()
            return target
        }
    }

    /// Space outside the box, per side (not painted by the box's background).
    public func margin(_ insets: EdgeInsets) -> ModifiedView<Self> {
        modified { node, _ in
            node.margin.top += insets.top
            node.margin.leading += insets.leading
            node.margin.bottom += insets.bottom
            node.margin.trailing += insets.trailing
            node.invalidateLayout()
            return node
        }
    }

    /// A one-cell border of box-drawing characters around the box.
    public func border(_ style: BorderStyle = .single, color: Color? = nil) -> ModifiedView<Self> {
        modified { node, _ in
            let target = node.wrapped(unless: node.border == nil && node.margin == .zero)
            target.border = Border(style, color: color)
            target.invalidateLayout()
            return target
        }
    }

    /// Paints the box's background (padding included).
    public func backgroundColor(_ color: Color?) -> ModifiedView<Self> {
        modified { node, _ in
            guard let color else { return node }
            let target = node.wrapped(unless: node.background == nil && node.margin == .zero)
            target.background = color
            return target
        }
    }

    /// The color of the text inside.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        modified { node, _ in
            if let color { node.style.foreground = color }
            return node
        }
    }

    /// Adds text attributes to everything inside.
    public func textAttributes(_ attributes: TextAttributes) -> ModifiedView<Self> {
        modified { node, _ in
            node.style.attributes.formUnion(attributes)
            return node
        }
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> { textAttributes(isActive ? .bold : []) }
    /// Dim text.
    public func dim(_ isActive: Bool = true) -> ModifiedView<Self> { textAttributes(isActive ? .dim : []) }
    /// Underlined text.
    public func underline(_ isActive: Bool = true) -> ModifiedView<Self> { textAttributes(isActive ? .underline : []) }
    /// Reverse video.
    public func reverse(_ isActive: Bool = true) -> ModifiedView<Self> { textAttributes(isActive ? .reverse : []) }
    /// Italic text.
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self> { textAttributes(isActive ? .italic : []) }

    /// Sizing rules: fixed, expanding or fitting along each axis, with optional bounds (cells, border included).
    public func frame(width: Dimension? = nil, height: Dimension? = nil, minWidth: Int? = nil, maxWidth: Int? = nil,
                      minHeight: Int? = nil, maxHeight: Int? = nil) -> ModifiedView<Self> {
        modified { node, _ in
            let unset = node.width == .fit && node.height == .fit && node.minWidth == nil && node.maxWidth == nil
                && node.minHeight == nil && node.maxHeight == nil && node.margin == .zero
            let target = node.wrapped(unless: unset)
            if let width { target.width = width }
            if let height { target.height = height }
            if let minWidth { target.minWidth = minWidth }
            if let maxWidth { target.maxWidth = maxWidth }
            if let minHeight { target.minHeight = minHeight }
            if let maxHeight { target.maxHeight = maxHeight }
            target.invalidateLayout()
            return target
        }
    }

    /// The share of what its stack leaves that this view takes when it expands, against its expanding siblings'
    /// (1 each by default: `layoutWeight(2)` beside a sibling of 1 takes two thirds). Values below 1 count as 1.
    public func layoutWeight(_ weight: Int) -> ModifiedView<Self> {
        modified { node, _ in
            node.layoutWeight = max(1, weight)
            node.invalidateLayout()
            return node
        }
    }

    /// A fixed size in cells.
    public func frame(width: Int?, height: Int? = nil) -> ModifiedView<Self> {
        frame(width: width.map(Dimension.fixed), height: height.map(Dimension.fixed))
    }

    /// Where the box goes in an enclosing `ZStack`, moved by `x` columns and `y` rows from there.
    public func placement(_ alignment: Alignment, x: Int = 0, y: Int = 0) -> ModifiedView<Self> {
        modified { node, _ in
            node.alignment = alignment
            node.offset = Point(x: x, y: y)
            node.hasPlacement = true
            return node
        }
    }

    /// Draws the last child above the first instead of below it when the screen has no room for it below: a
    /// drop-down's list near the bottom edge opens upward, over what is above it.
    public func opensUpwardWhenCut() -> ModifiedView<Self> {
        modified { node, _ in
            node.opensUpwardWhenCut = true
            return node
        }
    }

    /// Presents the box over the screen, wherever its stack is scrolled, instead of taking room in the stack: a
    /// toast over the screen's bottom, a modal over its middle (`Presentation`).
    ///
    /// The box is drawn over what is there, after the rest of the screen, on a cleared area; the app's overlay
    /// stack holds an entry for it while it is shown (Docs/RenderPipeline.md, "The shell").
    public func presented(as presentation: Presentation) -> ModifiedView<Self> {
        modified { node, _ in
            node.presentation = presentation
            return node
        }
    }

    /// Keeps children from drawing outside the box.
    public func clipped(_ isClipped: Bool = true) -> ModifiedView<Self> {
        modified { node, _ in
            node.clipped = isClipped
            return node
        }
    }
}
