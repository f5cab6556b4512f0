import StratusCodable

/// The store's own zip code (CEP) look-up, answered at `/data/zip/ZIP` with viacep.com.br's field names, so that
/// the address form works offline.
///
/// A CEP has eight digits, and Correios gives each state (UF) its ranges of them: every CEP in a range gets its
/// state, the CEPs of a few cities their city too, and a few whole addresses their street. A CEP of another
/// length, or in no state's range (`00000-000`), is not found.
public enum ZipCodes {
    /// The address of `zip` (any punctuation ignored), or nil when it is not a CEP of any state.
    public static func address(of zip: String) -> JSONValue? {
        let digits = zip.filter(\.isASCII).filter(\.isNumber)
        guard digits.count == 8, let number = Int(digits) else { return nil }
        if let known = streets[digits] { return known }
        guard let state = states.first(where: { $0.ranges.contains { $0.contains(number) } })?.state else { return nil }
        let city = cities.first { $0.state == state && $0.range.contains(number) }?.city ?? ""
        let formatted = String(digits.prefix(5)) + "-" + String(digits.suffix(3))
        return ["cep": .string(formatted), "logradouro": "", "bairro": "", "localidade": .string(city), "uf": .string(state)]
    }

    /// Whole addresses, by CEP.
    static let streets: [String: JSONValue] = [
        "01001000": ["cep": "01001-000", "logradouro": "Praça da Sé", "bairro": "Sé", "localidade": "São Paulo",
                     "uf": "SP"],
        "38400000": ["cep": "38400-000", "logradouro": "", "bairro": "", "localidade": "Uberlândia", "uf": "MG"],
    ]

    /// Each state's CEP ranges (Correios' ranges by UF).
    static let states: [(state: String, ranges: [ClosedRange<Int>])] = [
        ("SP", [1_000_000...19_999_999]), ("RJ", [20_000_000...28_999_999]), ("ES", [29_000_000...29_999_999]),
        ("MG", [30_000_000...39_999_999]), ("BA", [40_000_000...48_999_999]), ("SE", [49_000_000...49_999_999]),
        ("PE", [50_000_000...56_999_999]), ("AL", [57_000_000...57_999_999]), ("PB", [58_000_000...58_999_999]),
        ("RN", [59_000_000...59_999_999]), ("CE", [60_000_000...63_999_999]), ("PI", [64_000_000...64_999_999]),
        ("MA", [65_000_000...65_999_999]), ("PA", [66_000_000...68_899_999]), ("AP", [68_900_000...68_999_999]),
        ("AM", [69_000_000...69_299_999, 69_400_000...69_899_999]), ("RR", [69_300_000...69_399_999]),
        ("AC", [69_900_000...69_999_999]), ("DF", [70_000_000...72_799_999, 73_000_000...73_699_999]),
        ("GO", [72_800_000...72_999_999, 73_700_000...76_799_999]), ("RO", [76_800_000...76_999_999]),
        ("TO", [77_000_000...77_999_999]), ("MT", [78_000_000...78_899_999]), ("MS", [79_000_000...79_999_999]),
        ("PR", [80_000_000...87_999_999]), ("SC", [88_000_000...89_999_999]), ("RS", [90_000_000...99_999_999]),
    ]

    /// The CEP ranges of a few cities.
    static let cities: [(city: String, state: String, range: ClosedRange<Int>)] = [
        ("São Paulo", "SP", 1_000_000...5_999_999), ("Rio de Janeiro", "RJ", 20_000_000...23_799_999),
        ("Belo Horizonte", "MG", 30_000_000...31_999_999), ("Uberlândia", "MG", 38_400_000...38_415_999),
        ("Salvador", "BA", 40_000_000...42_599_999), ("Recife", "PE", 50_000_000...52_999_999),
        ("Fortaleza", "CE", 60_000_000...61_599_999), ("Brasília", "DF", 70_000_000...72_799_999),
        ("Curitiba", "PR", 80_000_000...82_999_999), ("Florianópolis", "SC", 88_000_000...88_099_999),
        ("Porto Alegre", "RS", 90_000_000...91_999_999), ("Caxias do Sul", "RS", 95_000_000...95_124_999),
    ]
}
