import Testing
@testable import StratusTerminal

@Suite struct HandlerTableTests {
    @Test func aBoxWithoutHandlersIsNeverLookedUp() {
        let table = HandlerTable()
        let box = BoxDescription(.none)
        #expect(table.handlers(of: box) == nil)
        var ran = false
        table.update(box, .activate) { $0.onActivate = { ran = true } }
        #expect(box.handledEvents == .activate)
        table.handlers(of: box)?.onActivate?()
        #expect(ran)
    }

    @Test func firstActivationSkipsDisabledBoxes() {
        let table = HandlerTable()
        let disabled = BoxDescription(.none), enabled = BoxDescription(.none)
        disabled.disabled = true
        var ran: [String] = []
        table.update(disabled, .activate) { $0.onActivate = { ran.append("disabled") } }
        table.update(enabled, .activate) { $0.onActivate = { ran.append("enabled") } }
        let root = BoxDescription(.stack(.vertical), children: [disabled, enabled])
        table.firstActivation(in: root)?()
        #expect(ran == ["enabled"])
    }

    @Test func handlersOfBoxesThatLeftTheTreeArePruned() {
        let table = HandlerTable()
        let boxes = (0..<3000).map { _ in BoxDescription(.none) }
        for box in boxes { table.update(box, .click) { $0.onClick = { _ in } } }
        let root = BoxDescription(.stack(.vertical), children: boxes)
        table.prune(keepingReachableFrom: root, frames: FrameTable())
        #expect(table.handlers(of: boxes[0]) != nil)
        root.setChildren([boxes[1]])
        for box in boxes.prefix(20) { table.update(box, .keyPress) { $0.keyHandler = { _ in false } } }
        let extra = (0..<5000).map { _ in BoxDescription(.none) }
        for box in extra { table.update(box, .click) { $0.onClick = { _ in } } }
        table.prune(keepingReachableFrom: root, frames: FrameTable())
        #expect(table.handlers(of: boxes[1]) != nil)
        #expect(table.handlers(of: boxes[2]) == nil)
        #expect(table.handlers(of: extra[0]) == nil)
    }
}
