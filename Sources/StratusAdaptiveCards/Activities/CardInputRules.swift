import Foundation
import StratusCodable

/// One input a submit carries, as ``CardScreen`` writes it: its value now, the states of its message and its focus
/// requests, and the card's rules for it (`isRequired`, `regex`, `min`, `max`, `maxLength`, `errorMessage`).
struct CardInputRules {
    let members: JSONObject

    init(_ members: JSONObject) { self.members = members }

    var id: String { members["id"]?.stringValue ?? "" }
    var type: String { members["type"]?.stringValue ?? "" }
    var errorState: String { members["errorState"]?.stringValue ?? "" }
    var focusState: String { members["focusState"]?.stringValue ?? "" }
    var focusRequests: Int64 { members["focusRequests"]?.integerValue ?? 0 }

    /// The value as the JS renderer submits it: a Toggle's `valueOn` or `valueOff`, a multi-select ChoiceSet's
    /// values joined by commas, numbers, dates and times as the text typed.
    var submittedValue: String {
        switch members["value"] {
        case .bool(let isOn)?:
            return isOn ? members["valueOn"]?.stringValue ?? "true" : members["valueOff"]?.stringValue ?? "false"
        case .array(let items)?:
            return items.map { $0.stringValue ?? $0.jsonString() }.joined(separator: ",")
        case .string(let text)?:
            return text
        case .integer(let number)?:
            return String(number)
        case .double(let number)?:
            return String(number)
        default:
            return ""
        }
    }

    /// The message shown under the input when it is invalid (its `errorMessage`, or words saying what is wrong);
    /// nil when it is valid.
    var problem: String? {
        guard let reason else { return nil }
        return members["errorMessage"]?.stringValue ?? reason
    }

    private var reason: String? {
        let value = submittedValue
        let isRequired = members["isRequired"]?.boolValue == true
        if type == "Input.Toggle" {
            let on = members["valueOn"]?.stringValue ?? "true"
            return isRequired && value != on ? "This must be checked." : nil
        }
        if value.isEmpty { return isRequired ? "This input is required." : nil }
        switch type {
        case "Input.Text":
            if let length = members["maxLength"]?.integerValue, length > 0, value.count > length {
                return "At most \(length) characters."
            }
            // As the JS renderer tests it: the pattern may match anywhere in the value.
            if let pattern = members["regex"]?.stringValue, !pattern.isEmpty,
               let expression = try? NSRegularExpression(pattern: pattern),
               expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) == nil {
                return "This value is not in the expected format."
            }
        case "Input.Number":
            guard let number = Double(value.trimmingCharacters(in: .whitespaces)) else { return "Enter a number." }
            if let minimum = members["min"]?.doubleValue, number < minimum { return "Enter a number from \(Self.text(minimum))." }
            if let maximum = members["max"]?.doubleValue, number > maximum { return "Enter a number up to \(Self.text(maximum))." }
        case "Input.Date", "Input.Time":
            let pattern = type == "Input.Date" ? #"^\d{4}-\d{2}-\d{2}$"# : #"^\d{2}:\d{2}$"#
            guard value.range(of: pattern, options: .regularExpression) != nil else {
                return type == "Input.Date" ? "Enter a date as YYYY-MM-DD." : "Enter a time as HH:MM."
            }
            // Dates and times in these forms compare as text.
            if let minimum = members["min"]?.stringValue, !minimum.isEmpty, value < minimum { return "Enter \(minimum) or later." }
            if let maximum = members["max"]?.stringValue, !maximum.isEmpty, value > maximum { return "Enter \(maximum) or earlier." }
        default:
            break
        }
        return nil
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
