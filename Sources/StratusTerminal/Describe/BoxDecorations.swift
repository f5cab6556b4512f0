/// The part of a box description's settings that few boxes use, kept apart so that a plain box stays small.
///
/// Every setting starts at the value a box has when nothing sets it; `BoxDescription` reads them through
/// properties of the same names and makes its `decorations` only when one is set to something else.
final class BoxDecorations {
    var padding: EdgeInsets = .zero
    var margin: EdgeInsets = .zero
    var border: Border? = nil
    var background: Color? = nil
    /// The exact lengths in points that fixed `width` and `height` came from (Nimbus sizes); stacks place edges with
    /// them, so boxes land where the points say rather than where rounded sizes add up to.
    var pointWidth: Double? = nil
    var pointHeight: Double? = nil
    /// Shades drawn around the box before its background.
    var shadows: [Shadow] = []
    var minWidth: Int? = nil
    var maxWidth: Int? = nil
    var minHeight: Int? = nil
    var maxHeight: Int? = nil
    var mainAxisAlignment: MainAxisAlignment = .start
    var crossAxisAlignment: CrossAxisAlignment = .start
    var spacing: Int = 0
    /// Where this box goes inside an overlay parent, and how far it is moved from there.
    var alignment: Alignment = .topStart
    var offset: Point = Point(x: 0, y: 0)
    /// True when nothing may be drawn outside the box (children are always clipped to the screen).
    var clipped: Bool = false
    /// True when the last child is drawn above the first when there is no room for it below (a drop-down's list).
    var opensUpwardWhenCut: Bool = false
    /// True once `.placement(...)` set this box's own alignment in an overlay.
    var hasPlacement: Bool = false
    /// True when the box floats over the bottom of the view it scrolls in rather than taking room in its stack.
    var pinsToViewBottom: Bool = false
    /// True for boxes that change with time (spinners): frames keep coming while one is shown.
    var animated: Bool = false
    /// The identity of a scroll view or lazy list (its scroll position is kept under it).
    var scrollIdentity: String? = nil
    /// True for text inputs: while one has focus, `q` and Backspace are text, and the footer says so.
    var isTextInput: Bool = false
    /// How focus shows: reverse video over the whole box by default.
    var focusAppearance: FocusAppearance = .reverse
    /// True for a control that leaves the screen (a Back button): focus does not start on it.
    var leavesScreen: Bool = false
    /// What the box is to assistive technology (AccessibilityTraits.swift).
    var accessibility: AccessibilityTraits? = nil
}

