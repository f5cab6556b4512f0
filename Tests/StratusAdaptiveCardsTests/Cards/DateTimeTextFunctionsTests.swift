import Foundation
import Testing
@testable import StratusAdaptiveCards

/// `{{DATE()}}` and `{{TIME()}}` in a TextBlock's text, as the Adaptive Cards documentation's examples show them
/// for en-US.
@Suite struct DateTimeTextFunctionsTests {
    private let utc = TimeZone(identifier: "UTC")!

    @Test func writesTheThreeDateStyles() {
        let stamp = "2017-02-14T06:08:39Z"
        #expect(DateTimeTextFunctions.expand("{{DATE(\(stamp), COMPACT)}}", timeZone: utc) == "2/14/2017")
        #expect(DateTimeTextFunctions.expand("{{DATE(\(stamp), SHORT)}}", timeZone: utc) == "Tue, Feb 14, 2017")
        #expect(DateTimeTextFunctions.expand("{{DATE(\(stamp), LONG)}}", timeZone: utc) == "Tuesday, February 14, 2017")
        #expect(DateTimeTextFunctions.expand("{{DATE(\(stamp))}}", timeZone: utc) == "2/14/2017")
    }

    @Test func writesTheTimeInTheReadersTimeZone() {
        let text = DateTimeTextFunctions.expand("at {{TIME(2017-02-14T06:08:39Z)}}!", timeZone: utc)
        #expect(text.hasPrefix("at 6:08") && text.hasSuffix("AM!"))
        let later = DateTimeTextFunctions.expand("{{TIME(2017-02-14T06:08:39-07:00)}}", timeZone: utc)
        #expect(later.hasPrefix("1:08") && later.hasSuffix("PM"))
    }

    @Test func leavesWhatDoesNotMatchAsWritten() {
        for text in ["{{DATE(yesterday)}}", "{{DATE(2017-02-14T06:08:39)}}", "{{NOW()}}", "{{DATE(2017-02-14T06:08:39Z, HUGE)}}", "a {{ b"] {
            #expect(DateTimeTextFunctions.expand(text, timeZone: utc) == text)
        }
    }
}
