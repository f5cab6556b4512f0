import Testing
@testable import StratusTerminal

@MainActor @Suite struct BorderPaintTests {
    @Test(arguments: [
        (BorderStyle.single, ["┌──┐", "│hi│", "└──┘"]),
        (.rounded, ["╭──╮", "│hi│", "╰──╯"]),
        (.dashed, ["┌╌╌┐", "╎hi╎", "└╌╌┘"]),
        (.double, ["╔══╗", "║hi║", "╚══╝"]),
        (.heavy, ["┏━━┓", "┃hi┃", "┗━━┛"]),
    ])
    func drawsEveryBorderStyle(_ style: BorderStyle, _ lines: [String]) {
        expectFrame(Text("hi").border(style), width: 6, height: 4, lines: lines)
    }

    @Test func borderTakesItsOwnColorAndKeepsTheBoxBackground() {
        let green = Color(red: 0, green: 200, blue: 0), grey = Color(red: 60, green: 60, blue: 60)
        let host = expectFrame(Text("ok").border(.double, color: green).backgroundColor(grey), width: 6, height: 3,
                               lines: ["╔══╗", "║ok║", "╚══╝"])
        #expect(host.frame[0, 0].style.foreground == green)
        #expect(host.frame[0, 0].style.background == grey)
        #expect(host.frame[1, 1].style.background == grey)
    }
}
