import StratusCodable

/// The screens of orders, written from nimbus-backend-ts `sample/src/nimbus/screens/orders.tsx` and `order.tsx`:
/// the same components, properties and actions.
enum OrderScreens {
    /// `/orders`: every order with its number, state and total; each opens its details.
    static var orders: JSONValue {
        let onInit = action("condition", [
            "condition": "@{isNull(global.orders)}",
            "onTrue": [StoreRequests.request("/data/orders", [
                "onSuccess": [setState("global.orders", "@{onSuccess.data}")],
                "onError": [logError("@{onError.message}")],
                "onFinish": [setState("isLoading", false)],
            ])],
            "onFalse": [setState("isLoading", false)],
        ])
        let emptyOrders = element("layout:column", ["width": "expand", "height": "expand", "padding": 20,
                                                    "mainAxisAlignment": "center", "crossAxisAlignment": "center"], [
            element("layout:text", ["alignment": "center", "text": "You don't have any order yet."]),
        ])
        let row = element("layout:touchable", ["onPress": [
            action("present", ["url": "/order", "state": ["order": "@{order}"]]),
        ]], [
            element("layout:row", [
                "width": "expand", "padding": 12, "marginVertical": 6, "borderColor": "#e3e3e3", "borderWidth": 1,
                "backgroundColor": "#fff", "cornerRadius": 12, "mainAxisAlignment": "spaceBetween",
                "crossAxisAlignment": "center",
            ], [
                element("layout:text", ["size": 14, "weight": "semiBold", "text": "#@{order.id}"]),
                element("layout:text", ["size": 14, "weight": "normal", "text": "@{order.stateText}"]),
                element("layout:text", ["size": 14, "weight": "normal", "text": "@{formatPrice(order.total, 'BRL')}"]),
            ]),
        ])
        return element("layout:screen", state: ["isLoading": true], ["title": "Orders"], [
            element("layout:lifecycle", ["onInit": [onInit]], [
                element("layout:column", ["backgroundColor": "#eee", "width": "expand"], [
                    loading("isLoading", [
                        ifElement("@{isEmpty(global.orders)}", then: [emptyOrders], else: [
                            element("layout:scrollView", [:], [
                                element("layout:column", ["padding": 12], [
                                    element("forEach", ["items": "@{global.orders}", "iteratorName": "order",
                                                        "key": "id"], [row]),
                                ]),
                            ]),
                        ]),
                    ]),
                ]),
            ]),
        ])
    }

    /// `/order`: one order's details, products and shipment, from the `order` its opener passed.
    static var order: JSONValue {
        element("layout:screen", ["title": "Order"], [
            element("layout:column", ["width": "expand", "height": "expand"], [
                element("layout:scrollView", [:], [
                    element("layout:column", ["padding": 16], [
                        section("Details", [
                            definition("Id:", "@{order.id}"),
                            definition("Status:", "@{order.stateText}"),
                        ]),
                        section("Products", [
                            element("forEach", ["items": "@{order.products}", "iteratorName": "product", "key": "id"], [
                                element("layout:touchable", ["onPress": [
                                    action("present", ["url": "/product", "state": ["product": "@{product}"]]),
                                ]], [
                                    definition("(@{product.quantity}) @{product.title}",
                                               "@{formatPrice(multiply(product.quantity, product.price), 'BRL')}"),
                                ]),
                            ]),
                        ]),
                        section("Shipment", [
                            definition("Zip code:", "@{order.address.zip}"),
                            definition("City:", "@{order.address.city}"),
                            definition("State:", "@{order.address.state}"),
                            definition("Street:", "@{order.address.street}"),
                            definition("Number:", "@{order.address.number}"),
                        ]),
                    ]),
                ]),
            ]),
        ])
    }

    /// The sample's `Section`: a centered title over a white card.
    static func section(_ title: String, _ children: [JSONValue]) -> JSONValue {
        element("layout:column", ["marginBottom": 24], [
            element("layout:column", ["width": "expand", "crossAxisAlignment": "center", "marginVertical": 6], [
                element("layout:text", ["size": 20, "text": .string(title)]),
            ]),
            element("layout:column", [
                "backgroundColor": "#FFFFFF", "padding": 12, "borderColor": "#e3e3e3", "borderWidth": 1,
                "cornerRadius": 8, "marginTop": 6, "width": "expand",
            ], children),
        ])
    }

    /// The sample's `DefinitionItem`: a bold title on the left, its definition on the right.
    static func definition(_ title: String, _ definition: String) -> JSONValue {
        element("layout:row", ["mainAxisAlignment": "spaceBetween", "marginVertical": 6, "width": "expand"], [
            element("layout:column", ["marginEnd": 12, "width": "expand"], [
                element("layout:text", ["size": 14, "weight": "bold", "text": .string(title)]),
            ]),
            element("layout:column", ["mainAxisAlignment": "end"], [
                element("layout:text", ["size": 14, "weight": "normal", "text": .string(definition)]),
            ]),
        ])
    }
}
