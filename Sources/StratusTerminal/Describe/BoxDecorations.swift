/// The part of a box description's settings that few boxes use, kept apart so that a plain box stays small,
/// grouped by concern: the box model, size limits, how children are arranged, placement in an overlay, and what
/// the box is to focus and input.
///
/// Every setting starts at the value a box has when nothing sets it; `BoxDescription` reads them through
/// properties of the same names (and each group whole: `boxModel`, `sizeLimits`...) and makes its `decorations`
/// only when one is set to something else.
final class BoxDecorations {
    var boxModel = BoxModel()
    var sizeLimits = SizeLimits()
    var arrangement = ChildArrangement()
    var placement = OverlayPlacement()
    var traits = ControlTraits()
}

/// The box model around a box's content: the room it takes beyond its content and what it draws behind it.
struct BoxModel {
    var padding: EdgeInsets = .zero
    var margin: EdgeInsets = .zero
    var border: Border? = nil
    var background: Color? = nil
    /// Shades drawn around the box before its background.
    var shadows: [Shadow] = []
}

/// Limits on a box's size, and the exact lengths in points a fixed size came from.
struct SizeLimits {
    /// The exact lengths in points that fixed `width` and `height` came from (Nimbus sizes); stacks place edges with
    /// them, so boxes land where the points say rather than where rounded sizes add up to.
    var pointWidth: Double? = nil
    var pointHeight: Double? = nil
    var minWidth: Int? = nil
    var maxWidth: Int? = nil
    var minHeight: Int? = nil
    var maxHeight: Int? = nil
    /// The share of what its stack leaves that an expanding box takes, against its siblings' (1: an equal share).
    var layoutWeight: Int = 1
}

/// How a stack arranges its children along and across its axis.
struct ChildArrangement {
    var mainAxisAlignment: MainAxisAlignment = .start
    var crossAxisAlignment: CrossAxisAlignment = .start
    var spacing: Int = 0
}

/// Where a box goes in an overlay parent, and how it is cut or floats there.
struct OverlayPlacement {
    /// Where this box goes inside an overlay parent, and how far it is moved from there.
    var alignment: Alignment = .topStart
    var offset: Point = Point(x: 0, y: 0)
    /// True once `.placement(...)` set this box's own alignment in an overlay.
    var hasPlacement: Bool = false
    /// True when nothing may be drawn outside the box (children are always clipped to the screen).
    var clipped: Bool = false
    /// True when the last child is drawn above the first when there is no room for it below (a drop-down's list).
    var opensUpwardWhenCut: Bool = false
}

/// What a box is to focus, typing, time and assistive technology.
struct ControlTraits {
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
    /// The box's box model (padding, margin, border, background, shadows), as one value.
    var boxModel: BoxModel { decorations?.boxModel ?? BoxModel() }
    /// The box's size limits and point lengths, as one value.
    var sizeLimits: SizeLimits { decorations?.sizeLimits ?? SizeLimits() }
    /// The box's arrangement of its children, as one value.
    var arrangement: ChildArrangement { decorations?.arrangement ?? ChildArrangement() }
    /// The box's placement in an overlay parent, as one value.
    var placement: OverlayPlacement { decorations?.placement ?? OverlayPlacement() }
    /// The box's traits for focus, typing, time and assistive technology, as one value.
    var traits: ControlTraits { decorations?.traits ?? ControlTraits() }

