import StratusCodable

/// The store's screens by route, as the sample's `RouteMap` (nimbus-backend-ts `sample/src/nimbus/screens/index.ts`).
public enum StoreScreens {
    /// Every route the store serves a screen at.
    public static let routes = ["/products", "/product", "/cart", "/address", "/payment", "/orders", "/order"]

    /// The screen at `route`, or nil.
    public static func screen(at route: String) -> JSONValue? {
        switch route {
        case "/products": return CatalogueScreens.products
        case "/product": return CatalogueScreens.product
        case "/cart": return CartScreens.cart
        case "/address": return CartScreens.address
        case "/payment": return CartScreens.payment
        case "/orders": return OrderScreens.orders
        case "/order": return OrderScreens.order
        default: return nil
        }
    }
}
