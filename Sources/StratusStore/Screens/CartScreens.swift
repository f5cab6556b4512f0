import StratusCodable

/// The screens of buying, written from nimbus-backend-ts `sample/src/nimbus/screens/cart.tsx`, `address.tsx`
/// and `payment.tsx`: the same components, properties and actions.
enum CartScreens {
    /// `/cart`: the products in the cart with their quantities, the total, and "Buy".
    static var cart: JSONValue {
        let onInit = action("condition", [
            "condition": "@{isNull(global.cart)}",
            "onTrue": [StoreRequests.request("/data/cart", [
                "onSuccess": [setState("global.cart", "@{onSuccess.data}")],
                "onError": [logError("@{onError.message}")],
                "onFinish": [setState("isLoading", false)],
            ])],
            "onFalse": [setState("isLoading", false)],
        ])
        let emptyCart = element("layout:column", ["width": "expand", "height": "expand", "padding": 20,
                                                  "mainAxisAlignment": "center", "crossAxisAlignment": "center"], [
            element("layout:text", ["alignment": "center",
                                    "text": "Your cart is empty. Go to the products page and add some products."]),
        ])
        let line = element("layout:touchable", ["onPress": [
            action("present", ["url": "/product", "state": ["product": "@{item}"]]),
        ]], [
            element("layout:row", [
                "padding": 12, "marginBottom": 14, "borderColor": "#e3e3e3", "borderWidth": 1,
                "backgroundColor": "#FFFFFF", "cornerRadius": 12, "crossAxisAlignment": "center", "width": "expand",
            ], [
                element("layout:remoteImage", ["url": "@{item.image}", "width": 50, "scale": "fillWidth",
                                               "accessibility": ["label": "@{item.title}"]]),
                element("layout:row", ["marginStart": 16, "width": "expand", "mainAxisAlignment": "spaceBetween"], [
                    element("layout:row", ["width": "expand", "marginEnd": 10], [
                        element("layout:text", ["size": 14, "weight": "light",
                                                "text": "(@{item.quantity}) @{item.title}"]),
                    ]),
                    element("layout:text", ["size": 14, "weight": "normal",
                                            "text": "@{formatPrice(multiply(item.quantity, item.price), 'BRL')}"]),
                ]),
            ]),
        ])
        let cartView: [JSONValue] = [
            element("layout:column", ["height": "expand"], [
                element("layout:scrollView", [:], [
                    element("layout:column", ["padding": 16], [
                        element("forEach", ["items": "@{global.cart.products}", "key": "id"], [line]),
                    ]),
                ]),
            ]),
            element("layout:row", [
                "height": 70, "paddingHorizontal": 16, "crossAxisAlignment": "center", "backgroundColor": "#FFFFFF",
                "borderColor": "#e3e3e3", "borderWidth": 1, "width": "expand", "mainAxisAlignment": "spaceBetween",
            ], [
                element("layout:column", [:], [
                    element("layout:text", ["size": 14, "weight": "light", "text": "Total"]),
                    element("layout:text", ["color": "#008000", "text": "@{formatPrice(global.cart.total, 'BRL')}"]),
                ]),
                element("store:button", id: "buy", ["text": "Buy", "onPress": [action("push", ["url": "/address"])]]),
            ]),
        ]
        return element("layout:screen", state: ["isLoading": true], ["title": "Cart"], [
            element("layout:column", ["width": "expand", "height": "expand", "backgroundColor": "#EEEEEE"], [
                element("layout:lifecycle", ["onInit": [onInit]], [
                    loading("isLoading", [
                        ifElement("@{isEmpty(global.cart.products)}", then: [emptyCart], else: cartView),
                    ]),
                ]),
            ]),
        ])
    }

