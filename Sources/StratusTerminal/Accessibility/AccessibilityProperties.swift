/// What a Nimbus screen writes in a component's `accessibility` object: a screen reader's name for it (`label`)
/// and whether it is a heading (`isHeader`), as Nimbus's own components read them.
struct AccessibilityProperties: Decodable {
    /// The name a screen reader says instead of the text shown (a `✕` button's "Delete").
    var label: String?
    /// True when the component is a heading.
    var isHeader: Bool?
}
