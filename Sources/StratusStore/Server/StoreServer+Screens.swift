import Foundation
import Hummingbird
import StratusCore

extension StoreServer {
    /// The screen at `route` with its `ETag`, or `304 Not Modified` when the request's `If-None-Match` names
    /// that tag: `stratus run --watch` then polls a screen for the price of a header.
    static func screen(at route: String, for request: Request) -> Response {
        let bytes = Data((StoreScreens.screen(at: route) ?? .null).jsonString().utf8)
        let tag = EntityTag(of: bytes)
        var headers = HTTPFields()
        headers[.eTag] = tag.headerValue
        // no-cache: a client may keep the screen but must ask again, which is what watching relies on.
        headers[.cacheControl] = "no-cache"
        if let candidates = request.headers[.ifNoneMatch], tag.isMatched(byIfNoneMatch: candidates) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
