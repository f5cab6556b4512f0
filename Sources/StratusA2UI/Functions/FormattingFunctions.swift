import Foundation
import StratusCodable

/// The basic catalog's formatting functions: formatString, formatNumber, formatCurrency, formatDate, pluralize.
///
/// Results follow google/A2UI renderers/web_core/src/v0_9/basic_catalog/functions/basic_functions.ts, which
/// formats with JavaScript's `Intl` and date-fns; Stratus formats with its own tables (Docs/A2UI.md lists the
/// locales), so a terminal renders the same text on every machine.
enum FormattingFunctions {
    static let all: [A2UIFunction] = [formatString, formatNumber, formatCurrency, formatDate, pluralize]

    static let formatString = A2UIFunction("formatString", returns: .string) { arguments, context throws(A2UIError) in
        let template: String = switch try arguments.value("value") {
        case .string(let string): string
        case let other: TextConversion.string(other)
        }
        return .string(try context.format(template))
    }

    static let formatNumber = A2UIFunction("formatNumber", returns: .string) { arguments, context throws(A2UIError) in
        guard let value = FunctionArguments.number(try arguments.value("value")), !value.isNaN else { return "" }
        let decimals = try arguments.optionalNumber("decimals").map { max(0, min(20, Int($0))) }
        let grouping = try arguments.optionalBool("grouping") ?? true
        let format = NumberFormat(locale: context.locale)
        return .string(format.string(value, minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 3,
                                     grouping: grouping))
    }

    static let formatCurrency = A2UIFunction("formatCurrency", returns: .string) { arguments, context throws(A2UIError) in
        guard let value = FunctionArguments.number(try arguments.value("value")), !value.isNaN else { return "" }
        let code = try arguments.string("currency")
        let decimals = try arguments.optionalNumber("decimals").map { max(0, min(20, Int($0))) }
        let grouping = try arguments.optionalBool("grouping") ?? true
        guard let currency = Currency(code: code) else {
            // As the reference: a code Intl refuses falls back to the number with its decimals and nothing else.
            return .string(String(format: "%.\(decimals ?? 2)f", value))
        }
        let digits = decimals ?? currency.minorDigits
        let format = NumberFormat(locale: context.locale)
        let number = format.string(abs(value), minimumFractionDigits: digits, maximumFractionDigits: digits, grouping: grouping)
        return .string((value < 0 ? "-" : "") + format.placeCurrency(currency.symbol, around: number))
    }

    static let formatDate = A2UIFunction("formatDate", returns: .string) { arguments, context throws(A2UIError) in
        let value = try arguments.value("value")
        let pattern = try arguments.string("format")
        guard let date = DatePattern.date(from: value) else { return "" }
        if pattern == "ISO" { return .string(DatePattern.isoString(date)) }
        return .string(DatePattern(pattern).string(from: date, in: context.timeZone))
    }

    static let pluralize = A2UIFunction("pluralize", returns: .string) { arguments, context throws(A2UIError) in
        let count = try arguments.number("value")
        let other = try arguments.string("other")
        let category = PluralRules(locale: context.locale).category(of: count)
        return .string(try arguments.optionalString(category.rawValue) ?? other)
    }
}
