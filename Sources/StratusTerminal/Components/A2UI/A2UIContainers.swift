import Foundation
import StratusCore

/// `a2ui:Modal`: its trigger, and once the trigger is activated, its content in a frame ending with a Close
/// control, presented over the middle of the screen as a modal (`presented(as: .modal)`: the screen beneath is
/// inert while it is open); Esc or Close closes it. The open content is a dialog to a screen reader.
///
/// The trigger is one focus stop: Enter, Space or a click on it opens the modal and runs the trigger's own action
/// (a Button trigger's press), once, as the reference renderer does (while the modal is open the trigger is beneath
/// it, out of reach). Focus goes to the first control of the content when it opens, and back to the trigger when
/// it closes.
struct A2UIModal: View, Decodable {
    let childSlots: [String]
    @ChildViews var children: [AnyComponent]
    @State var isOpen: Bool
    /// True from the moment the modal opens or closes until focus has moved into the content or back.
    @State var focusMoves: Bool

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        childSlots = try properties.decode([String].self, forKey: "childSlots", default: [])
        A2UICommon.ignoreShared(in: properties)
        _children = try ChildViews(from: decoder)
        _isOpen = State(value: false, initial: .bool(false))
        _focusMoves = State(wrappedValue: false)
    }

    var body: some View {
        let children = self.children, slots = childSlots, state = $isOpen, moves = $focusMoves, isOpen = isOpen
        let trigger = slots.firstIndex(of: "trigger") ?? (slots.isEmpty ? 0 : nil)
        let content = slots.firstIndex(of: "content") ?? (slots.isEmpty && children.count > 1 ? 1 : nil)
        let toggle = {
            state.wrappedValue.toggle()
            moves.wrappedValue = true
        }
        let activate = { (inner: () -> Void) in
            let opening = !state.wrappedValue
            toggle()
            if opening { inner() }
        }
        let moved = { if moves.wrappedValue { moves.wrappedValue = false } }
        let modal = VStack {
            if let trigger, children.indices.contains(trigger) {
                // One focus stop that opens and closes and runs the trigger's own action: the trigger's controls
                // take no focus of their own (a Button trigger inside a focusable wrapper was two stops, the
                // first told as nothing), and it is a button.
                children[trigger].activating(around: activate).accessibility(.button)
                    .takesFocus(when: focusMoves && !isOpen, onTaken: moved)
            }
            if isOpen, let content, children.indices.contains(content) {
                VStack {
                    children[content]
                    Button("Close") { toggle() }
                }
                    .padding(EdgeInsets(leading: 1, trailing: 1))
                    .border(.double, color: WidgetPalette.accent)
                    .onKey("esc", description: "Close") { toggle() }
                    .accessibility(.dialog)
                    .takesFocus(when: focusMoves, onTaken: moved)
                    .presented(as: .modal)
            }
        }
        return modal
    }
}

/// What a media component is called and marked with.
protocol MediaKind: Sendable {
    static var mark: String { get }
    static var title: String { get }
}

/// `a2ui:Video`.
enum VideoKind: MediaKind {
    static var mark: String { "▶" }
    static var title: String { "Video" }
}

/// `a2ui:AudioPlayer`.
enum AudioKind: MediaKind {
    static var mark: String { "♫" }
    static var title: String { "Audio" }
}

/// `a2ui:Video` and `a2ui:AudioPlayer`: a terminal plays neither, so each is a focusable line with its mark, its
/// description (or kind) and its URL; Enter, Space or a click opens the URL with the system opener. When nothing
/// opens it (no opener, one that fails, an address this screen may not open), why is said under the line, and in
/// the log.
struct A2UIMedia<Kind: MediaKind>: View, Decodable {
    let url: String
    let label: String
    let origin: (engine: ServerDrivenEngine, screen: Screen?)?
    /// Why the address could not be opened, once it could not.
    @State var refusal: String?

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        url = try properties.decode(String.self, forKey: "url", default: "")
        label = try properties.decodeIfPresent(String.self, forKey: "description") ?? Kind.title
        properties.ignore("posterUrl")
        A2UICommon.ignoreShared(in: properties)
        origin = try? ImageComponent.origin(decodedBy: decoder)
        _refusal = State(wrappedValue: nil)
    }

    var body: some View {
        let url = self.url, origin = self.origin, refusal = Refusal(text: $refusal)
        return VStack {
            HStack {
                Text(Kind.mark)
                Text(label).bold()
                Text(url).truncated().dim()
            }
            .focusable(onActivate: {
                MainActor.assumeIsolated {
                    guard let engine = origin?.engine else { return }
                    do {
                        try engine.openURL(url, from: origin?.screen) { refusal.say($0) }
                    } catch {
                        let told = "Could not open \(url): \(error)"
                        engine.log(.warning, told)
                        refusal.say(told)
                    }
                }
            })
            if let refusal = self.refusal { Text(refusal).foregroundColor(WidgetPalette.danger) }
        }
    }
}

/// Why a media component's address could not be opened, told to its state on the main actor.
private struct Refusal: @unchecked Sendable {
    // Sendable by hand: views, their bindings and the opener's answer all run on the main actor.
    let text: Binding<String?>
    func say(_ why: String) { text.wrappedValue = why }
}
