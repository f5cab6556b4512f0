/// The `layout:` library: the 15 Nimbus layout components (nimbus-spec 6), drawn in cells.
public enum LayoutLibrary {
    /// `layout:text`, `row`, `column`, `flowRow`, `flowColumn`, `lazyRow`, `lazyColumn`, `stack`, `positioned`,
    /// `scrollView`, `screen`, `lifecycle`, `touchable`, `localImage`, `remoteImage`.
    public static let library = UILibrary("layout")
}
