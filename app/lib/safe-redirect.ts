// D13: after sign-in we only follow same-site paths. Anything that could leave the
// site ("//evil.com", "/\\evil.com", "https://…", control characters) falls back.
export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || !to) return fallback;
  const value = to.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-style control characters and backslashes can be normalised into a host.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://x.invalid");
    if (url.origin !== "http://x.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
