// /glossario keeps its data on the server (issue 12.2): every term is in the server HTML with
// the name, other names and definition the page's search reads from it, and none of the
// scripts the page fetches on a first visit carries the glossary's data. (The search itself
// runs in tests/e2e/content-glossario.test.ts.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossaryTerm, glossaryTerms } from "~/content/glossary";
import { page } from "./support";

describe("/glossario: os termos no HTML do servidor, não no JavaScript", () => {
  it("cada termo com nome, outros nomes e definição marcados para a busca; nenhum script da página traz os dados", async () => {
    const { status, html } = await page("/glossario");
    expect(status).toBe(200);
    expect(html.match(/<article[^>]*data-term=""/g)).toHaveLength(glossaryTerms.length);
    expect(html.match(/data-term-definition=""/g)).toHaveLength(glossaryTerms.length);
    const weiss = glossaryTerm("weiss")!;
    expect(weiss.aliases?.length).toBeGreaterThan(1);
    for (const alias of weiss.aliases!) expect(html).toContain(`<span data-term-alias="">${alias}</span>`);

    // A definition found in no other page: the page's scripts must not carry it.
    const definition = glossaryTerm("pilsen")!.definition;
    expect(html).toContain(definition);
    const scripts = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const client = path.join(process.env.BUILD_DIR || "build", "client");
    for (const [, file] of scripts) {
      expect(readFileSync(path.join(client, file!), "utf8"), file).not.toContain("criada em 1842 na cidade de Plz");
    }
  });
});
