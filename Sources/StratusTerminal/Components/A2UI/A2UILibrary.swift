/// The `a2ui:` library: the components of A2UI's basic catalog, drawn in cells.
///
/// An A2UI surface reaches the renderer as a screen of `a2ui:` nodes whose properties are already evaluated
/// against the surface's data model (StratusA2UI's `SurfaceScreen`), under the names of v0.9 and later; these
/// components only show them. Written with the same public API an app uses: `View & Decodable` components
/// registered with `addComponent(_:_:)`, which records their schemas, so `stratus check` knows them (a body
/// `Text` is also made without the decoder: `addComponent(_:_:plainText:)`).
public enum A2UILibrary {
    /// `a2ui:Text`, `Row`, `Column`, `List`, `Card`, `Divider`, `Icon`, `Image`, `Button`, and the rest of the
    /// basic catalog shown read-only (`TextField`, `CheckBox`, `Slider`, `ChoicePicker`, `MultipleChoice`,
    /// `DateTimeInput`, `Tabs`, `Modal`, `Video`, `AudioPlayer`), each with its `accessibility {label,
    /// description}` told to screen readers (`A2UIAccessible`; a List's items carry their own).
    public static let library = UILibrary("a2ui")
        .addComponent("Text", A2UIAccessible<A2UIText>.self, plainText: A2UIText.plain)
        .addComponent("Row", A2UIAccessible<A2UIFlex<Horizontal>>.self)
        .addComponent("Column", A2UIAccessible<A2UIFlex<Vertical>>.self)
        .addComponent("List", A2UIList.self)
        .addComponent("Card", A2UIAccessible<A2UICard>.self)
        .addComponent("Divider", A2UIAccessible<A2UIDivider>.self)
        .addComponent("Icon", A2UIAccessible<A2UIIcon>.self)
        .addComponent("Image", A2UIAccessible<A2UIImage>.self)
        .addComponent("Button", A2UIAccessible<A2UIButton>.self)
        .addComponent("TextField", A2UIAccessible<A2UITextField>.self)
        .addComponent("CheckBox", A2UIAccessible<A2UICheckBox>.self)
        .addComponent("Slider", A2UIAccessible<A2UISlider>.self)
        .addComponent("ChoicePicker", A2UIAccessible<A2UIChoicePicker>.self)
        .addComponent("MultipleChoice", A2UIAccessible<A2UIChoicePicker>.self)
        .addComponent("DateTimeInput", A2UIAccessible<A2UIDateTimeInput>.self)
        .addComponent("Tabs", A2UIAccessible<TerminalTabs>.self)
        .addComponent("Modal", A2UIAccessible<A2UIModal>.self)
        .addComponent("Video", A2UIAccessible<A2UIMedia<VideoKind>>.self)
        .addComponent("AudioPlayer", A2UIAccessible<A2UIMedia<AudioKind>>.self)
}
