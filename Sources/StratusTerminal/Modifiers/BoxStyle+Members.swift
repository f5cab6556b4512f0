extension BoxStyle {
    /// Which of the box properties a component's value holds: each size, bound, border and background property,
    /// and the margin and padding keys as two groups (`margin`, `marginTop`, ... `paddingEnd`).
    struct Members: OptionSet {
        let rawValue: UInt32

        static let width = Members(rawValue: 1 << 0)
        static let height = Members(rawValue: 1 << 1)
        static let minWidth = Members(rawValue: 1 << 2)
        static let maxWidth = Members(rawValue: 1 << 3)
        static let minHeight = Members(rawValue: 1 << 4)
        static let maxHeight = Members(rawValue: 1 << 5)
        static let margin = Members(rawValue: 1 << 6)
        static let padding = Members(rawValue: 1 << 7)
        static let cornerRadius = Members(rawValue: 1 << 8)
        static let borderDashSpacing = Members(rawValue: 1 << 9)
        static let borderColor = Members(rawValue: 1 << 10)
        static let borderWidth = Members(rawValue: 1 << 11)
        static let backgroundColor = Members(rawValue: 1 << 12)
        static let clipped = Members(rawValue: 1 << 13)
        static let shadow = Members(rawValue: 1 << 14)
        static let all = Members(rawValue: (1 << 15) - 1)

        /// The member each box property name stands for.
        static let byName: [String: Members] = {
            var names: [String: Members] = [
                "width": .width, "height": .height, "minWidth": .minWidth, "maxWidth": .maxWidth,
                "minHeight": .minHeight, "maxHeight": .maxHeight, "cornerRadius": .cornerRadius,
                "borderDashSpacing": .borderDashSpacing, "borderColor": .borderColor, "borderWidth": .borderWidth,
                "backgroundColor": .backgroundColor, "clipped": .clipped, "shadow": .shadow,
            ]
            for (keys, member) in [(InsetKeys.margin, Members.margin), (InsetKeys.padding, .padding)] {
                for key in [keys.all, keys.horizontal, keys.vertical, keys.top, keys.start, keys.bottom, keys.end] {
                    names[key.stringValue] = member
                }
            }
            return names
        }()

        /// The members among `names` (``Swift/Decoder/stratusMemberNames``); all of them when the names are not
        /// known, so that every property is asked for.
        init(present names: [String]?) {
            guard let names else {
                self = .all
                return
            }
            var present: Members = []
            for name in names {
                if let member = Self.byName[name] { present.insert(member) }
            }
            self = present
        }

        init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}
