import StratusCodable

/// A card or file in a message (`attachments`): its content type says how to show `content`.
public struct Attachment: FieldObject {
    public var fields: JSONObject

    public init(fields: JSONObject) { self.fields = fields }

    /// An attachment holding `content` of `contentType`.
    public init(contentType: String, content: JSONValue) {
        fields = ["contentType": .string(contentType), "content": content]
    }

    /// The content types a conversation knows how to show.
    public enum Kind: Sendable, Hashable {
        /// `application/vnd.microsoft.card.adaptive`: an Adaptive Card, its JSON in `content`.
        case adaptiveCard
        /// `application/vnd.microsoft.card.hero`: title, subtitle, text, images, buttons.
        case heroCard
        /// `application/vnd.microsoft.card.thumbnail`: a hero card with a small image.
        case thumbnailCard
        /// Any other content type (kept as sent; the conversation says it cannot show it).
        case unknown(String)
    }

    /// The content type of Adaptive Cards.
    public static let adaptiveCardType = "application/vnd.microsoft.card.adaptive"
    /// The content type of hero cards.
    public static let heroCardType = "application/vnd.microsoft.card.hero"
    /// The content type of thumbnail cards.
    public static let thumbnailCardType = "application/vnd.microsoft.card.thumbnail"

    /// The MIME type of `content`.
    public var contentType: String? {
        get { string("contentType") }
        set { setString("contentType", newValue) }
    }

    /// The card's JSON (or a file's inline content).
    public var content: JSONValue? {
        get { fields["content"] }
        set { fields["content"] = newValue }
    }

    /// Where the file is, when it is not inline.
    public var contentUrl: String? { string("contentUrl") }

    /// What the content type says this is.
    public var kind: Kind {
        switch contentType {
        case Self.adaptiveCardType: return .adaptiveCard
        case Self.heroCardType: return .heroCard
        case Self.thumbnailCardType: return .thumbnailCard
        case let other: return .unknown(other ?? "(none)")
        }
    }
}
