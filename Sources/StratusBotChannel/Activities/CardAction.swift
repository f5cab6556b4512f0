import StratusCodable

/// A button of a hero or thumbnail card, or one of an activity's suggested actions (`imBack`, `postBack`,
/// `openUrl`, `messageBack`...).
public struct CardAction: FieldObject {
    public var fields: JSONObject

    public init(fields: JSONObject) { self.fields = fields }

    /// What pressing it does (`imBack` says `value` as the user).
    public var type: String? {
        get { string("type") }
        set { setString("type", newValue) }
    }

    /// The button's label.
    public var title: String? {
        get { string("title") }
        set { setString("title", newValue) }
    }

    /// What it sends or opens.
    public var value: JSONValue? {
        get { fields["value"] }
        set { fields["value"] = newValue }
    }
}
