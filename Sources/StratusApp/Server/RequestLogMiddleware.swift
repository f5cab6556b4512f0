import Foundation
import Hummingbird
import Logging

/// Logs one line per request: method, path, status, body size and time taken.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, bytes: response.body.contentLength, since: start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, bytes: nil, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, bytes: Int?, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let size = bytes.map { " \($0)B" } ?? ""
        let level: Logger.Level = status >= 500 ? .error : (status >= 400 ? .warning : .info)
        logger.log(
            level: level,
            "\(request.method.rawValue) \(request.uri) \(status)\(size) \(String(format: "%.1f", milliseconds))ms")
    }
}
