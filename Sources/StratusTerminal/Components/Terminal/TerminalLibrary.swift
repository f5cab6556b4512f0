/// The `terminal:` library: widgets for screens written for terminals.
public enum TerminalLibrary {
    /// `terminal:button`, `textInput`, `checkbox`, `selectionGroup`, `select`, `progressBar`, `spinner`,
    /// `divider`, `table`, `tabs`, `sparkline`, `toast`, `keyBinding`.
    public static let library = UILibrary("terminal")
}
