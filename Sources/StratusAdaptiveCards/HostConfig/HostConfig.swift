import StratusCodable

/// What Stratus takes from a host config (Teams', Outlook's, Web Chat's: `--host-config FILE`): the colours of text
/// (`containerStyles.default.foregroundColors`) and the spacing between elements (`spacing`), mapped onto the
/// terminal (Docs/AdaptiveCards.md, "Host configs").
///
/// The default is the colours Stratus's own widgets use and the default host config's spacing. A colour named
/// `default` (or `dark`) stays the terminal's own text colour, whatever the host says: a terminal's background is
/// its user's, not the host's.
public struct HostConfig: Sendable, Hashable {
    /// `#RRGGBB` by colour name (`accent`, `good`, `warning`, `attention`, `light`), in lower case.
    public var colors: [String: String]
    /// Pixels by spacing name (`small`, `default`, `medium`, `large`, `extralarge`, `padding`), in lower case.
    public var spacing: [String: Int]

    /// The default host config.
    public init() {
        colors = ["accent": "#61AFEF", "good": "#50C878", "warning": "#E5C07B", "attention": "#E06C75", "light": "#A0A0A0"]
        spacing = ["small": 4, "default": 8, "medium": 20, "large": 30, "extralarge": 40, "padding": 20]
    }

    /// The host config of `json` (a host config file's contents): what it gives replaces the default's, the rest
    /// stays. A colour is `#RRGGBB` or `#AARRGGBB` (alpha first, as host configs write them; the alpha is dropped).
    public init(json: JSONValue) {
        self.init()
        let foreground = json["containerStyles"]?["default"]?["foregroundColors"] ?? json["foregroundColors"]
        for name in Array(colors.keys) {
            let written = foreground?[name]?["default"]?.stringValue
                ?? foreground?.objectValue?.first { $0.key.lowercased() == name }?.value["default"]?.stringValue
            if let color = written.flatMap(Self.rgb) { colors[name] = color }
        }
        for (name, value) in json["spacing"]?.objectValue ?? [:] {
            if let pixels = value.doubleValue { spacing[name.lowercased()] = Int(pixels) }
        }
    }

    /// `#RRGGBB` of a host config's `#RRGGBB` or `#AARRGGBB`; nil for anything else.
    static func rgb(_ text: String) -> String? {
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        switch hex.count {
        case 6: return "#" + hex.uppercased()
        case 8: return "#" + hex.dropFirst(2).uppercased()
        default: return nil
        }
    }

    /// The colour of text named `name` (cards ignore letter case); nil for the terminal's own.
    public func color(named name: String?) -> String? {
        name.flatMap { colors[$0.lowercased()] }
    }

    /// Whether `spacing` leaves a blank line: a line is 16 pixels, so the spacings of 16 pixels and more do, those
    /// below (the default config's `small` and `default`) do not.
    public func spacesWithALine(_ spacing: String?) -> Bool {
        guard let spacing, let pixels = self.spacing[spacing.lowercased()] else { return false }
        return spacing.lowercased() != "none" && pixels >= 16
    }
}
