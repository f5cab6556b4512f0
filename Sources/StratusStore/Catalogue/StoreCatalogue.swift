/// The twenty products of the store sample (nimbus-backend-ts `sample/src/services/product.ts`, itself taken
/// from fakestoreapi.com), with descriptions shortened to their first sentence. Pictures are served by the
/// store itself at `/images/ID.png`.
public enum StoreCatalogue {
    /// Every product, by id.
    public static let products: [Product] = [
        product(1, "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops", 109.95, "men's clothing", rate: 3.9, count: 120,
                "Your perfect pack for everyday use and walks in the forest."),
        product(2, "Mens Casual Premium Slim Fit T-Shirts", 22.3, "men's clothing", rate: 4.1, count: 259,
                "Slim-fitting style, contrast raglan long sleeve, three-button henley placket, light weight & soft fabric for breathable and comfortable…"),
        product(3, "Mens Cotton Jacket", 55.99, "men's clothing", rate: 4.7, count: 500,
                "great outerwear jackets for Spring/Autumn/Winter, suitable for many occasions, such as working, hiking, camping, mountain/rock climbing,…"),
        product(4, "Mens Casual Slim Fit", 15.99, "men's clothing", rate: 2.1, count: 430,
                "The color could be slightly different between on the screen and in practice."),
        product(5, "John Hardy Women's Legends Naga Gold & Silver Dragon Station Chain Bracelet", 695, "jewelery", rate: 4.6, count: 400,
                "From our Legends Collection, the Naga was inspired by the mythical water dragon that protects the ocean's pearl."),
        product(6, "Solid Gold Petite Micropave", 168, "jewelery", rate: 3.9, count: 70,
                "Satisfaction Guaranteed."),
        product(7, "White Gold Plated Princess", 9.99, "jewelery", rate: 3, count: 400,
                "Classic Created Wedding Engagement Solitaire Diamond Promise Ring for Her."),
        product(8, "Pierced Owl Rose Gold Plated Stainless Steel Double", 10.99, "jewelery", rate: 1.9, count: 100,
                "Rose Gold Plated Double Flared Tunnel Plug Earrings."),
        product(9, "WD 2TB Elements Portable External Hard Drive - USB 3.0", 64, "electronics", rate: 3.3, count: 203,
                "USB 3.0 and USB 2.0 Compatibility Fast data transfers Improve PC Performance High Capacity; Compatibility Formatted NTFS for Windows 10,…"),
        product(10, "SanDisk SSD PLUS 1TB Internal SSD - SATA III 6 Gb/s", 109, "electronics", rate: 2.9, count: 470,
                "Easy upgrade for faster boot up, shutdown, application load and response (As compared to 5400 RPM SATA 2.5” hard drive; Based on published…"),
        product(11, "Silicon Power 256GB SSD 3D NAND A55 SLC Cache Performance Boost SATA III 2.5", 109, "electronics", rate: 4.8, count: 319,
                "3D NAND flash are applied to deliver high transfer speeds Remarkable transfer speeds that enable faster bootup and improved overall system…"),
        product(12, "WD 4TB Gaming Drive Works with Playstation 4 Portable External Hard Drive", 114, "electronics", rate: 4.8, count: 400,
                "Expand your PS4 gaming experience, Play anywhere Fast and easy, setup Sleek design with high capacity, 3-year manufacturer's limited…"),
        product(13, "Acer SB220Q bi 21.5 inches Full HD (1920 x 1080) IPS Ultra-Thin", 599, "electronics", rate: 2.9, count: 250,
                "21."),
        product(14, "Samsung 49-Inch CHG90 144Hz Curved Gaming Monitor (LC49HG90DMNXZA) – Super Ultrawide Screen QLED", 999.99, "electronics", rate: 2.2, count: 140,
                "49 INCH SUPER ULTRAWIDE 32:9 CURVED GAMING MONITOR with dual 27 inch screen side by side QUANTUM DOT (QLED) TECHNOLOGY, HDR support and…"),
        product(15, "BIYLACLESEN Women's 3-in-1 Snowboard Jacket Winter Coats", 56.99, "women's clothing", rate: 2.6, count: 235,
                "Note:The Jackets is US standard size, Please choose size as your usual wear Material: 100% Polyester; Detachable Liner Fabric: Warm Fleece."),
        product(16, "Lock and Love Women's Removable Hooded Faux Leather Moto Biker Jacket", 29.95, "women's clothing", rate: 2.9, count: 340,
                "100% POLYURETHANE(shell) 100% POLYESTER(lining) 75% POLYESTER 25% COTTON (SWEATER), Faux leather material for style and comfort / 2 pockets…"),
        product(17, "Rain Jacket Women Windbreaker Striped Climbing Raincoats", 39.99, "women's clothing", rate: 3.8, count: 679,
                "Lightweight perfet for trip or casual wear---Long sleeve with hooded, adjustable drawstring waist design."),
        product(18, "MBJ Women's Solid Short Sleeve Boat Neck V", 9.85, "women's clothing", rate: 4.7, count: 130,
                "95% RAYON 5% SPANDEX, Made in USA or Imported, Do Not Bleach, Lightweight fabric with great stretch for comfort, Ribbed on sleeves and…"),
        product(19, "Opna Women's Short Sleeve Moisture", 7.95, "women's clothing", rate: 4.5, count: 146,
                "100% Polyester, Machine wash, 100% cationic polyester interlock, Machine Wash & Pre Shrunk for a Great Fit, Lightweight, roomy and highly…"),
        product(20, "DANVOUY Womens T Shirt Casual Cotton Short", 12.99, "women's clothing", rate: 3.6, count: 145,
                "95%Cotton,5%Spandex, Features: Casual, Short Sleeve, Letter Print,V-Neck,Fashion Tees, The fabric is soft and has some stretch., Occasion:…"),
    ]

    /// The product with `id`, if any.
    public static func product(id: Int) -> Product? {
        products.first { $0.id == id }
    }

    private static func product(_ id: Int, _ title: String, _ price: Double, _ category: String, rate: Double,
                                count: Int, _ description: String) -> Product {
        Product(id: id, title: title, price: price, description: description, category: category,
                image: "/images/\(id).png", rating: Rating(rate: rate, count: count))
    }
}
