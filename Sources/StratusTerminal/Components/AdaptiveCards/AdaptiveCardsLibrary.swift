/// The `adaptive:` library: the parts of an Adaptive Card the other libraries do not draw (Docs/AdaptiveCards.md).
///
/// A card reaches the renderer as a screen its format wrote (StratusAdaptiveCards' `CardScreen`): containers,
/// inputs, buttons and pictures are the `layout:`, `terminal:` and `a2ui:` components every screen uses; these
/// six draw what is a card's own. Written with the same public API an app uses.
public enum AdaptiveCardsLibrary {
    /// `adaptive:TextBlock` (TextBlock and RichTextBlock), `adaptive:FactSet`, `adaptive:Field` (an input with
    /// its validation message, taking focus when a submit finds it invalid), `adaptive:Table` (a table to a screen
    /// reader), `adaptive:ShowCardButton` (a disclosure) and `adaptive:ColumnSet` (columns by weight).
    public static let library = UILibrary("adaptive")
        .addComponent("TextBlock", AdaptiveTextBlock.self)
        .addComponent("FactSet", AdaptiveFactSet.self)
        .addComponent("Field", AdaptiveField.self)
        .addComponent("Table", AdaptiveTable.self)
        .addComponent("ShowCardButton", AdaptiveShowCardButton.self)
        .addComponent("ColumnSet", AdaptiveColumnSet.self)
}
