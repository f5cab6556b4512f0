import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// Date and time functions against botbuilder-js's vectors; "now" is fixed where they mock the clock
/// (2020-08-01T00:12:20Z).
@Suite struct DateTimeFunctionTests {
    @Test func addsAndFormatsTimestamps() {
        ExpressionVectors.check([
            ("addDays(timestamp, 1)", "2018-03-16T13:00:00.111Z"), ("addDays(timestamp, 1,'MM-dd-yy')", "03-16-18"),
            ("addDays(timestamp, 1,'', 'es-ES')", "2018-03-16T13:00:00.111Z"), ("addHours(timestamp, 1)", "2018-03-15T14:00:00.111Z"),
            ("addHours(timestamp, 1,'MM-dd-yy hh-mm')", "03-15-18 02-00"), ("addMinutes(timestamp, 1)", "2018-03-15T13:01:00.111Z"),
            ("addSeconds(timestamp, 1, 'MM-dd-yy hh-mm-ss')", "03-15-18 01-00-01"), ("dayOfMonth(timestamp)", 15),
            ("dayOfWeek(timestamp)", 4), ("dayOfYear(timestamp)", 74), ("month(timestamp)", 3), ("date(timestamp)", "3/15/2018"),
            ("year(timestamp)", 2018), ("length(utcNow())", 24), ("formatDateTime(notISOTimestamp, 'dd/MM/yyy')", "15/03/2018"),
            ("formatDateTime(notISOTimestamp, 'dd%MM%yyy')", "15032018"), ("formatDateTime(notISOTimestamp)", "2018-03-15T13:00:00.000Z"),
            ("formatDateTime(notISOTimestamp, 'ddd')", "Thu"), ("formatDateTime(notISOTimestamp, 'dddd')", "Thursday"),
            ("formatDateTime('2018-03-15T00:00:00.010Z', 'FFF')", "010"), ("formatDateTime('2018-03-15T09:00:00.010', 'hh')", "09"),
            ("formatDateTime('2018-03-15T09:00:00.010', 'MMMM')", "March"), ("formatDateTime('2018-03-15T09:00:00.010', 'MMM')", "Mar"),
            ("length(formatDateTime('2018-03-15T09:00:00.010', 'z'))", 5), ("length(formatDateTime('2018-03-15T09:00:00.010', 'zzz'))", 6),
            ("formatDateTime(formatDateTime('2018-03-15T00:00:00.000Z', 'o'), 'yyyy')", "2018"),
            ("formatDateTime('2018-03-15T11:00:00.123', 'tt')", "AM"), ("formatDateTime('2018-03-15')", "2018-03-15T00:00:00.000Z"),
            ("formatEpoch(unixTimestamp)", "2018-03-15T13:00:00.000Z"), ("formatEpoch(unixTimestamp, 'MM-dd', 'es-ES')", "03-15"),
            ("formatEpoch(unixTimestampFraction)", "2018-03-15T13:00:00.500Z"), ("formatTicks(ticks)", "2020-05-06T11:47:00.000Z"),
            ("subtractFromTime(timestamp, 1, 'Year')", "2017-03-15T13:00:00.111Z"), ("subtractFromTime(timestamp, 1, 'Month')", "2018-02-15T13:00:00.111Z"),
            ("subtractFromTime(timestamp, 1, 'Week')", "2018-03-08T13:00:00.111Z"), ("subtractFromTime(timestamp, 1, 'Second')", "2018-03-15T12:59:59.111Z"),
            ("getTimeOfDay('2018-03-15T00:00:00.0000000')", "midnight"), ("getTimeOfDay('2018-03-15T08:00:00.000Z')", "morning"),
            ("getTimeOfDay('2018-03-15T12:00:00.000Z')", "noon"), ("getTimeOfDay('2018-03-15T13:00:00.000Z')", "afternoon"),
            ("getTimeOfDay('2018-03-15T18:00:00.000Z')", "evening"), ("getTimeOfDay('2018-03-15T23:00:00.000Z')", "night"),
            ("addToTime('2018-01-01T08:00:00.000Z', sub(3,1), 'Week')", "2018-01-15T08:00:00.000Z"),
            ("addToTime('2018-01-01T08:00:00.000Z', 1, 'Month', 'MM-DD-YY')", "02-01-18"),
            ("startOfDay('2018-03-15T13:30:30.000Z')", "2018-03-15T00:00:00.000Z"), ("startOfHour('2018-03-15T13:30:30.000Z')", "2018-03-15T13:00:00.000Z"),
            ("startOfMonth('2018-03-15T13:30:30.000Z', '', 'en-US')", "2018-03-01T00:00:00.000Z"),
            ("ticks('2018-01-01T08:00:00.000Z')", 636503904000000000),
            ("dateTimeDiff(\"2019-01-01T08:00:00.000Z\",\"2018-01-01T08:00:00.000Z\")", 315360000000000),
            ("ticksToDays(2193385800000000)", 2538.6409722222224), ("ticksToMinutes(2193385811100000)", 3655643.0185),
        ])
    }

    @Test func readsTheClockItIsGiven() throws {
        let now = 1_596_240_740.0  // 2020-08-01T00:12:20Z
        #expect(try ExpressionVectors.evaluate("utcNow('MM-DD-YY HH')", now: now) == "08-01-20 00")
        #expect(try ExpressionVectors.evaluate("utcNow('', 'de-DE')", now: now) == "2020-08-01T00:12:20.000Z")
        #expect(try ExpressionVectors.evaluate("getPastTime(1, 'Week', 'MM-dd-yy')", now: now) == "07-25-20")
        #expect(try ExpressionVectors.evaluate("getFutureTime(1, 'Month', 'MM-dd-yy')", now: now) == "09-01-20")
    }

    @Test func readsTimestampsWithoutOffsetAsUTC() {
        #expect(Timestamp(parsing: "2018-03-15T13:00:00")?.isoText == "2018-03-15T13:00:00.000Z")
        #expect(Timestamp(parsing: "2018-03-15T13:00:00+02:00")?.isoText == "2018-03-15T11:00:00.000Z")
        #expect(Timestamp(parsing: "2018-02-30") == nil)
        #expect(Timestamp(parsing: "tomorrow") == nil)
    }
}
