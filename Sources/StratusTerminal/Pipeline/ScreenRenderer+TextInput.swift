extension ScreenRenderer {
    /// Esc in a text field: focus leaves the field for the next control that is not a text field (a form's
    /// checkbox or its submit button), so a second Esc, not the first, leaves the screen and what was typed stays.
    /// When every control is a text field, focus goes to the next one.
    func leaveTextInput() {
        let start = focusedNode?.identity
        var candidate = index.identity(after: start, forward: true)
        var steps = 0
        while let identity = candidate, identity != start, steps < 10_000 {
            if index.box(withIdentity: identity)?.isTextInput != true {
                focus(identity)
                return
            }
            candidate = index.identity(after: identity, forward: true)
            steps += 1
        }
        moveFocus(forward: true)
    }
}
