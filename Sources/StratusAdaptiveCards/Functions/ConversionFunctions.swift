import Foundation
import StratusCodable

extension ExpressionFunctions {
    /// The locale argument at `index` when there is one, else the options' locale.
    static func locale(_ values: [JSONValue?], at index: Int, _ options: EvaluationOptions) throws(EvaluationFailure) -> String {
        guard values.count > index else { return options.locale }
        return try Arguments.string(values[index], of: "locale")
    }

    /// Conversion and type-checking functions.
    static let conversionFunctions: [String: ExpressionFunction] = [
        "string": .eager(1, 2) { values, options throws(EvaluationFailure) in
            if let double = values[0]?.doubleValue, values[0]?.boolValue == nil {
                // As botbuilder-js: a number is written with its own decimals and grouped thousands (1,000.5).
                let locale = try locale(values, at: 1, options)
                return .string(NumberFormat.format(double, decimals: NumberFormat.decimalCount(of: double), locale: locale))
            }
            return .string(ExpressionValue.text(values[0]))
        },
        "bool": comparison(1, 1) { values in
            if let double = values[0]?.doubleValue { return double != 0 }
            if let text = values[0]?.stringValue, text.lowercased().contains("false") { return false }
            return ExpressionValue.isTrue(values[0])
        },
        "int": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            if case .integer? = values[0] { return values[0] }
            if let double = values[0]?.doubleValue { return ExpressionValue.number(double.rounded(.towardZero)) }
            let text = try Arguments.string(values[0], of: "int").trimmingCharacters(in: .whitespaces)
            guard let double = Double(text), double.isFinite else { throw EvaluationFailure("int: '\(text)' is not a number") }
            return ExpressionValue.number(double.rounded(.towardZero))
        },
        "float": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            if let double = values[0]?.doubleValue { return .double(double) }
            let text = try Arguments.string(values[0], of: "float").trimmingCharacters(in: .whitespaces)
            guard let double = Double(text), double.isFinite else { throw EvaluationFailure("float: '\(text)' is not a number") }
            return ExpressionValue.number(double)
        },
        "json": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            if case .object? = values[0] { return values[0] }
            let text = try Arguments.string(values[0], of: "json")
            do {
                return try JSONValue(parsing: text)
            } catch {
                throw EvaluationFailure("json: the text is not JSON (\(error))")
            }
        },
        "jsonStringify": .eager(1, 1) { values, _ in
            values[0].map { .string(ExpressionValue.json($0)) }
        },
        "formatNumber": .eager(2, 3) { values, options throws(EvaluationFailure) in
            let number = try Arguments.number(values[0], of: "formatNumber")
            let decimals = try Arguments.integer(values[1], of: "formatNumber")
            let locale = try locale(values, at: 2, options)
            let scale = pow(10, Double(min(max(decimals, 0), 20)))
            // Math.round: halves go up.
            let rounded = (number * scale).rounded(.down) + (((number * scale) - (number * scale).rounded(.down)) >= 0.5 ? 1 : 0)
            return .string(NumberFormat.format(rounded / scale, decimals: decimals, locale: locale))
        },
        "base64": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            .string(Data(try Arguments.stringOrEmpty(values[0], of: "base64").utf8).base64EncodedString())
        },
        "base64ToString": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.string(values[0], of: "base64ToString")
            guard let data = Data(base64Encoded: text), let decoded = String(data: data, encoding: .utf8) else {
                throw EvaluationFailure("base64ToString: '\(text)' is not base64 of UTF-8 text")
            }
            return .string(decoded)
        },
        "dataUri": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let encoded = Data(try Arguments.stringOrEmpty(values[0], of: "dataUri").utf8).base64EncodedString()
            return .string("data:text/plain;charset=utf-8;base64," + encoded)
        },
        "dataUriToString": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.string(values[0], of: "dataUriToString")
            guard let comma = text.firstIndex(of: ","),
                  let data = Data(base64Encoded: String(text[text.index(after: comma)...])),
                  let decoded = String(data: data, encoding: .utf8) else {
                throw EvaluationFailure("dataUriToString: '\(text)' is not a base64 data URI")
            }
            return .string(decoded)
        },
        "uriComponent": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            // encodeURIComponent's unreserved set.
            var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
            allowed.insert(charactersIn: "-_.!~*'()")
            let text = try Arguments.stringOrEmpty(values[0], of: "uriComponent")
            return .string(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
        },
        "uriComponentToString": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let text = try Arguments.stringOrEmpty(values[0], of: "uriComponentToString")
            return .string(text.removingPercentEncoding ?? text)
        },
        "isString": .eager(1, 1) { values, _ in .bool(values[0]?.stringValue != nil) },
        "isInteger": .eager(1, 1) { values, _ in .bool(ExpressionValue.isInteger(values[0])) },
        "isFloat": .eager(1, 1) { values, _ in .bool(values[0]?.doubleValue != nil && !ExpressionValue.isInteger(values[0])) },
        "isArray": .eager(1, 1) { values, _ in .bool(values[0]?.arrayValue != nil) },
        "isObject": .eager(1, 1) { values, _ in .bool(values[0]?.objectValue != nil) },
        "isBoolean": .eager(1, 1) { values, _ in .bool(values[0]?.boolValue != nil) },
    ]
}
