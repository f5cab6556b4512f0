import Testing
@testable import StratusTerminal

/// A DateTimeInput's value moved by the arrows: a day for a date, a minute for a time, within `min` and `max`,
/// written back in the form it was read in.
struct DateTimeStepTests {
    func step(_ text: String, by steps: Int, min: String? = nil, max: String? = nil) -> String? {
        DateTimeStep(text)?.moved(by: steps, minimum: min.flatMap(DateTimeStep.init), maximum: max.flatMap(DateTimeStep.init)).text
    }

    @Test func aDateMovesByADayAcrossMonthsAndLeapYears() {
        #expect(step("2026-12-24", by: 1) == "2026-12-25")
        #expect(step("2026-12-31", by: 1) == "2027-01-01")
        #expect(step("2028-03-01", by: -1) == "2028-02-29")
        #expect(step("2027-03-01", by: -1) == "2027-02-28")
    }

    @Test func aTimeMovesByAMinuteRoundTheClockKeepingItsSeconds() {
        #expect(step("18:30", by: 1) == "18:31")
        #expect(step("23:59", by: 1) == "00:00")
        #expect(step("00:00", by: -1) == "23:59")
        #expect(step("08:15:30", by: 1) == "08:16:30")
        #expect(step("2026-12-31T23:59", by: 1) == "2027-01-01T00:00")
    }

    @Test func minAndMaxOfTheSameFormHoldTheValue() {
        #expect(step("2026-12-24", by: 1, max: "2026-12-24") == "2026-12-24")
        #expect(step("2026-12-20", by: -1, min: "2026-12-24") == "2026-12-24")
        #expect(step("10:00", by: 1, min: "09:00", max: "17:00") == "10:01")
        // A limit of another form is not a limit of this value.
        #expect(step("2026-12-24", by: 1, max: "10:00") == "2026-12-25")
    }

    @Test func textThatIsNoneOfTheFormsIsNotRead() {
        for text in ["", "24/12/2026", "2026-13-01", "2026-02-30", "25:00", "12:60", "2026-12-24T", "T10:00", "2026-1-1"] {
            #expect(DateTimeStep(text) == nil, "\(text)")
        }
    }
}
