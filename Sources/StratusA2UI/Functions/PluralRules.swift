/// The CLDR plural category of a count in a language, as `Intl.PluralRules` selects it for cardinals.
///
/// Rules for English (and every language without rules here), French, Portuguese, Welsh, Russian, Ukrainian,
/// Polish, Czech, Arabic, and the languages with no plural forms (Japanese, Chinese, Korean, Vietnamese, Thai,
/// Indonesian); from the CLDR plural rules, written in Swift.
struct PluralRules {
    /// A plural category, named as pluralize's arguments are.
    enum Category: String {
        case zero, one, two, few, many, other
    }

    private let language: String

    init(locale: String) {
        language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? "en"
    }

    /// The category of `count`.
    func category(of count: Double) -> Category {
        let n = abs(count)
        let isInteger = n.rounded() == n && n < 1e15
        let i = isInteger ? Int(n) : Int(n.rounded(.towardZero))
        switch language {
        case "ja", "zh", "ko", "vi", "th", "id", "ms":
            return .other
        case "fr", "pt":
            return i == 0 || i == 1 ? .one : .other
        case "cy":
            guard isInteger else { return .other }
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            if i % 10 == 1, i % 100 != 11 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            return .many
        case "cs", "sk":
            guard isInteger else { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case "ar":
            guard isInteger else { return .other }
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(i % 100) { return .few }
                if (11...99).contains(i % 100) { return .many }
                return .other
            }
        default:
            return isInteger && i == 1 ? .one : .other
        }
    }
}
