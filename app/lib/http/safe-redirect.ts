// docs/decisions/0013-admin-and-security.md: after sign-in we only follow same-site paths. The value is checked twice: the raw
// input (control characters, backslashes and leading spaces are refused outright, since
// URL parsers drop or rewrite them), and then the FINAL value after URL resolution. The
// second check matters because dot segments and their encodings resolve after a naive
// prefix test: "/.//evil.example" and "/%2e//evil.example" both become "//evil.example",
// which a browser follows to another host.

const BASE = "http://x.invalid";
// C0 controls, DEL, C1 controls (together Unicode's Cc category), and the Unicode
// line/paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** A path a browser resolves on this origin: one "/", then anything but "/" or "\". */
function isLocalPath(value: string): boolean {
  return value.startsWith("/") && value[1] !== "/" && value[1] !== "\\" && !CONTROL.test(value);
}

/** The path a URL parser makes of `value` (dot segments resolved) is still local. */
function resolvesLocal(value: string): boolean {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE && isLocalPath(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The same checks on every decoding of the value (up to three levels, and NFKC for
 * fullwidth slashes), with dot segments resolved again: a path that only becomes
 * "//host" after a proxy or a later redirect decodes it again ("/.%2f/host") is refused
 * too, not just the one a browser reads today.
 */
function staysLocalWhenDecoded(value: string): boolean {
  let current = value;
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // broken escapes: nothing legitimate needs them
    }
    const folded = decoded.normalize("NFKC");
    if (!isLocalPath(decoded) || !isLocalPath(folded) || !resolvesLocal(decoded) || !resolvesLocal(folded))
      return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return true;
}

export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || !to || to.length > 2048) return fallback;
  // Raw input: no leading/trailing spaces, controls or backslashes (parsers strip or
  // turn them into "/"), and it must already look like a local path.
  if (to !== to.trim() || to.includes("\\") || !isLocalPath(to)) return fallback;
  let final: string;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    final = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  // The value that will be sent in Location, after dot segments were resolved.
  if (!isLocalPath(final) || !staysLocalWhenDecoded(final)) return fallback;
  return final;
}
