import Foundation

/// The `{{DATE(...)}}` and `{{TIME(...)}}` of a TextBlock's text, written in the reader's locale and time zone as
/// the official renderers do (Adaptive Cards "Text features": `DATE(timestamp, COMPACT|SHORT|LONG)`,
/// `TIME(timestamp)`, the timestamp in RFC 3339 with `Z` or an offset). A call that does not match stays as
/// written.
public enum DateTimeTextFunctions {
    /// `text` with every `{{DATE()}}` and `{{TIME()}}` replaced.
    ///
    /// - Parameters:
    ///   - locale: the locale of the names and the order of the parts (en-US writes `Tue, Feb 14, 2017`).
    ///   - timeZone: the reader's time zone, which the instant is shown in.
    public static func expand(_ text: String, locale: Locale = Locale(identifier: "en_US"),
                              timeZone: TimeZone = .current) -> String {
        guard text.contains("{{") else { return text }
        var output = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let call = rest[open.upperBound..<close.lowerBound]
            if let replaced = evaluate(call, locale: locale, timeZone: timeZone) {
                output += replaced
            } else {
                output += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    private static func evaluate(_ call: Substring, locale: Locale, timeZone: TimeZone) -> String? {
        let isDate = call.hasPrefix("DATE(")
        guard (isDate || call.hasPrefix("TIME(")), call.hasSuffix(")") else { return nil }
        let arguments = call.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let stamp = arguments.first, stamp.contains("T"), stamp.hasSuffix("Z") || stamp.dropFirst(19).contains(where: { $0 == "+" || $0 == "-" }),
              let instant = Timestamp(parsing: stamp) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if isDate {
            let style = arguments.count > 1 ? arguments[1].uppercased() : "COMPACT"
            switch style {
            case "COMPACT": formatter.setLocalizedDateFormatFromTemplate("Mdyyyy")
            case "SHORT": formatter.setLocalizedDateFormatFromTemplate("EEEMMMdyyyy")
            case "LONG": formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMdyyyy")
            default: return nil
            }
        } else {
            guard arguments.count == 1 else { return nil }
            formatter.timeStyle = .short
        }
        return formatter.string(from: instant.date)
    }
}
