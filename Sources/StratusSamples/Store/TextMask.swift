/// A text field's mask: `0` stands for a digit, any other character for itself (`0000 0000 0000 0000` for a
/// card number, `00/00` for an expiry date, `00000-000` for a zip code).
///
/// Applying it keeps the digits of what was typed or pasted, in order, and lays them into the pattern: the
/// pattern's own characters are written when a digit follows them, so `1229` becomes `12/29` and erasing the
/// `2` after `12/` leaves `12`; digits beyond the pattern are dropped, anything else typed is left out.
struct TextMask {
    var pattern: String

    /// `text` shaped by the pattern.
    func apply(_ text: String) -> String {
        var digits = text.filter { $0.isASCII && $0.isNumber }.makeIterator()
        var next = digits.next()
        var shaped = ""
        var pending = ""
        for slot in pattern {
            guard let digit = next else { break }
            if slot == "0" {
                shaped += pending + String(digit)
                pending = ""
                next = digits.next()
            } else {
                pending.append(slot)
            }
        }
        return shaped
    }
}
