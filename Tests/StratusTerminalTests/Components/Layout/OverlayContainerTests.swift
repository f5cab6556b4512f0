import Testing
@testable import StratusTerminal

/// `layout:stack` and `layout:positioned` (Components/Layout/FlexContainers.swift): children on top of each other,
/// placed by alignment and moved by x/y points.
@MainActor
@Suite struct OverlayContainerTests {
    static func positioned(_ alignment: String, _ label: String, x: Int = 0, y: Int = 0) -> String {
        node("layout:positioned", ##""alignment": "\##(alignment)", "x": \##(x), "y": \##(y)"##, text(label))
    }

    @Test func nineAlignmentsPlaceChildrenInTheCornersEdgesAndMiddle() async throws {
        let json = node("layout:stack", ##""width": 80, "height": 48"##,
                        Self.positioned("topStart", "a"), Self.positioned("topCenter", "b"), Self.positioned("topEnd", "c"),
                        Self.positioned("centerStart", "d"), Self.positioned("center", "e"), Self.positioned("centerEnd", "f"),
                        Self.positioned("bottomStart", "g"), Self.positioned("bottomCenter", "h"), Self.positioned("bottomEnd", "i"))
        // 10 columns: the middle of 9 free columns is column 4.
        try await expectFrame(json, lines: [
            "a   b    c",
            "d   e    f",
            "g   h    i",
        ])
    }

    @Test func offsetsMoveAChildFromItsAlignedPlace() async throws {
        let json = node("layout:stack", ##""width": 80, "height": 48"##, Self.positioned("topStart", "x", x: 16, y: 16))
        try await expectFrame(json, lines: ["", "  x"])
    }

    @Test func negativeOffsetsMoveBackFromTheEnd() async throws {
        let json = node("layout:stack", ##""width": 80, "height": 48"##, Self.positioned("bottomEnd", "z", x: -8, y: -16))
        try await expectFrame(json, lines: ["", "        z"])
    }

    @Test func laterChildrenDrawOverEarlierOnes() async throws {
        let json = node("layout:stack", ##""width": 48, "height": 16"##, Self.positioned("topStart", "aaaa"), Self.positioned("topStart", "bb"))
        try await expectFrame(json, lines: ["bbaa"])
    }

    @Test func aStackIsAsLargeAsItsLargestChildWhenItFits() async throws {
        let json = node("layout:column", "",
                        node("layout:stack", ##""borderWidth": 1"##, Self.positioned("topStart", "long"), Self.positioned("bottomEnd", "s")),
                        text("below"))
        // Both children are placed in the 4x1 inside: the bottom-end one lands on the last letter of the first.
        try await expectFrame(json, lines: ["┌────┐", "│lons│", "└────┘", "below"])
    }
}
