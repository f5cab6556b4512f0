import Foundation
import Testing
@testable import StratusTerminal

/// A DateTimeInput's value read as its parts, one part moved by the arrows round its own range, within `min` and
/// `max`, written back in the form it was read in.
struct DateTimeStepTests {
    func step(_ text: String, _ part: DateTimeStep.Part, by steps: Int, min: String? = nil, max: String? = nil) -> String? {
        DateTimeStep(text)?.stepping(part, by: steps, minimum: min.flatMap(DateTimeStep.init),
                                     maximum: max.flatMap(DateTimeStep.init)).text
    }

    @Test func eachPartMovesRoundItsOwnRangeWithoutChangingTheOthers() {
        #expect(step("2026-12-24", .day, by: 1) == "2026-12-25")
        #expect(step("2026-12-31", .day, by: 1) == "2026-12-01")
        #expect(step("2026-12-01", .day, by: -1) == "2026-12-31")
        #expect(step("2026-12-24", .month, by: 1) == "2026-01-24")
        #expect(step("2026-01-24", .month, by: -1) == "2026-12-24")
        #expect(step("2026-12-24", .year, by: -3) == "2023-12-24")
        #expect(step("2026-12-31T23:59", .hour, by: 1) == "2026-12-31T00:59")
        #expect(step("2026-12-31T23:59", .minute, by: 1) == "2026-12-31T23:00")
        #expect(step("08:15:30", .second, by: -31) == "08:15:59")
        #expect(step("08:15", .hour, by: 25) == "09:15")
    }

    @Test func aDayTheNewMonthLacksBecomesItsLast() {
        #expect(step("2026-01-31", .month, by: 1) == "2026-02-28")
        #expect(step("2028-02-29", .year, by: 1) == "2029-02-28")
        #expect(step("2028-02-28", .day, by: 1) == "2028-02-29")
        #expect(step("2027-02-28", .day, by: 1) == "2027-02-01")
    }

    @Test func minAndMaxOfTheSameFormHoldTheValue() {
        #expect(step("2026-12-24", .day, by: 1, max: "2026-12-24") == "2026-12-24")
        #expect(step("2026-12-24", .month, by: -1, min: "2026-12-10") == "2026-12-10")
        #expect(step("2026-12-20", .year, by: 1, max: "2027-06-30") == "2027-06-30")
        #expect(step("10:00", .minute, by: 1, min: "09:00", max: "17:00") == "10:01")
        // A limit of another form is not a limit of this value.
        #expect(step("2026-12-24", .day, by: 1, max: "10:00") == "2026-12-25")
    }

    @Test func thePartsAreWhereTheTextShowsThemAndACaretJustAfterOneIsOnIt() throws {
        let value = try #require(DateTimeStep("2026-12-24T18:30"))
        #expect(value.parts.map(\.part) == [.year, .month, .day, .hour, .minute])
        #expect(value.parts.map(\.range) == [0..<4, 5..<7, 8..<10, 11..<13, 14..<16])
        #expect([0, 4, 5, 7, 8, 11, 16, 40].map { value.parts[value.partIndex(at: $0)].part }
                == [.year, .year, .month, .month, .day, .hour, .minute, .minute])
        #expect(try #require(DateTimeStep("18:30:05")).parts.map(\.part) == [.hour, .minute, .second])
    }

    @Test func aZoneAfterTheTimeIsKeptAsWritten() throws {
        #expect(step("2025-07-15T19:00:00Z", .hour, by: 1) == "2025-07-15T20:00:00Z")
        #expect(step("19:00+02:00", .minute, by: -1) == "19:59+02:00")
        #expect(step("2025-07-15T19:00-0500", .day, by: 1) == "2025-07-16T19:00-0500")
        #expect(try #require(DateTimeStep("2025-07-15T19:00:00Z")).parts.count == 6)
    }

    @Test func textThatIsNoneOfTheFormsIsNotRead() {
        for text in ["", "24/12/2026", "2026-13-01", "2026-02-30", "25:00", "12:60", "2026-12-24T", "T10:00", "2026-1-1",
                     "2026-12-24Z", "10:00+2", "10:00.5", "Z"] {
            #expect(DateTimeStep(text) == nil, "\(text)")
        }
    }

    /// The value as the user reads dates: the environment's locale, a zoned time moved into the user's zone.
    @Test func aValueReadsInTheUsersLocaleAndZone() throws {
        let german = Locale(identifier: "de_DE"), berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(DateTimeStep("2025-12-15T17:00:00Z")?.shown(in: german, timeZone: berlin) == "15.12.2025, 18:00")
        #expect(DateTimeStep("2025-12-15T17:00+02:00")?.shown(in: german, timeZone: berlin) == "15.12.2025, 16:00")
        // Without a zone, the time is the one written, wherever the user is.
        #expect(DateTimeStep("2025-12-15T17:00")?.shown(in: german, timeZone: berlin) == "15.12.2025, 17:00")
        #expect(DateTimeStep("2026-12-24")?.shown(in: Locale(identifier: "en_GB"), timeZone: berlin) == "24 Dec 2026")
        #expect(DateTimeStep("18:30")?.shown(in: german, timeZone: berlin) == "18:30")
    }

    @Test func theLocaleIsTheEnvironmentsUnlessItNamesNone() {
        #expect(DateTimeStep.userLocale(environment: ["LANG": "de_DE.UTF-8"])?.identifier == "de_DE")
        #expect(DateTimeStep.userLocale(environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR", "LC_ALL": ""])?.identifier == "fr_FR")
        #expect(DateTimeStep.userLocale(environment: ["LC_ALL": "sr_RS@latin", "LANG": "de_DE"])?.identifier == "sr_RS")
        #expect(DateTimeStep.userLocale(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(DateTimeStep.userLocale(environment: ["LC_ALL": "POSIX"]) == nil)
        #expect(DateTimeStep.userLocale(environment: [:]) == nil)
    }
}
