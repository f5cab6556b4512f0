import Foundation
import StratusCodable
import StratusStore
import Testing

/// A cart line holds a product and codes as the product's fields with `quantity` beside them, the sample's shape.
@Suite("Cart products")
struct CartProductTests {
    @Test func encodesAsTheProductsFieldsWithTheQuantity() throws {
        let product = try #require(StoreCatalogue.product(id: 2))
        let line = CartProduct(product, quantity: 3)
        let encoded = try JSONValue(parsing: try JSONEncoder().encode(line))
        var expected = try #require(try JSONValue(parsing: try JSONEncoder().encode(product)).objectValue)
        expected["quantity"] = 3
        #expect(encoded == .object(expected))
    }

    @Test func decodesWhatItEncodes() throws {
        let line = CartProduct(try #require(StoreCatalogue.product(id: 7)), quantity: 2)
        let decoded = try JSONDecoder().decode(CartProduct.self, from: try JSONEncoder().encode(line))
        #expect(decoded == line)
        #expect(decoded.product.id == 7)
    }

    @Test func refusesALineWithoutAQuantity() throws {
        let product = try JSONEncoder().encode(try #require(StoreCatalogue.product(id: 1)))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CartProduct.self, from: product) }
    }
}
