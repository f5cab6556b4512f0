import Foundation

/// A bordered box of the chrome (the `?` help, the log console, the error of a failed load): a rounded border in
/// `color`, `title` in bold on its top edge two cells in, and `content` inside, `padding` from the border. The
/// cells inside are cleared, so what the panel covers does not show through.
///
/// It fills the space it is offered: give it a frame.
struct Panel<Content: View>: View {
    /// The words on the top edge, with a space either side (` Keys `).
    let title: String
    /// The border's and the title's color; nil: the text color.
    let color: Color?
    /// Space between the border and the content.
    var padding = EdgeInsets.zero
    /// What the panel is to a screen reader: a dialog (the help, the log) or an alert (an error).
    var role = AccessibilityRole.dialog
    /// What the panel holds.
    let content: Content

    /// A panel titled `title` around the views `content` builds.
    init(title: String, color: Color? = nil, padding: EdgeInsets = .zero, role: AccessibilityRole = .dialog,
         @ViewBuilder content: () -> Content) {
        self.title = title
        self.color = color
        self.padding = padding
        self.role = role
        self.content = content()
    }

    var body: some View {
        ZStack {
            // The ground: what the panel covers is hidden.
            Canvas(width: nil, height: nil) { buffer, area, _ in buffer.fill(area, style: .plain) }
            content
                .padding(padding)
                .frame(width: .expand, height: .expand)
                .border(.rounded, color: color)
            Text(title).truncated().foregroundColor(color).bold().placement(.topStart, x: 2)
        }
        .accessibility(role, name: title.trimmingCharacters(in: .whitespaces))
    }
}
