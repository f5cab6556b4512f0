import Foundation
import StratusCore

/// Presents an app to a screen reader: instead of drawing cells, it says each new screen as plain lines in
/// reading order, then each change as one short line (Docs/Accessibility.md, "The screen-reader mode").
///
/// It is a second way to present the same frames: the app lays out, places and paints each frame as always and
/// answers keys by the one key path; after each frame the reader reads the frame's accessibility tree, compares
/// it with the one it last told (`SpokenScreen.changes(since:)`) and says what changed. Its own keys are ordinary
/// bindings on that key path (`bindings(for:)`): F2 reads the screen again, F3 the focused control, F4 the keys,
/// and a number chooses among the focused control's group.
@MainActor
public final class ScreenReader {
    /// Where lines go (a line terminal's output, or a test's list), without their line ending.
    private let speak: (String) -> Void
    /// The screen last told, as it was then.
    private var told: SpokenScreen?
    /// The screen object last told, to know a new screen (or one gone back to) from a change.
    private weak var toldScreen: Screen?
    /// The root node last told: a reload of the same screen is told as changes.
    private weak var toldRoot: Node?
    /// The screen and phase ("loading", "failed") last told while no screen was loaded.
    private var toldPhase: (screen: ObjectIdentifier, phase: String)?
    /// The request failure last told.
    private var toldFailure: RequestFailure?
    /// True while the question before leaving typed text has been told.
    private var toldQuestion = false
    /// The text field whose typing mode was told left (Esc in a field), while it is.
    private var toldPausedField: String?
    /// True from a Tab or Shift+Tab until the frame it caused is told: a Tab always says where focus is, even
    /// when it stays (a screen with one control).
    private var focusKeyPressed = false
    /// The first digit of a number being typed, with when it was typed.
    private var typedNumber: (value: Int, at: Date)?
    /// What is said of the characters typed into a text field.
    private var echo: TypingEchoer
    /// The text field in typing mode when a key went down the key path, with its value then.
    private var typingField: (identity: String?, value: String)?

    /// A reader that hands each line to `speak`, saying typed characters as `echo` asks.
    public init(echo: TypingEcho = .characters, speak: @escaping (String) -> Void) {
        self.speak = speak
        self.echo = TypingEchoer(echo)
    }

    /// Says `line`, cleaned of what a reader should never get (`clean(_:)`); an empty line is not said.
    private func say(_ line: String) {
        let cleaned = Self.clean(line)
        if !cleaned.isEmpty { speak(cleaned) }
    }

