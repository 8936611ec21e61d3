// Shared pieces of the server-rendering tests: the server from tests/ssr/server.ts, page
// fetches, the head tags read from raw HTML, and html-validate with the project's config.
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, inject } from "vitest";

export const BASE_URL = inject("ssrBaseUrl");
/** The site's public address in canonical and og:url (the demo SEO settings' site URL). */
export const SITE = "https://cervejometro.com.br";
export { NOT_FOUND_H1 } from "../public-pages";
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=1800";
export const NBSP = "\u00a0";

export function get(pathname: string, headers: Record<string, string> = {}) {
  return fetch(BASE_URL + pathname, { redirect: "manual", headers });
}

/** A page's status and HTML, plus what its <head> says. */
export async function page(pathname: string) {
  const res = await get(pathname);
  const html = await res.text();
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    res,
    status: res.status,
    html,
    /** The HTML without React's text separators, so "70,1 L<!-- --> · " reads as text. */
    text: html.replace(/<!-- -->/g, ""),
    title: tag(html, /<title>([^<]*)<\/title>/),
    description: metaContent(html, "description"),
    robots: metaContent(html, "robots"),
    canonical: tag(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/),
    og: (property: string) => tag(html, new RegExp(`<meta[^>]*property="og:${property}"[^>]*content="([^"]*)"`)),
    jsonLd: jsonLd.flat() as Record<string, unknown>[],
    h1: tag(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)
      ?.replace(/<[^>]+>/g, "")
      .replace(/<!-- -->/g, "")
      .trim(),
  };
}

export function tag(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

export function metaContent(html: string, name: string): string | undefined {
  const element = html.match(new RegExp(`<meta[^>]*name="${name}"[^>]*>`, "i"))?.[0];
  return element?.match(/content="([^"]*)"/)?.[1];
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
// html-validate finds .htmlvalidate.json from the file name's folder upwards.
const configPath = path.resolve(import.meta.dirname, "../../page.html");

/** html-validate's findings for a page, one line each (rule, place, message). */
export async function htmlFindings(html: string): Promise<string[]> {
  // A <template>'s content is not part of the document until a script puts it there (the phone
  // menu of a page without React, static-mobile-menu.tsx): it is checked on its own, as the page
  // it becomes part of, and the document without it (html-validate reads it as document content,
  // so the menu's "Ferramentas" navigation would clash with the sidebar's, which is hidden
  // wherever the menu opens).
  const templates: string[] = [];
  const document = html.replace(/<template>([\s\S]*?)<\/template>/g, (_, content: string) => {
    templates.push(content);
    return "<template></template>";
  });
  const pages = [
    document,
    ...templates.map(
      (content) => `<!DOCTYPE html><html lang="pt-BR"><head><title>modelo</title></head><body>${content}</body></html>`,
    ),
  ];
  const findings: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(page, configPath);
    for (const r of report.results)
      for (const m of r.messages) findings.push(`${m.ruleId} @ ${m.selector ?? `${m.line}:${m.column}`}: ${m.message}`);
  }
  return findings;
}

/** Fails with every html-validate finding of the page. */
export async function expectValidHtml(pathname: string, html: string) {
  expect(await htmlFindings(html), `html-validate on ${pathname}`).toEqual([]);
}

export { firstVisitScripts } from "../first-visit-scripts";
