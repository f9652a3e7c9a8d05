import { runWithRequestContext } from "./logger";
import { requestIdFrom, requestIdHeader } from "./request-id";

/**
 * Handles a request inside its log context: the id the proxy or load balancer gave it (`x-request-id`),
 * else a new one, on every log line of the handler and on the answer.
 */
export async function handleWithRequestId(request: Request, handler: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFrom(request.headers);
  const response = await runWithRequestContext({ requestId }, handler);
  try {
    response.headers.set(requestIdHeader, requestId);
  } catch {
    // An answer with immutable headers (a proxied fetch) goes out without the echo.
  }
  return response;
}
