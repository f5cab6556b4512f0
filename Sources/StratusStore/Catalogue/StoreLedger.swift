/// What the store remembers while it runs: a cart per client and every order, newest first when listed.
///
/// Follows nimbus-backend-ts `sample/src/services`: adding a product already in the cart raises its quantity,
/// placing an order empties the cart, and an order paid with a card is `PAYMENT_ACCEPTED`. Unlike the sample,
/// which has one cart for everybody, carts are kept per client (the `client-id` request header; one shared
/// cart when absent), so that several apps or tests can shop at once.
public actor StoreLedger {
    private var carts: [String: Cart] = [:]
    private var orders: [Order] = []
    private var received: [OrderRequest] = []

    /// An empty store.
    public init() {}

    /// The cart of `client` (empty at first).
    public func cart(of client: String) -> Cart {
        carts[client] ?? Cart()
    }

    /// Adds one of the product to the client's cart.
    /// - Returns: the cart, or nil when there is no such product.
    public func add(productID: Int, for client: String) -> Cart? {
        guard let product = StoreCatalogue.product(id: productID) else { return nil }
        var cart = carts[client] ?? Cart()
        if let index = cart.products.firstIndex(where: { $0.product.id == productID }) {
            cart.products[index].quantity += 1
        } else {
            cart.products.append(CartProduct(product, quantity: 1))
        }
        cart.total += product.price
        carts[client] = cart
        return cart
    }

    /// Empties the client's cart.
    public func clearCart(of client: String) -> Cart {
        carts[client] = Cart()
        return Cart()
    }

    /// Places an order with the client's cart and empties it. The request was checked to carry both the
    /// address and the card.
    /// - Returns: every order, newest first (what the sample answers).
    public func placeOrder(_ request: OrderRequest, for client: String) -> [Order] {
        received.append(request)
        let cart = carts[client] ?? Cart()
        let total = cart.products.reduce(0) { $0 + $1.product.price * Double($1.quantity) }
        let order = Order(id: String(orders.count + 1), state: request.payment == nil ? "AWAITING_PAYMENT" : "PAYMENT_ACCEPTED",
                          products: cart.products, total: total, address: request.address ?? Address())
        orders.append(order)
        carts[client] = Cart()
        return listOrders()
    }

    /// Every order, newest first.
    public func listOrders() -> [Order] {
        orders.reversed()
    }

    /// The order with `id`.
    public func order(id: String) -> Order? {
        orders.first { $0.id == id }
    }

    /// The bodies of every order placed, oldest first, exactly as decoded (what tests compare with what was typed).
    public func receivedOrders() -> [OrderRequest] {
        received
    }
}
