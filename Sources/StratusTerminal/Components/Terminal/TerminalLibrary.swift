/// The `terminal:` library: widgets for screens written for terminals (Docs/Components.md).
///
/// Written with the same public API an app uses: views, `@State`, and the manual registration form.
public enum TerminalLibrary {
    /// `terminal:button`, `textInput`, `checkbox`, `selectionGroup`, `select`, `progressBar`, `spinner`,
    /// `divider`, `table`, `tabs`, `sparkline`, `toast`, `keyBinding`.
    public static let library = UILibrary("terminal")
        .addComponent("button") { element, _ in AnyComponent(TerminalButton(element.properties)) }
        .addComponent("textInput") { element, _ in AnyComponent(TerminalTextInput(element.properties)) }
        .addComponent("checkbox") { element, _ in AnyComponent(TerminalCheckbox(element.properties)) }
        .addComponent("selectionGroup") { element, _ in AnyComponent(TerminalSelectionGroup(element.properties)) }
        .addComponent("select") { element, _ in AnyComponent(TerminalSelect(element.properties)) }
        .addComponent("progressBar") { element, _ in AnyComponent(TerminalProgressBar(element.properties)) }
        .addComponent("spinner") { element, _ in AnyComponent(TerminalSpinner(label: element.properties.string("label") ?? "")) }
        .addComponent("divider") { element, _ in
            let map = element.properties
            return AnyComponent(TerminalDivider(label: map.string("label") ?? "", style: map.enumValue("style") ?? .single,
                                                color: map.color("color")))
        }
        .addComponent("table") { element, _ in AnyComponent(TerminalTable(element.properties)) }
        .addComponent("tabs") { element, children in AnyComponent(TerminalTabs(element.properties, children: children)) }
        .addComponent("sparkline") { element, _ in AnyComponent(TerminalSparkline(element.properties)) }
        .addComponent("toast") { element, _ in AnyComponent(TerminalToast(element.properties)) }
        .addComponent("keyBinding") { element, _ in
            let map = element.properties
            return AnyComponent(TerminalKeyBinding(key: map.string("key") ?? "", description: map.string("description") ?? "",
                                                   show: map.bool("show") ?? true, onPress: map.event("onPress")))
        }
}
