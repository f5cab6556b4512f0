import StratusCodable

/// The screens of the store's catalogue, written from nimbus-backend-ts `sample/src/nimbus/screens/products.tsx`
/// and `product.tsx` (with `components/product-item.tsx`): the same components, properties and actions.
enum CatalogueScreens {
    /// `/products`: the product list, loaded on init, each product with "Add to cart" and its details.
    static var products: JSONValue {
        let onInit: [JSONValue] = [
            StoreRequests.request("/data/products", [
                "onSuccess": [setState("products", "@{onSuccess.data}")],
                "onError": [logError("@{onError.message}")],
                "onFinish": [setState("isLoading", false)],
            ]),
            action("condition", [
                "condition": "@{isNull(global.cart)}",
                "onTrue": [StoreRequests.request("/data/cart", [
                    "onSuccess": [setState("global.cart", "@{onSuccess.data}")],
                ])],
            ]),
        ]
        return element("layout:screen", state: ["products": [], "isLoading": true], ["title": "Products"], [
            element("layout:lifecycle", ["onInit": .array(onInit)], [
                element("layout:column", ["backgroundColor": "#EEEEEE", "width": "expand", "height": "expand"], [
                    loading("isLoading", [
                        element("layout:lazyColumn", id: "products", ["padding": 16], [
                            element("forEach", ["items": "@{products}", "iteratorName": "product", "key": "id"], [
                                productItem,
                            ]),
                        ]),
                    ]),
                ]),
            ]),
        ])
    }

    /// The sample's `ProductItem`: picture, title and price open the details; a button adds it to the cart.
    static var productItem: JSONValue {
        element("layout:column", state: ["added": "", "notAdded": ""], [
            "backgroundColor": "#FFFFFF", "borderColor": "#e3e3e3", "borderWidth": 1, "cornerRadius": 12,
            "paddingHorizontal": 24, "paddingVertical": 16, "marginBottom": 14, "width": "expand",
            "shadow": [["x": 1, "y": 1, "blur": 4, "color": "#00000012"]],
        ], [
            element("layout:touchable", ["onPress": [
                action("present", ["url": "/product", "state": ["product": "@{product}"]]),
            ]], [
                element("layout:row", [:], [
                    element("layout:remoteImage", ["url": "@{product.image}", "width": 60, "height": 60,
                                                   "scale": "fillWidth", "accessibility": ["label": "@{product.title}"]]),
                    element("layout:column", ["marginStart": 30], [
                        element("layout:text", ["size": 15, "text": "@{product.title}"]),
                        element("layout:row", ["paddingTop": 12], [
                            element("layout:text", ["size": 17, "weight": "bold",
                                                    "text": "@{formatPrice(product.price, 'BRL')}"]),
                        ]),
                    ]),
                ]),
            ]),
            element("layout:row", ["height": 1, "width": "expand", "backgroundColor": "#E3E3E3", "marginTop": 20]),
            element("layout:row", ["mainAxisAlignment": "center", "paddingTop": 16, "width": "expand"], [
                element("store:button", ["text": "Add to cart",
                                         "onPress": [StoreRequests.addToCart("@{product.id}")]]),
            ]),
            element("layout:column", ["crossAxisAlignment": "center", "width": "expand"], [
                notice("added"), problem("notAdded"),
            ]),
        ])
    }

    /// `/product`: one product, from the `product` its opener passed in the navigation state.
    static var product: JSONValue {
        element("layout:screen", ["title": "Product details"], [
            element("layout:column", state: ["added": "", "notAdded": ""], ["backgroundColor": "#FFFFFF", "height": "expand"], [
                element("layout:scrollView", [:], [
                    element("layout:column", ["padding": 24, "crossAxisAlignment": "center"], [
                        element("layout:text", ["size": 24, "weight": "normal", "text": "@{product.title}"]),
                        element("layout:row", ["marginVertical": 28], [
                            element("layout:remoteImage", ["url": "@{product.image}", "scale": "fillWidth",
                                                           "width": 160, "height": 160,
                                                           "accessibility": ["label": "@{product.title}"]]),
                        ]),
                        element("layout:text", ["size": 20, "weight": "bold",
                                                "text": "@{formatPrice(product.price, 'BRL')}"]),
                        element("layout:row", ["marginVertical": 36, "mainAxisAlignment": "center"], [
                            element("store:button", id: "add-to-cart", ["text": "Add to cart",
                                                     "onPress": [StoreRequests.addToCart("@{product.id}")]]),
                        ]),
                        notice("added"), problem("notAdded"),
                        element("layout:text", ["size": 16, "weight": "light", "color": "#515151",
                                                "text": "@{product.description}"]),
                    ]),
                ]),
            ]),
        ])
    }
}
