import Foundation

/// Numbers written with a fixed count of decimals and grouped thousands in a locale's separators, as the d3-format
/// `,.Nf` that botbuilder-js's `string()` and `formatNumber()` use.
enum NumberFormat {
    /// The thousands separator and the decimal mark of `locale`; unknown locales write as `en-US`.
    static func separators(of locale: String) -> (group: String, decimal: String) {
        switch locale.lowercased().prefix(2) {
        case "de", "es", "it", "nl", "pt", "id", "da", "tr": return (".", ",")
        case "fr": return ("\u{A0}", ",")
        case "ru", "pl", "cs", "sv", "nb", "fi", "uk": return ("\u{A0}", ",")
        default: return (",", ".")
        }
    }

    /// `double` with `decimals` decimals (rounded half away from zero) and grouped thousands.
    static func format(_ double: Double, decimals: Int, locale: String) -> String {
        let decimals = min(max(decimals, 0), 20)
        let (group, decimal) = separators(of: locale)
        let fixed = String(format: "%.\(decimals)f", abs(double))
        let parts = fixed.split(separator: ".", omittingEmptySubsequences: false)
        let digits = Array(parts[0])
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += group }
            grouped.append(digit)
        }
        var text = (double < 0 && fixed.contains(where: { $0 != "0" && $0 != "." }) ? "-" : "") + grouped
        if parts.count > 1 { text += decimal + parts[1] }
        return text
    }

    /// The number of decimals JavaScript writes for `double` (`1.22` has 2), what `string()` keeps.
    static func decimalCount(of double: Double) -> Int {
        let text = ExpressionValue.text(double)
        guard let dot = text.firstIndex(of: "."), !text.contains("e") else { return 0 }
        return text.distance(from: dot, to: text.endIndex) - 1
    }
}
