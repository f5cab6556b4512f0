/// How a screen reader announces a change of a live region (WAI-ARIA `aria-live`; A2UI's `accessibility.live`).
public enum AccessibilityLive: String, Sendable, Hashable, Codable, CaseIterable {
    /// Told after the frame's other news, when the user is not interrupted.
    case polite
    /// Told at once, before the frame's other news.
    case assertive
}
