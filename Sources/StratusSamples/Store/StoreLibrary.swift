import StratusCore
import StratusTerminal

/// The `store:` library of Nimbus's store sample (`products-forEach.json` and the store backend's screens).
public enum StoreLibrary {
    /// `store:button`, `textInput`, `spinner`, the `store:changeBottomNavigatorRoute` action and the
    /// `formatPrice` operation.
    public static let library = UILibrary("store")
        .addComponent("button", StoreButton.self)
        .addComponent("textInput", StoreTextInput.self)
        .addComponent("spinner", StoreSpinner.self)
        .addAction("changeBottomNavigatorRoute", ChangeBottomNavigatorRoute.self)
        .addOperation("formatPrice", FormatPrice.self)
}
