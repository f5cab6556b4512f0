/// The models of the store sample (nimbus-backend-ts `sample/src/models`): what the `/data/...` routes send
/// and receive, with the same field names.

/// How a product was rated.
public struct Rating: Codable, Sendable, Equatable {
    /// The average rate, 0 to 5.
    public var rate: Double
    /// How many people rated.
    public var count: Int
}

/// A product of the catalogue.
public struct Product: Codable, Sendable, Equatable {
    /// The product's number.
    public var id: Int
    /// The name shown in lists.
    public var title: String
    /// The price in BRL.
    public var price: Double
    /// The long text of the product screen.
    public var description: String
    /// The catalogue section.
    public var category: String
    /// The picture's URL, relative to the store (`/images/1.png`).
    public var image: String
    /// What buyers thought.
    public var rating: Rating
}

/// A product in a cart or an order, with how many were bought.
///
/// On the wire it is the product's fields with `quantity` beside them (the sample's `CartProduct` extends
/// `Product`), so coding flattens ``product`` into the same object.
public struct CartProduct: Codable, Sendable, Equatable {
    /// The product bought.
    public var product: Product
    /// How many of it.
    public var quantity: Int

    /// A cart line of `quantity` times `product`.
    public init(_ product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    private enum CodingKeys: String, CodingKey {
        case quantity
    }

    /// Reads the product's fields and `quantity` from one object.
    public init(from decoder: any Decoder) throws {
        product = try Product(from: decoder)
        quantity = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .quantity)
    }

    /// Writes the product's fields and `quantity` into one object.
    public func encode(to encoder: any Encoder) throws {
        try product.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quantity, forKey: .quantity)
    }
}

/// A client's cart: its products and their total.
public struct Cart: Codable, Sendable, Equatable {
    /// The sum of price times quantity.
    public var total: Double = 0
    /// The products, in the order they were first added.
    public var products: [CartProduct] = []
}

/// Where an order goes. Every field is optional here: the sample's form may leave any of them empty.
public struct Address: Codable, Sendable, Equatable {
    /// The zip code (CEP).
    public var zip: String?
    /// The street.
    public var street: String?
    /// The house number.
    public var number: String?
    /// The city.
    public var city: String?
    /// The state (UF).
    public var state: String?
    /// Anything else (apartment, block).
    public var complement: String?
    /// The neighbourhood.
    public var neighborhood: String?
}

/// The card an order is paid with.
public struct PaymentCard: Codable, Sendable, Equatable {
    /// The card number as typed.
    public var number: String?
    /// `MM/YY`.
    public var expirationDate: String?
    /// The security code.
    public var cvc: String?
}

/// An order: the cart at the time it was placed, where it goes, and where it stands.
public struct Order: Codable, Sendable, Equatable {
    /// The order's number, as text (`"1"`).
    public var id: String
    /// `AWAITING_PAYMENT`, `PAYMENT_ACCEPTED`, `PREPARING`, `SENT`, `COMPLETED` or `CANCELED`.
    public var state: String
    /// What was bought.
    public var products: [CartProduct]
    /// The sum of price times quantity.
    public var total: Double
    /// Where it goes.
    public var address: Address

    /// ``state`` in words, as the screens show it: `PAYMENT_ACCEPTED` is "Payment accepted".
    public var stateText: String {
        let words = state.replacingOccurrences(of: "_", with: " ").lowercased()
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    private enum EncodingKeys: String, CodingKey {
        case id, state, stateText, products, total, address
    }

    /// Writes the order's fields and ``stateText`` beside ``state``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(state, forKey: .state)
        try container.encode(stateText, forKey: .stateText)
        try container.encode(products, forKey: .products)
        try container.encode(total, forKey: .total)
        try container.encode(address, forKey: .address)
    }
}

/// The body of `POST /data/order`: the address and the card, both required.
public struct OrderRequest: Codable, Sendable, Equatable {
    /// Where the order goes.
    public var address: Address?
    /// The card it is paid with.
    public var payment: PaymentCard?
}
