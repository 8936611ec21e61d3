// The retry behind tests/setup/fetch-retry.ts, separate so its unit test can drive it.
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const RESET_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE", "UND_ERR_CLOSED"]);

/** Whether `error` (a fetch rejection) means the connection was closed under the request. */
export function isConnectionReset(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RESET_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && /other side closed|socket hang up/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  return method.toUpperCase();
}

/** Wraps `fetch` so an idempotent request whose connection was reset is sent once more. */
export function withRetry(fetchImpl: typeof fetch): typeof fetch {
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit) => {
    const retriable = IDEMPOTENT.has(methodOf(input, init));
    // A Request body can be read once; GET/HEAD/OPTIONS carry none, so a clone is cheap.
    const spare = retriable && input instanceof Request ? input.clone() : input;
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (!retriable || !isConnectionReset(error) || init?.signal?.aborted) throw error;
      return fetchImpl(spare, init);
    }
  };
  return wrapped as typeof fetch;
}

const INSTALLED = Symbol.for("cervejometro.fetchRetry");

export function installFetchRetry(target: typeof globalThis) {
  const holder = target as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  target.fetch = withRetry(target.fetch.bind(target));
}
