/// What running one screen test gave: its failures (empty when it passed), the frames `--update` wrote, and
/// how long it took. Codable, so that worker processes can hand results to the `stratus test` that started them.
public struct ScreenTestResult: Sendable, Codable {
    /// One failed expectation.
    public struct Failure: Sendable, Codable {
        /// What failed, starting with the line of the step (`todo.test.yaml:12: frame "added" differs`).
        public var message: String
        /// The frame diff, for a frame step.
        public var diff: [FrameComparison.Line] = []
        /// The expected frame in the frame file format, for the report's pictures.
        public var expectedFrame: String?
        /// The frame drawn, in the frame file format.
        public var actualFrame: String?
        /// The cells that differ, as [column, row] pairs.
        public var changedCells: [[Int]] = []
    }

    /// The test file.
    public var file: String
    /// The test's name.
    public var name: String
    /// Failures in the order they were found.
    public var failures: [Failure] = []
    /// Frame files written by `--update`.
    public var recorded: [String] = []
    /// Seconds from starting the screen to the last step.
    public var seconds: Double = 0

    /// Whether every expectation held.
    public var passed: Bool { failures.isEmpty }

    /// `file › name`, how a test is shown.
    public var title: String { "\(file) › \(name)" }
}