    /// `line` without box-drawing, block or braille-pattern characters (a reader spells them out) or control
    /// characters, runs of spaces made one.
    public static func clean(_ line: String) -> String {
        let kept = line.unicodeScalars.map { scalar -> Character in
            let value = scalar.value
            if (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value) || scalar.properties.generalCategory == .control {
                return " "
            }
            return Character(scalar)
        }
        return String(kept).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    // MARK: - Frames

    /// Tells what the frame `runtime` just drew changed: a new screen whole, else its changes; then the chrome's
    /// news (a request that failed, the question before leaving typed text, the `?` help).
    func frameDrawn(by runtime: StratusRuntime) {
        if let screen = runtime.currentScreen {
            switch screen.phase {
            case .loading:
                tellOnce(screen, phase: "loading") { say("Loading, " + screen.url) }
            case .failed(let error):
                tellOnce(screen, phase: "failed") {
                    say("Alert, the screen could not be opened: \(error)")
                    sayKeys(runtime, all: false)
                }
            case .loaded(let root):
                let spoken = SpokenScreen(runtime.accessibilityTree)
                // A screen whose controls arrive after it opened (the answer of its first request) is read whole
                // again once they do: its content is new, not a change.
                if let told, toldScreen === screen, told.hasControls || !spoken.hasControls {
                    var lines = spoken.changes(since: told)
                    if focusKeyPressed, let focused = spoken.focused, focused.element.identity == told.focused?.element.identity {
                        lines.append(SpokenScreen.phrase(focused))
                    }
                    lines.forEach(say)
                } else {
                    sayScreen(spoken, of: screen, runtime: runtime)
                }
                told = spoken
                focusKeyPressed = false
                toldScreen = screen
                toldRoot = root
                toldPhase = nil
            }
        }
        let failure = runtime.frameLayout.failure
        if let failure, failure != toldFailure { say("Alert, " + failure.description) }
        toldFailure = failure
        // Esc in a text field leaves typing mode, focus staying: said, as its keys change (Enter types again).
        // Typing again is said only in the same field: focus that moves on is told by the focus line alone.
        let renderer = runtime.currentRenderer
        let field = renderer?.focusedNode?.isTextInput == true ? renderer?.focusedIdentity : nil
        let pausedField = renderer?.typingPaused == true ? field : nil
        if let pausedField, pausedField != toldPausedField { say("Not typing, Enter types") }
        if pausedField == nil, let told = toldPausedField, told == field { say("Typing") }
        toldPausedField = pausedField
        if let question = runtime.leaveQuestion {
            if !toldQuestion { say(question) }
            toldQuestion = true
        } else {
            toldQuestion = false
        }
        if runtime.showsHelp {
            // The help is said rather than shown; nothing stays open to take the next key.
            runtime.overlays.close(HelpOverlay.self)
            sayKeys(runtime, all: true)
        }
    }

    /// Notes a key about to go down the key path: Tab and Shift+Tab make the next frame say the focused control,
    /// and the text field in typing mode is noted with its value, to echo what the key types (`keyWasHandled`).
    func keyWillBeHandled(_ press: KeyPress, by runtime: StratusRuntime) {
        focusKeyPressed = press.key == .tab
        let renderer = runtime.currentRenderer
        typingField = renderer?.isTyping == true ? (renderer?.focusedIdentity, Self.value(of: renderer?.focusedNode)) : nil
    }

    /// Echoes what the key typed into the focused text field (`TypingEcho`): said at once, before the frame's
    /// changes, as a screen reader echoes keys.
    func keyWasHandled(_ press: KeyPress, by runtime: StratusRuntime) {
        guard let field = typingField else { return }
        typingField = nil
        let renderer = runtime.currentRenderer
        guard renderer?.focusedIdentity == field.identity, renderer?.isTyping == true else {
            echo.endWord().forEach(say)
            return
        }
        let value = Self.value(of: renderer?.focusedNode)
        if let typed = press.typedCharacter, value != field.value {
            echo.typed(typed, hidden: !value.isEmpty && value.allSatisfy { $0 == "•" }).forEach(speak)
        } else if press.key == .enter || press.key == .tab {
            echo.endWord().forEach(say)
        }
    }

    /// A text field's value as a screen reader reads it (a password field's as one `•` a character).
    private static func value(of node: BoxDescription?) -> String {
        node?.accessibility?.value?() ?? ""
    }

    /// Runs `tell` the first time `screen` is seen in `phase`.
    private func tellOnce(_ screen: Screen, phase: String, _ tell: () -> Void) {
        let key = (ObjectIdentifier(screen), phase)
        guard toldPhase?.screen != key.0 || toldPhase?.phase != phase else { return }
        toldPhase = key
        told = nil
        toldScreen = nil
        tell()
    }

    /// Says a screen whole: "Screen: Cart, 2 items", the app's tabs, every element, the keys, then the focused
    /// control.
    private func sayScreen(_ spoken: SpokenScreen, of screen: Screen, runtime: StratusRuntime) {
        var heading = "Screen: " + (spoken.title ?? screen.url)
        if let count = spoken.itemCount { heading += count == 1 ? ", 1 item" : ", \(count) items" }
        say(heading)
        let navigator = runtime.engine.navigator
        if !navigator.tabs.isEmpty {
            let tabs = navigator.tabs.enumerated().map { index, tab in
                "\(tab.title)\(index == navigator.selectedTab ? ", selected" : ""), \(index + 1) of \(navigator.tabs.count)"
            }
            say("Tabs: " + tabs.joined(separator: "; "))
        }
        spoken.lines.forEach(say)
        sayKeys(runtime, all: false)
        if let focused = spoken.focused { say(SpokenScreen.phrase(focused)) }
    }

    /// Says the keys in force: those the footer shows on one line (`all` false), or every key of the `?` help,
    /// one a line.
    private func sayKeys(_ runtime: StratusRuntime, all: Bool) {
        let bindings = runtime.keyBindings
        if all {
            say("Keys:")
            let controlKeys = runtime.currentRenderer?.focusedControlKeys(reachedPast: bindings) ?? []
            for row in runtime.chrome.helpRows(bindings: bindings, controlKeys: controlKeys) where !row.key.isEmpty {
                say(row.text.isEmpty ? row.key : row.key + ", " + row.text)
            }
            say("End of keys.")
        } else {
            var seen = Set<String>()
            let shown = bindings.filter { $0.show && seen.insert($0.key.label).inserted }
            say("Keys: " + shown.map { $0.key.label + " " + $0.description }.joined(separator: ", "))
        }
    }

    // MARK: - Keys

    /// The reader's keys, on the one key path after the screen's own: F2, F3, F4, and the digits that choose a
    /// control of the focused control's group by its number (a text field types them first).
    func bindings(for runtime: StratusRuntime) -> [KeyBinding] {
        var bindings = [
            KeyBinding(KeyPress(.function(2)), description: "Read the screen", show: false) { [unowned self, unowned runtime] in
                if let told, let screen = runtime.currentScreen { sayScreen(told, of: screen, runtime: runtime) }
            },
            KeyBinding(KeyPress(.function(3)), description: "Read the focused control", show: false) { [unowned self] in
                say(told?.focused.map(SpokenScreen.phrase) ?? "Nothing focused")
            },
            KeyBinding(KeyPress(.function(4)), description: "List the keys", show: false) { [unowned self, unowned runtime] in
                sayKeys(runtime, all: true)
            },
        ]
        guard let told, let renderer = runtime.currentRenderer else { return bindings }
        let group = told.focused?.group ?? .screen
        let count = countOfGroup(group, in: told)
        guard count > 0 else { return bindings }
        for digit in (count >= 10 ? 0 : 1)...min(9, count) {
            bindings.append(KeyBinding(KeyPress(.character(Character(String(digit)))), description: "Choose by number",
                                       show: false, help: "Choose the control of that number in the focused group") {
                [unowned self] in choose(digit, in: group, of: told, renderer: renderer)
            })
        }
        return bindings
    }

    /// How many controls `group` numbers: a list's rows, built or not; the others' controls.
    private func countOfGroup(_ group: SpokenScreen.Group, in spoken: SpokenScreen) -> Int {
        if case .list(let list) = group { return spoken.entries[list].element.count ?? 0 }
        return spoken.members(of: group).count
    }

    /// Focuses the control numbered by the digits typed (a second digit within a second extends the first when
    /// the group has that many); a radio button is also chosen, once its number cannot grow.
    private func choose(_ digit: Int, in group: SpokenScreen.Group, of spoken: SpokenScreen, renderer: ScreenRenderer) {
        let count = countOfGroup(group, in: spoken)
        var number = digit
        if let typed = typedNumber, Date().timeIntervalSince(typed.at) < 1, typed.value * 10 + digit <= count {
            number = typed.value * 10 + digit
        }
        guard number >= 1, number <= count else { return }
        let isFinal = number * 10 > count
        typedNumber = isFinal ? nil : (number, Date())
        let identity: String?
        if case .list = group, let (source, _) = renderer.index.list(containing: renderer.focusedIdentity) {
            identity = InteractionIndex.identity(in: source, nearRow: number - 1, forward: true)
        } else {
            identity = spoken.members(of: group)[number]
        }
        guard let identity else { return }
        if identity == renderer.focusedIdentity, let focused = spoken.focused { say(SpokenScreen.phrase(focused)) }
        renderer.focus(identity)
        if isFinal, case .radios = group { renderer.focusedNode.flatMap(renderer.handlers(of:))?.onActivate?() }
    }
}
