/// The `terminal:` library: widgets for screens written for terminals (Docs/Components.md).
///
/// Written with the same public API an app uses: `View & Decodable` components with `@Event`, `@StatefulEvent`,
/// `@State` and `@ChildViews`, registered with `addComponent(_:_:)`, which records their schemas.
public enum TerminalLibrary {
    /// `terminal:button`, `textInput`, `checkbox`, `selectionGroup`, `select`, `progressBar`, `spinner`,
    /// `divider`, `table`, `tabs`, `sparkline`, `toast`, `keyBinding`, and the `itemsContaining` and `json`
    /// operations.
    public static let library = UILibrary("terminal")
        .addComponent("button", TerminalButton.self)
        .addComponent("textInput", TerminalTextInput.self)
        .addComponent("checkbox", TerminalCheckbox.self)
        .addComponent("selectionGroup", TerminalSelectionGroup.self)
        .addComponent("select", TerminalSelect.self)
        .addComponent("progressBar", TerminalProgressBar.self)
        .addComponent("spinner", TerminalSpinner.self)
        .addComponent("divider", TerminalDivider.self)
        .addComponent("table", TerminalTable.self)
        .addComponent("tabs", TerminalTabs.self)
        .addComponent("sparkline", TerminalSparkline.self)
        .addComponent("toast", TerminalToast.self)
        .addComponent("keyBinding", TerminalKeyBinding.self)
        .addOperation("itemsContaining", ItemsContaining.evaluate)
        .addOperation("json", JSONText.evaluate)
}
