// e2e and ssr setup file: the tests' HTTP client (the global fetch) retries an idempotent
// request once when the connection it reused was closed by the server at that very moment.
// A keep-alive socket the server times out just as the client writes on it fails with
// "other side closed" / ECONNRESET; a browser retries such a request by itself (RFC 9110
// §9.2.2), and so does this helper: only for GET, HEAD and OPTIONS, only once, only for a
// reset connection, never for a response the server sent (a 4xx or 5xx is the answer).
import { installFetchRetry } from "../support/fetch-retry";

installFetchRetry(globalThis);
