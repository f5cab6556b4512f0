/// What an element of a screen is to someone who cannot see it: the roles of WAI-ARIA that terminal screens use.
public enum AccessibilityRole: String, CaseIterable, Sendable, Codable {
    /// Runs an action when activated.
    case button
    /// Opens another screen or an address.
    case link
    /// Edits text.
    case textbox
    /// Ticked or not.
    case checkbox
    /// One choice of several, chosen alone.
    case radio
    /// On or off.
    case `switch`
    /// Shows one choice of a list and opens the list.
    case combobox
    /// Moves between a minimum and a maximum.
    case slider
    /// A list of items.
    case list
    /// One item of a list.
    case listitem
    /// Rows and columns.
    case table
    /// One of a tab list's tabs.
    case tab
    /// The tabs that switch what a part of the screen shows.
    case tablist
    /// A title over what follows it.
    case heading
    /// A picture.
    case image
    /// How far something has gone.
    case progressbar
    /// Shown above the screen, which waits for it (a modal).
    case dialog
    /// A message that is told without taking focus (a toast, a status line).
    case status
    /// An error told at once.
    case alert
    /// Text that is read.
    case text

    /// True for roles whose elements hold other elements (a list's items); the others take their name from the
    /// text inside them.
    public var holdsElements: Bool {
        switch self {
        case .list, .table, .tablist, .dialog: return true
        default: return false
        }
    }
}
