import { readFileSync } from "node:fs";
import path from "node:path";

/** Where scripts/static-page.mjs records the built script's name, beside the client folder (never served). */
export const STATIC_PAGE_RECORD = "static-page.json";

/**
 * The URL of the build's plain script for pages without React (app/lib/static-page/enhance.ts),
 * from the record scripts/static-page.mjs writes. Null when the build has none: every page then
 * hydrates as before, and the server says so once.
 */
export function readStaticPageScript(clientDir: string): string | null {
  const record = path.join(clientDir, "..", STATIC_PAGE_RECORD);
  try {
    const { file } = JSON.parse(readFileSync(record, "utf8")) as { file?: unknown };
    if (typeof file === "string" && /^assets\/[\w.-]+\.js$/.test(file)) return `/${file}`;
  } catch {
    // missing or unreadable: below
  }
  console.warn(`[server] ${record} ausente ou inválido: todas as páginas carregam o React.`);
  return null;
}
