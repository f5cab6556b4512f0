import Foundation
import StratusCore
import StratusStore
import StratusTerminal
import Testing

/// The store's HTTP API over a real server on loopback, route by route: what each answers, with which status,
/// for which client, and what it refuses.
@MainActor
@Suite("The store's data routes")
struct StoreDataRoutesTests {
    typealias Store = StoreServerTests

    @Test func theRootRedirectsToTheProducts() async throws {
        try await Store.withStore { base, _ in
            var limits = EngineLimits()
            limits.maximumRedirects = 0
            let response = try await AsyncHTTPTransport(limits: limits).send(
                ServerDrivenRequest(url: try #require(URL(string: base + "/"))))
            #expect(response.status == 303)
            #expect(response.headers["location"] == "/products")
            // Followed, the redirect lands on the products screen.
            let followed = try await Store.send(base + "/")
            #expect(followed.status == 200)
            #expect(followed.body == StoreScreens.screen(at: "/products"))
        }
    }

    @Test func everyProductIsServedWithItsCatalogueFields() async throws {
        try await Store.withStore { base, _ in
            let products = try #require(try await Store.send(base + "/data/products").body.arrayValue)
            #expect(products.count == StoreCatalogue.products.count)
            for (served, product) in zip(products, StoreCatalogue.products) {
                let fields = try #require(served.objectValue)
                #expect(fields["id"] == .integer(Int64(product.id)))
                #expect(fields["title"] == .string(product.title))
                #expect(fields["image"] == .string("/images/\(product.id).png"))
                #expect(fields["rating"]?.objectValue?["count"] == .integer(Int64(product.rating.count)))
            }
        }
    }

    @Test func anEmptyCartHasNoProductsAndNoTotal() async throws {
        try await Store.withStore { base, _ in
            let (status, cart) = try await Store.send(base + "/data/cart", client: "new")
            #expect(status == 200)
            #expect(cart == ["total": 0, "products": []])
        }
    }

    @Test func addingTwoProductsAddsTheirPrices() async throws {
        try await Store.withStore { base, ledger in
            _ = try await Store.send(base + "/data/cart", .put, json: #"{"productId": 2}"#, client: "c")
            let (_, cart) = try await Store.send(base + "/data/cart", .put, json: #"{"productId": 4}"#, client: "c")
            let lines = try #require(cart.objectValue?["products"]?.arrayValue)
            #expect(lines.compactMap { $0.objectValue?["id"] } == [2, 4])
            #expect(lines.compactMap { $0.objectValue?["quantity"] } == [1, 1])
            #expect(cart.objectValue?["total"]?.doubleValue.map { abs($0 - 38.29) < 1e-9 } == true)
            #expect(await ledger.cart(of: "c").products.count == 2)
        }
    }

    @Test func aCartPutWithoutAProductIDIsABadRequest() async throws {
        try await Store.withStore { base, ledger in
            for body in [#"{}"#, #"{"productId": "three"}"#, "not json"] {
                let (status, answer) = try await Store.send(base + "/data/cart", .put, json: body, client: "d")
                #expect(status == 400, "\(body)")
                #expect(answer.objectValue?["error"]?.stringValue?.contains("productId") == true)
            }
            #expect(await ledger.cart(of: "d").products.isEmpty)
        }
    }

    @Test func deletingTheCartEmptiesItForThatClientOnly() async throws {
        try await Store.withStore { base, _ in
            _ = try await Store.send(base + "/data/cart", .put, json: #"{"productId": 1}"#, client: "e")
            _ = try await Store.send(base + "/data/cart", .put, json: #"{"productId": 1}"#, client: "f")
            let (status, emptied) = try await Store.send(base + "/data/cart", .delete, client: "e")
            #expect(status == 200)
            #expect(emptied == ["total": 0, "products": []])
            #expect(try await Store.send(base + "/data/cart", client: "e").body.objectValue?["products"] == [])
            let other = try await Store.send(base + "/data/cart", client: "f").body
            #expect(other.objectValue?["products"]?.arrayValue?.count == 1)
        }
    }

    @Test func ordersAreListedNewestFirstWithIncreasingIDs() async throws {
        try await Store.withStore { base, _ in
            let order = #"{"address": {"zip": "38400000"}, "payment": {"number": "4111"}}"#
            for product in [5, 6] {
                _ = try await Store.send(base + "/data/cart", .put, json: #"{"productId": \#(product)}"#)
                #expect(try await Store.send(base + "/data/order", .post, json: order).status == 201)
            }
            let (status, orders) = try await Store.send(base + "/data/orders")
            #expect(status == 200)
            let listed = try #require(orders.arrayValue)
            #expect(listed.compactMap { $0.objectValue?["id"] } == ["2", "1"])
            #expect(listed.compactMap { $0.objectValue?["total"] } == [168, 695])
            #expect(listed.first?.objectValue?["address"]?.objectValue?["zip"] == "38400000")
        }
    }

    @Test func anOrderWithNeitherAddressNorCardSaysWhatWasFound() async throws {
        try await Store.withStore { base, ledger in
            let nothing = try await Store.send(base + "/data/order", .post, json: "{}")
            #expect(nothing.status == 500)
            #expect(nothing.body.objectValue?["error"]?.stringValue?.hasSuffix("Found: nothing.") == true)
            let cardOnly = try await Store.send(base + "/data/order", .post, json: #"{"payment": {"number": "1"}}"#)
            #expect(cardOnly.body.objectValue?["error"]?.stringValue?.hasSuffix("Found: payment.") == true)
            #expect(await ledger.listOrders().isEmpty)
        }
    }

    @Test func zipCodesAnswerWithViacepFieldsFromTheirStateAndCityRanges() async throws {
        try await Store.withStore { base, _ in
            let (status, address) = try await Store.send(base + "/data/zip/01001-000")
            #expect(status == 200)
            #expect(address.objectValue?["localidade"] == "São Paulo")
            #expect(address.objectValue?["logradouro"] == "Praça da Sé")
            #expect(address.objectValue?["uf"] == "SP")
            // The address form's own example: a city's range, without a street.
            let example = try await Store.send(base + "/data/zip/95010-000")
            #expect(example.status == 200)
            #expect(example.body == ["cep": "95010-000", "logradouro": "", "bairro": "", "localidade": "Caxias do Sul",
                                     "uf": "RS"])
            // Only a state's range: the state, no city.
            let stateOnly = try await Store.send(base + "/data/zip/69301000")
            #expect(stateOnly.body.objectValue?["uf"] == "RR" && stateOnly.body.objectValue?["localidade"] == "")
            for zip in ["00000000", "9501000", "950100001"] {
                let unknown = try await Store.send(base + "/data/zip/" + zip)
                #expect(unknown.status == 404, "\(zip)")
                #expect(unknown.body.objectValue?["error"] == .string("unknown zip code \(zip)"))
            }
        }
    }

    @Test func picturesDecodeAndDifferByProduct() async throws {
        try await Store.withStore { base, _ in
            var pictures: [PixelImage] = []
            for id in [1, 2] {
                let response = try await AsyncHTTPTransport().send(
                    ServerDrivenRequest(url: try #require(URL(string: base + "/images/\(id).png"))))
                #expect(response.headers["content-length"] == String(response.body.count))
                pictures.append(try PixelImage(decoding: response.body))
            }
            #expect(pictures.map(\.width) == [24, 24])
            #expect(pictures.map(\.height) == [24, 24])
            #expect(pictures[0][0, 0] != pictures[1][0, 0])
            // The darker band runs along the diagonal.
            #expect(pictures[0][12, 12] != pictures[0][0, 23])
            for name in ["1.jpg", "x.png", "0.png"] {
                #expect(try await Store.send(base + "/images/" + name).status == 404, "\(name)")
            }
        }
    }

    @Test func aRouteThatIsNotServedIs404() async throws {
        try await Store.withStore { base, _ in
            let data = try await Store.send(base + "/data/nothing")
            let screen = try await Store.send(base + "/checkout")
            #expect(data.status == 404)
            #expect(screen.status == 404)
        }
    }
}
