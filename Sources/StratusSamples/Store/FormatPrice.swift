import StratusCore

/// `formatPrice(value, currency)`: a price as the store shows it: `R$ 1.234,56` for BRL (the sample's
/// currency, Brazilian style), `$1,234.56` for USD, `€1.234,56` for EUR, else `1,234.56 XYZ`.
struct FormatPrice: OperationDecodable {
    static let properties = ["value", "currency"]
    /// Its synthesized keys are plain (`OperationDecodable.plainCodingKeys`): the catalogue formats a price a row.
    static var plainCodingKeys: (any CodingKey.Type)? { CodingKeys.self }
    var value: Double
    var currency: String?

    /// A number and a string or null, as they stand: what decoding makes of them. Anything else (a number written
    /// as text, a currency that is a number) is decoded, under Docs/Nimbus.md §8's coercions.
    static func fromPlainArguments(_ arguments: [JSONValue]) -> FormatPrice? {
        let currency: String?
        switch arguments[1] {
        case .string(let code): currency = code
        case .null: currency = nil
        default: return nil
        }
        switch arguments[0] {
        case .integer(let integer): return FormatPrice(value: Double(integer), currency: currency)
        case .double(let double) where double.isFinite: return FormatPrice(value: double, currency: currency)
        default: return nil
        }
    }

    func execute() -> String {
        let code = (currency ?? "BRL").uppercased()
        switch code {
        case "BRL": return "R$ " + Self.amount(value, thousands: ".", decimal: ",")
        case "USD": return (value < 0 ? "-$" : "$") + Self.amount(abs(value), thousands: ",", decimal: ".")
        case "EUR": return (value < 0 ? "-€" : "€") + Self.amount(abs(value), thousands: ".", decimal: ",")
        default: return Self.amount(value, thousands: ",", decimal: ".") + " " + code
        }
    }

    /// Two decimals, rounded half away from zero, with grouped thousands. An amount whose cents do not fit in 64 bits
    /// (92 quadrillion and more, where a Double holds no cents anyway) is written as Swift writes the number
    /// (`1e+20`): counting its cents in an `Int64` would stop the program.
    static func amount(_ value: Double, thousands: String, decimal: String) -> String {
        guard value.isFinite else { return "-" }
        let scaled = (abs(value) * 100).rounded()
        guard scaled < 9.2e18 else { return (value < 0 ? "-" : "") + "\(abs(value))" }
        let cents = Int64(scaled)
        var whole = String(cents / 100)
        var grouped = ""
        while whole.count > 3 {
            grouped = thousands + String(whole.suffix(3)) + grouped
            whole.removeLast(3)
        }
        let fraction = cents % 100
        return (value < 0 ? "-" : "") + whole + grouped + decimal + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
