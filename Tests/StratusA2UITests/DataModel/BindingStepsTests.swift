@testable import StratusA2UI
import StratusCodable
import Testing

/// The steps into the data model a bound property's expression reads are the same whether its path is read as a
/// JSON Pointer first or followed as it is cut: absolute and relative paths, indexes, keys an expression cannot
/// spell, escapes, empty pieces, paths that lead nowhere.
@Suite struct BindingStepsTests {
    static let model: JSONValue = [
        "rows": [["label": "A", "tags": ["x", "y"]], ["label": "B"]],
        "user": ["name": "Ada", "odd key": 1, "a/b": 2, "3": "three", "": "empty"],
        "n": 4,
    ]

    @Test(arguments: [
        "/rows/0/label", "/rows/1", "/rows/0/tags/1", "/rows/2", "/rows/x", "/rows/-1", "/rows/01", "/user/name",
        "/user/odd key", "/user/a~1b", "/user/3", "/user//name", "/user/name/", "//rows///0", "/", "", "/n", "/n/0",
        "/missing", "label", "tags/0", "../label", "/user/~2", "/user/~0", "rows/0",
    ])
    func pathsGiveTheStepsTheirPointersGive(path: String) throws {
        for scope in [JSONPointer.root, JSONPointer(segments: ["rows", "0"]), JSONPointer(segments: ["user"])] {
            let throughPointer = (try? JSONPointer(path, relativeTo: scope)).flatMap { SurfaceScreen.steps(reading: $0, in: Self.model) }
            #expect(SurfaceScreen.steps(readingPath: path, relativeTo: scope, in: Self.model) == throughPointer, "\(path) in \(scope)")
        }
    }

    /// One finder reads the paths one after another, as a screen is written (neighbouring paths share their parent,
    /// then a parent changes, a scope changes, a walk leads nowhere): each gives the steps and the expression the
    /// path gives alone.
    @Test func aFinderReadingPathsInTurnGivesWhatEachGivesAlone() {
        let paths = [
            "/rows/0/label", "/rows/1/label", "/rows/2/label", "/rows/1", "/rows/0", "/rows/x", "/rows/0/tags/1",
            "/rows/0/tags/0", "/user/name", "/user/3", "/user/odd key", "/user/name", "/missing/a", "/missing/b",
            "/user/a~1b", "/n", "/n/0", "label", "tags/0", "tags/1", "/user//name", "/user/name/", "//rows///0",
            "rows/0", "name", "../label", "/", "",
        ]
        let scopes = [JSONPointer.root, JSONPointer(segments: ["rows", "0"]), JSONPointer(segments: ["rows", "1"]),
                      JSONPointer(segments: ["user"])]
        var finder = BindingFinder(model: Self.model)
        for path in paths {
            for scope in scopes {
                let alone = SurfaceScreen.steps(readingPath: path, relativeTo: scope, in: Self.model)
                let found = finder.binding(readingPath: path, relativeTo: scope)
                #expect(found?.steps == alone, "\(path) in \(scope)")
                #expect(found?.expression == alone.map(SurfaceScreen.expression(following:)), "\(path) in \(scope)")
            }
        }
        #expect(finder.binding(readingPath: "/rows/1/label", relativeTo: .root)?.expression == "@{a2uiData.rows[1].label}")
        var long = BindingFinder(model: ["rows": .array((0..<1_234).map { .integer(Int64($0)) })])
        #expect(long.binding(readingPath: "/rows/1000", relativeTo: .root)?.expression == "@{a2uiData.rows[1000]}")
        #expect(long.binding(readingPath: "/rows/999", relativeTo: .root)?.expression == "@{a2uiData.rows[999]}")
        #expect(long.binding(readingPath: "/rows/1234", relativeTo: .root) == nil)
    }

    @Test func aPathIntoTheModelGivesItsSteps() {
        #expect(SurfaceScreen.steps(readingPath: "/rows/1/label", relativeTo: .root, in: Self.model) == [.key("rows"), .index(1), .key("label")])
        #expect(SurfaceScreen.steps(readingPath: "label", relativeTo: JSONPointer(segments: ["rows", "0"]), in: Self.model)
            == [.key("rows"), .index(0), .key("label")])
        #expect(SurfaceScreen.steps(readingPath: "/user/odd key", relativeTo: .root, in: Self.model) == nil)
    }
}