    /// `/address`: the address form; the zip code fills the rest when it loses focus; "Next" opens the payment.
    static var address: JSONValue {
        // A field the look-up leaves empty keeps what was typed in it.
        func fill(_ field: String, from answer: String) -> JSONValue {
            setState("formAddress.\(field)",
                     .string("@{condition(isEmpty(onSuccess.data.\(answer)), formAddress.\(field), onSuccess.data.\(answer))}"))
        }
        let lookUp = StoreRequests.fetchZipAddress("@{onBlur}", [
            "onSuccess": [
                setState("zipProblem", ""),
                fill("city", from: "localidade"), fill("neighborhood", from: "bairro"), fill("state", from: "uf"),
                fill("street", from: "logradouro"),
            ],
            "onError": [setState("zipProblem", .string("@{condition(eq(onError.httpStatus, 404), "
                + "concat('No address found for zip code ', onBlur, '.'), "
                + "concat('The zip code could not be looked up: ', onError.message))}"))],
        ])
        let fillByZip = action("condition", ["condition": "@{isEmpty(onBlur)}", "onTrue": [setState("zipProblem", "")],
                                             "onFalse": [lookUp]])
        return element("layout:screen", ["title": "Address"], [
            element("layout:column", state: ["formAddress": nil, "zipProblem": ""], ["backgroundColor": "#EEEEEE"], [
                element("layout:column", ["padding": 16, "height": "expand"], [
                    element("layout:row", ["marginBottom": 16], [
                        input("Zip Code", "Eg: 95010-000", path: "formAddress.zip", type: "number", mask: "00000-000",
                              onBlur: fillByZip),
                    ]),
                    problem("zipProblem"),
                    element("layout:row", ["marginBottom": 12], [
                        element("layout:column", ["marginEnd": 6, "width": "expand"], [
                            input("Street", "Eg: Rua das Árvores", path: "formAddress.street"),
                        ]),
                        element("layout:column", ["marginStart": 6, "width": 100], [
                            input("Number", "Eg: 101", path: "formAddress.number", type: "number"),
                        ]),
                    ]),
                    element("layout:row", ["marginBottom": 48], [
                        element("layout:column", ["marginEnd": 6, "width": "expand"], [
                            input("City", "Eg: Uberlândia", path: "formAddress.city"),
                        ]),
                        element("layout:column", ["marginStart": 6, "width": 100], [
                            input("State", "Eg: MG", path: "formAddress.state"),
                        ]),
                    ]),
                ]),
                element("layout:row", ["mainAxisAlignment": "spaceBetween", "width": "expand", "padding": 16], [
                    element("store:button", id: "cancel", ["text": "Cancel", "onPress": [action("pop")]]),
                    element("store:button", id: "next", ["text": "Next", "onPress": [
                        action("push", ["url": "/payment", "state": ["address": "@{formAddress}"]]),
                    ]]),
                ]),
            ]),
        ])
    }

    /// `/payment`: the card form; "Complete order" posts the address and the card, then empties the cart,
    /// keeps the orders the store answers, goes back to the cart and switches the tab to Orders.
    static var payment: JSONValue {
        let makeOrder = StoreRequests.createOrder(address: "@{address}", payment: "@{card}", [
            "onSuccess": [
                setState("global.cart.products", []),
                setState("global.cart.total", 0),
                setState("global.orders", "@{onSuccess.data}"),
                action("popTo", ["url": "/cart"]),
                action("store:changeBottomNavigatorRoute", ["route": "Orders"]),
            ],
            "onError": [setState("orderProblem", "The order was not placed: @{onError.message}")],
        ])
        return element("layout:screen", state: ["card": nil, "orderProblem": ""], ["title": "Payment"], [
            element("layout:column", ["backgroundColor": "#EEEEEE"], [
                element("layout:column", ["padding": 16, "height": "expand"], [
                    element("layout:row", ["marginBottom": 12], [
                        input("Card number", "0000 0000 0000 0000", path: "card.number", type: "number",
                              mask: "0000 0000 0000 0000"),
                    ]),
                    element("layout:row", ["marginBottom": 48], [
                        element("layout:column", ["marginEnd": 6, "width": "expand"], [
                            input("Expiration Date", "MM/YY", path: "card.expirationDate", mask: "00/00"),
                        ]),
                        element("layout:column", ["marginStart": 6, "width": 90], [
                            input("CVC", "000", path: "card.cvc", type: "number"),
                        ]),
                    ]),
                ]),
                element("layout:column", ["paddingHorizontal": 16], [problem("orderProblem")]),
                element("layout:row", ["mainAxisAlignment": "end", "width": "expand", "padding": 16], [
                    element("store:button", id: "complete-order", ["text": "Complete order", "onPress": [makeOrder]]),
                ]),
            ]),
        ])
    }

    /// The sample's `AddressInput` / `PaymentInput`: a `store:textInput` in a row, written back to `path`;
    /// `mask` (ours: `0` a digit, anything else itself) shapes what is typed, as `0000 0000 0000 0000`.
    static func input(_ label: String, _ placeholder: String, path: String, type: String? = nil, mask: String? = nil,
                      onBlur: JSONValue? = nil) -> JSONValue {
        var properties: JSONObject = [
            "label": .string(label), "placeholder": .string(placeholder), "value": .string("@{\(path)}"),
            "onChange": [setState(path, "@{onChange}")],
        ]
        if let type { properties["type"] = .string(type) }
        if let mask { properties["mask"] = .string(mask) }
        if let onBlur { properties["onBlur"] = [onBlur] }
        let id = path.split(separator: ".").last.map(String.init)
        return element("layout:row", ["marginTop": 4], [element("store:textInput", id: id, properties)])
    }
}
