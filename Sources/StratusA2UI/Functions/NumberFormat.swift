import Foundation

/// Numbers written with a locale's separators: the part of `Intl.NumberFormat` A2UI's functions use.
///
/// English is the default; German, Spanish, Italian, Dutch, Portuguese, Danish, Indonesian and Turkish group with
/// `.` and mark decimals with `,`; French with a narrow no-break space and `,`; Swiss German with `’` and `.`.
struct NumberFormat {
    /// Between groups of three digits.
    let groupSeparator: String
    /// Before the fraction.
    let decimalSeparator: String
    /// Whether the currency symbol follows the number (`1.234,56 €`) instead of preceding it.
    let symbolAfter: Bool

    init(locale: String) {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? "en"
        switch language {
        case "de" where locale.lowercased().hasSuffix("ch"):
            (groupSeparator, decimalSeparator, symbolAfter) = ("\u{2019}", ".", false)
        case "de", "es", "it", "nl", "pt", "da", "id", "tr":
            (groupSeparator, decimalSeparator, symbolAfter) = (".", ",", language != "nl")
        case "fr":
            (groupSeparator, decimalSeparator, symbolAfter) = ("\u{202F}", ",", true)
        default:
            (groupSeparator, decimalSeparator, symbolAfter) = (",", ".", false)
        }
    }

    /// `value` rounded to at most `maximumFractionDigits`, with at least `minimumFractionDigits`.
    func string(_ value: Double, minimumFractionDigits: Int, maximumFractionDigits: Int, grouping: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let rounded = String(format: "%.\(maximumFractionDigits)f", abs(value))
        let parts = rounded.split(separator: ".", omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count > minimumFractionDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        if grouping, integer.count > 3 {
            var grouped = ""
            for (offset, digit) in integer.enumerated() {
                if offset > 0, (integer.count - offset) % 3 == 0 { grouped += groupSeparator }
                grouped.append(digit)
            }
            integer = grouped
        }
        let negative = value < 0 && (Double(rounded) ?? 0) != 0
        return (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : decimalSeparator + fraction)
    }

    /// `number` with a currency `symbol` where the locale writes it.
    func placeCurrency(_ symbol: String, around number: String) -> String {
        symbolAfter ? number + "\u{00A0}" + symbol : symbol + (symbol.count > 1 && symbol.last?.isLetter == true ? "\u{00A0}" : "") + number
    }
}

/// An ISO 4217 currency: its symbol and its usual number of decimals.
struct Currency {
    let symbol: String
    let minorDigits: Int

    /// The currency of a three-letter code; nil for a code that is not three letters (Intl refuses those).
    init?(code: String) {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let upper = code.uppercased()
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "CNY": "CN¥", "KRW": "₩",
                       "CAD": "CA$", "AUD": "A$", "BRL": "R$", "MXN": "MX$", "ILS": "₪", "VND": "₫", "NZD": "NZ$",
                       "HKD": "HK$", "TWD": "NT$", "PHP": "₱"]
        symbol = symbols[upper] ?? upper
        minorDigits = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "PYG"].contains(upper) ? 0 : 2
    }
}
