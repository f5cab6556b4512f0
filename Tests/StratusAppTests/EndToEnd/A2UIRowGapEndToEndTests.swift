import Foundation
import Testing

/// The children of an A2UI Row are spaced so that two columns side by side never read as one phrase, in a real
/// terminal (tmux): A2UI's calendar example (`03_calendar-day`) puts the day's name in a column beside the
/// column of its events.
@Suite("A2UI Row children keep their gap (tmux)", .serialized)
struct A2UIRowGapEndToEndTests {
    static let example = PackageRoot.externalCorpus("a2ui/v0_9/catalogs/basic/examples/03_calendar-day.json")

    @Test(.enabled(if: example != nil, "../shared/external-corpora/a2ui is absent: the calendar is skipped"))
    func theDayAndItsEventsAreTwoColumns() async throws {
        let example = try #require(Self.example)
        guard let session = try await TmuxSession.running(path: example, width: 80, height: 20,
                                                          waitingFor: "Q1 roadmap review") else { return }
        let screen = try await session.capture()
        let line = try #require(screen.components(separatedBy: "\n").first { $0.contains("Lunch") }, "\(screen)")
        // What separates the day's name from the first event's title: two cells at least.
        let gap = line.range(of: "Sunday").flatMap { day in line.range(of: "Lunch").map { line[day.upperBound..<$0.lowerBound] } }
        #expect(gap.map { $0.count >= 2 && $0.allSatisfy { $0 == " " } } == true,
                "the day and its first event read as one phrase: \"\(line)\"\n\(screen)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