extension BoxDescription {
    var padding: EdgeInsets {
        get { decorations?.padding ?? .zero }
        set { if decorations != nil || newValue != .zero { decorated.padding = newValue } }
    }
    var margin: EdgeInsets {
        get { decorations?.margin ?? .zero }
        set { if decorations != nil || newValue != .zero { decorated.margin = newValue } }
    }
    var border: Border? {
        get { decorations?.border }
        set { if decorations != nil || newValue != nil { decorated.border = newValue } }
    }
    var background: Color? {
        get { decorations?.background }
        set { if decorations != nil || newValue != nil { decorated.background = newValue } }
    }
    /// The exact lengths in points that fixed `width` and `height` came from (Nimbus sizes); stacks place edges with
    /// them, so boxes land where the points say rather than where rounded sizes add up to.
    var pointWidth: Double? {
        get { decorations?.pointWidth }
        set { if decorations != nil || newValue != nil { decorated.pointWidth = newValue } }
    }
    var pointHeight: Double? {
        get { decorations?.pointHeight }
        set { if decorations != nil || newValue != nil { decorated.pointHeight = newValue } }
    }
    /// Shades drawn around the box before its background.
    var shadows: [Shadow] {
        get { decorations?.shadows ?? [] }
        set { if decorations != nil || newValue != [] { decorated.shadows = newValue } }
    }
    var minWidth: Int? {
        get { decorations?.minWidth }
        set { if decorations != nil || newValue != nil { decorated.minWidth = newValue } }
    }
    var maxWidth: Int? {
        get { decorations?.maxWidth }
        set { if decorations != nil || newValue != nil { decorated.maxWidth = newValue } }
    }
    var minHeight: Int? {
        get { decorations?.minHeight }
        set { if decorations != nil || newValue != nil { decorated.minHeight = newValue } }
    }
    var maxHeight: Int? {
        get { decorations?.maxHeight }
        set { if decorations != nil || newValue != nil { decorated.maxHeight = newValue } }
    }
    var mainAxisAlignment: MainAxisAlignment {
        get { decorations?.mainAxisAlignment ?? .start }
        set { if decorations != nil || newValue != .start { decorated.mainAxisAlignment = newValue } }
    }
    var crossAxisAlignment: CrossAxisAlignment {
        get { decorations?.crossAxisAlignment ?? .start }
        set { if decorations != nil || newValue != .start { decorated.crossAxisAlignment = newValue } }
    }
    var spacing: Int {
        get { decorations?.spacing ?? 0 }
        set { if decorations != nil || newValue != 0 { decorated.spacing = newValue } }
    }
    /// Where this box goes inside an overlay parent, and how far it is moved from there.
    var alignment: Alignment {
        get { decorations?.alignment ?? .topStart }
        set { if decorations != nil || newValue != .topStart { decorated.alignment = newValue } }
    }
    var offset: Point {
        get { decorations?.offset ?? Point(x: 0, y: 0) }
        set { if decorations != nil || newValue != Point(x: 0, y: 0) { decorated.offset = newValue } }
    }
    /// True when nothing may be drawn outside the box (children are always clipped to the screen).
    var clipped: Bool {
        get { decorations?.clipped ?? false }
        set { if decorations != nil || newValue != false { decorated.clipped = newValue } }
    }
    /// True when the last child is drawn above the first when there is no room for it below (a drop-down's list).
    var opensUpwardWhenCut: Bool {
        get { decorations?.opensUpwardWhenCut ?? false }
        set { if decorations != nil || newValue != false { decorated.opensUpwardWhenCut = newValue } }
    }
    /// True once `.placement(...)` set this box's own alignment in an overlay.
    var hasPlacement: Bool {
        get { decorations?.hasPlacement ?? false }
        set { if decorations != nil || newValue != false { decorated.hasPlacement = newValue } }
    }
    /// True when the box floats over the bottom of the view it scrolls in rather than taking room in its stack
    /// (`pinnedToViewBottom()`).
    var pinsToViewBottom: Bool {
        get { decorations?.pinsToViewBottom ?? false }
        set { if decorations != nil || newValue != false { decorated.pinsToViewBottom = newValue } }
    }
    /// True for boxes that change with time (spinners): frames keep coming while one is shown.
    var animated: Bool {
        get { decorations?.animated ?? false }
        set { if decorations != nil || newValue != false { decorated.animated = newValue } }
    }
    /// The identity of a scroll view or lazy list (its scroll position is kept under it).
    var scrollIdentity: String? {
        get { decorations?.scrollIdentity }
        set { if decorations != nil || newValue != nil { decorated.scrollIdentity = newValue } }
    }
    /// True for text inputs: while one has focus, `q` and Backspace are text, and the footer says so.
    var isTextInput: Bool {
        get { decorations?.isTextInput ?? false }
        set { if decorations != nil || newValue != false { decorated.isTextInput = newValue } }
    }
    var leavesScreen: Bool {
        get { decorations?.leavesScreen ?? false }
        set { if decorations != nil || newValue != false { decorated.leavesScreen = newValue } }
    }
    /// How focus shows: reverse video over the whole box by default.
    var focusAppearance: FocusAppearance {
        get { decorations?.focusAppearance ?? .reverse }
        set { if decorations != nil || newValue != .reverse { decorated.focusAppearance = newValue } }
    }

    /// The decorations, made on first use.
    var decorated: BoxDecorations {
        if let decorations { return decorations }
        let made = BoxDecorations()
        decorations = made
        return made
    }
}