    var padding: EdgeInsets {
        get { decorations?.boxModel.padding ?? .zero }
        set { if decorations != nil || newValue != .zero { decorated.boxModel.padding = newValue } }
    }
    var margin: EdgeInsets {
        get { decorations?.boxModel.margin ?? .zero }
        set { if decorations != nil || newValue != .zero { decorated.boxModel.margin = newValue } }
    }
    var border: Border? {
        get { decorations?.boxModel.border }
        set { if decorations != nil || newValue != nil { decorated.boxModel.border = newValue } }
    }
    var background: Color? {
        get { decorations?.boxModel.background }
        set { if decorations != nil || newValue != nil { decorated.boxModel.background = newValue } }
    }
    /// The exact lengths in points that fixed `width` and `height` came from (Nimbus sizes); stacks place edges with
    /// them, so boxes land where the points say rather than where rounded sizes add up to.
    var pointWidth: Double? {
        get { decorations?.sizeLimits.pointWidth }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.pointWidth = newValue } }
    }
    var pointHeight: Double? {
        get { decorations?.sizeLimits.pointHeight }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.pointHeight = newValue } }
    }
    /// Shades drawn around the box before its background.
    var shadows: [Shadow] {
        get { decorations?.boxModel.shadows ?? [] }
        set { if decorations != nil || newValue != [] { decorated.boxModel.shadows = newValue } }
    }
    /// The share of what its stack leaves that this box takes when it expands, against its expanding siblings'.
    var layoutWeight: Int {
        get { decorations?.sizeLimits.layoutWeight ?? 1 }
        set { if decorations != nil || newValue != 1 { decorated.sizeLimits.layoutWeight = newValue } }
    }
    var minWidth: Int? {
        get { decorations?.sizeLimits.minWidth }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.minWidth = newValue } }
    }
    var maxWidth: Int? {
        get { decorations?.sizeLimits.maxWidth }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.maxWidth = newValue } }
    }
    var minHeight: Int? {
        get { decorations?.sizeLimits.minHeight }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.minHeight = newValue } }
    }
    var maxHeight: Int? {
        get { decorations?.sizeLimits.maxHeight }
        set { if decorations != nil || newValue != nil { decorated.sizeLimits.maxHeight = newValue } }
    }
    var mainAxisAlignment: MainAxisAlignment {
        get { decorations?.arrangement.mainAxisAlignment ?? .start }
        set { if decorations != nil || newValue != .start { decorated.arrangement.mainAxisAlignment = newValue } }
    }
    var crossAxisAlignment: CrossAxisAlignment {
        get { decorations?.arrangement.crossAxisAlignment ?? .start }
        set { if decorations != nil || newValue != .start { decorated.arrangement.crossAxisAlignment = newValue } }
    }
    var spacing: Int {
        get { decorations?.arrangement.spacing ?? 0 }
        set { if decorations != nil || newValue != 0 { decorated.arrangement.spacing = newValue } }
    }
    /// Where this box goes inside an overlay parent, and how far it is moved from there.
    var alignment: Alignment {
        get { decorations?.placement.alignment ?? .topStart }
        set { if decorations != nil || newValue != .topStart { decorated.placement.alignment = newValue } }
    }
    var offset: Point {
        get { decorations?.placement.offset ?? Point(x: 0, y: 0) }
        set { if decorations != nil || newValue != Point(x: 0, y: 0) { decorated.placement.offset = newValue } }
    }
    /// True when nothing may be drawn outside the box (children are always clipped to the screen).
    var clipped: Bool {
        get { decorations?.placement.clipped ?? false }
        set { if decorations != nil || newValue != false { decorated.placement.clipped = newValue } }
    }
    /// True when the last child is drawn above the first when there is no room for it below (a drop-down's list).
    var opensUpwardWhenCut: Bool {
        get { decorations?.placement.opensUpwardWhenCut ?? false }
        set { if decorations != nil || newValue != false { decorated.placement.opensUpwardWhenCut = newValue } }
    }
    /// True once `.placement(...)` set this box's own alignment in an overlay.
    var hasPlacement: Bool {
        get { decorations?.placement.hasPlacement ?? false }
        set { if decorations != nil || newValue != false { decorated.placement.hasPlacement = newValue } }
    }
    /// True for boxes that change with time (spinners): frames keep coming while one is shown.
    var animated: Bool {
        get { decorations?.traits.animated ?? false }
        set { if decorations != nil || newValue != false { decorated.traits.animated = newValue } }
    }
    /// The identity of a scroll view or lazy list (its scroll position is kept under it).
    var scrollIdentity: String? {
        get { decorations?.traits.scrollIdentity }
        set { if decorations != nil || newValue != nil { decorated.traits.scrollIdentity = newValue } }
    }
    /// True for text inputs: while one has focus, `q` and Backspace are text, and the footer says so.
    var isTextInput: Bool {
        get { decorations?.traits.isTextInput ?? false }
        set { if decorations != nil || newValue != false { decorated.traits.isTextInput = newValue } }
    }
    var leavesScreen: Bool {
        get { decorations?.traits.leavesScreen ?? false }
        set { if decorations != nil || newValue != false { decorated.traits.leavesScreen = newValue } }
    }
    /// How focus shows: reverse video over the whole box by default.
    var focusAppearance: FocusAppearance {
        get { decorations?.traits.focusAppearance ?? .reverse }
        set { if decorations != nil || newValue != .reverse { decorated.traits.focusAppearance = newValue } }
    }

    /// The decorations, made on first use.
    var decorated: BoxDecorations {
        if let decorations { return decorations }
        let made = BoxDecorations()
        decorations = made
        return made
    }
}
