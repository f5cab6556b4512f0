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
        ///
        /// Made with room for its 27 names and filled one by one: a dictionary literal, and lists of pairs to go
        /// through, each made the runtime instantiate the metadata of an array of tuples and of the tuple, and the table
        /// was rehashed as it grew (42 K instructions on the catalogue's first frame, 20 K now).
        static let byName: [String: Members] = {
            var names = [String: Members](minimumCapacity: 27)
            names["width"] = .width
            names["height"] = .height
            names["minWidth"] = .minWidth
            names["maxWidth"] = .maxWidth
            names["minHeight"] = .minHeight
            names["maxHeight"] = .maxHeight
            names["cornerRadius"] = .cornerRadius
            names["borderDashSpacing"] = .borderDashSpacing
            names["borderColor"] = .borderColor
            names["borderWidth"] = .borderWidth
            names["backgroundColor"] = .backgroundColor
            names["clipped"] = .clipped
            names["shadow"] = .shadow
            func add(_ keys: InsetKeys, as member: Members) {
                names[keys.all.stringValue] = member
                names[keys.horizontal.stringValue] = member
                names[keys.vertical.stringValue] = member
                names[keys.top.stringValue] = member
                names[keys.start.stringValue] = member
                names[keys.bottom.stringValue] = member
                names[keys.end.stringValue] = member
            }
            add(.margin, as: .margin)
            add(.padding, as: .padding)
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
