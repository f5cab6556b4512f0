import StratusCodable

/// The requests of the store's screens (nimbus-backend-ts `sample/src/nimbus/network`), as `sendRequest` actions.
enum StoreRequests {
    /// `PUT /data/cart {productId}`; the answer becomes `global.cart`. What happened is told in the states
    /// `added` and `notAdded` (shown with ``notice(_:color:)`` and ``problem(_:)``), which its screen declares.
    static func addToCart(_ productID: String) -> JSONValue {
        request("/data/cart", method: "Put", data: ["productId": .string(productID)], [
            "onSuccess": [
                setState("global.cart", "@{onSuccess.data}"),
                setState("notAdded", ""),
                setState("added", "✓ Added to the cart (total @{formatPrice(onSuccess.data.total, 'BRL')})"),
            ],
            "onError": [
                setState("added", ""),
                setState("notAdded", "✖ Not added to the cart: @{onError.message}"),
            ],
        ])
    }

    /// `POST /data/order {address, payment}`.
    static func createOrder(address: String, payment: String, _ followUps: JSONObject) -> JSONValue {
        request("/data/order", method: "Post", data: ["address": .string(address), "payment": .string(payment)],
                followUps)
    }

    /// The zip code look-up of the address form. The sample asks viacep.com.br; the store answers it itself
    /// at `/data/zip/ZIP` with the same fields, so that the app works offline.
    static func fetchZipAddress(_ zip: String, _ followUps: JSONObject) -> JSONValue {
        request("/data/zip/\(zip)", followUps)
    }

    /// A `sendRequest` to `url` with its `onSuccess`, `onError` and `onFinish`.
    static func request(_ url: String, method: String? = nil, data: JSONValue? = nil,
                        _ followUps: JSONObject) -> JSONValue {
        var properties: JSONObject = ["url": .string(url)]
        if let method { properties["method"] = .string(method) }
        if let data { properties["data"] = data }
        properties.merge(followUps) { $1 }
        return action("sendRequest", properties)
    }
}
