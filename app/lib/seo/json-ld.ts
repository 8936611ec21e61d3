// JSON-LD inside <script type="application/ld+json">: "<" is escaped so no "</script>"
// (or "<!--") in the data can end the script early (docs/decisions/0011-server-rendered-seo.md).
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
