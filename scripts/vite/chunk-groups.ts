// The client build's chunk grouping (issue 12.1) and chunk report (npm run size), out of
// vite.config.ts (issue 24.3). Both work on Rolldown's documented plugin API (getModuleIds,
// getModuleInfo, the output's codeSplitting groups) and read React Router's route modules by
// their files alone. What they assume is checked in every build, which fails loudly rather than
// degrading when it breaks: no client entry, root, public layout or public page found among the
// entries (React Router changed how it names them), or a public page that would load more than
// MAX_PAGE_FILES script files on a first visit. docs/decisions/0034-speed-machinery.md says why
// it is kept and what it saves.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes `client-chunks.json` beside the client folder (never served): each client chunk's
 * modules with their minified sizes and each module's static imports. `npm run size`
 * (scripts/size-check.mjs) reads it to tell the code a public route needs from code another
 * route or the admin uses that a shared chunk made it download.
 */
export function chunkReport(): Plugin {
  return {
    name: "cervejometro:chunk-report",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: Record<string, unknown> = {};
      const modules: Record<string, string[]> = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[fileName] = {
          facade: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength])),
        };
      }
      // Every module, rendered or not: a module that only re-exports leaves no code in any
      // chunk but is still the path from its importers to what it re-exports.
      for (const id of this.getModuleIds()) modules[id] = [...(this.getModuleInfo(id)?.importedIds ?? [])];
      const out = path.join(options.dir ?? "", "..", "client-chunks.json");
      writeFileSync(out, JSON.stringify({ chunks, modules }));
    },
  };
}

/**
 * The file of a module id: React Router makes each route module an entry of the client build
 * under an id of its own (the file plus a query it chooses, an internal detail); only the file,
 * which is ours, is read here.
 */
export const fileOf = (id: string) => id.split("?")[0]!;
export const isClientEntry = (id: string) => fileOf(id).includes("/entry.client.");
export const isRoot = (id: string) => fileOf(id).endsWith("/app/root.tsx");
export const isEveryPage = (id: string) => isClientEntry(id) || isRoot(id);
export const isPublicLayout = (id: string) => fileOf(id).endsWith("/app/routes/layout.tsx");
/**
 * The public pages by family: pages of one family share most of their code. A page is a .tsx
 * module; a resource route (a .ts file: a download, a beacon) renders nothing and must not count
 * as a page, or code every page uses would no longer be "every public page's" (the recipe's
 * BeerXML route, once in calculators/, moved the page header into "shared" and made the legal
 * pages download 25 KB of other pages' code).
 */
export const familyOf = (id: string) => /\/app\/routes\/(calculators|blog|content)\/[^/]+\.tsx$/.exec(fileOf(id))?.[1];
/** A public page's short name ("festa", "list"), for the set chunks' names. */
const pageName = (id: string) => path.basename(fileOf(id)).replace(/\.\w+$/, "");
// Separate shared chunks a public page may load: with the client entry, the bundler's runtime,
// "app", the root and layout route modules, "site", "shared" and the page's own module (8 files),
// 4 more keep it within the 12 files of issue 12.1. It was 3 until the recipe sheet (issue 30):
// /receita shares code with /ibu, /abv's tools and the infographics, and with 3 its sets merged
// into the /ibu one, which then downloaded 10,8 KB of other pages' code (over the 10 KB budget);
// with 4 every calculator downloads less of other pages' code (npm run size: /abv 8,7 → 2,6 KB).
const MAX_SET_CHUNKS = 4;
/** Issue 12.1's budget of script files a public page loads on a first visit (npm run size too). */
export const MAX_PAGE_FILES = 12;

/**
 * Client chunks grouped by what loads together (issue 12.1). Left to itself the bundler makes
 * one chunk per distinct set of entries that use a module, which here meant a file per icon
 * and per Radix package: 31 to 50 script files per page. Each module is placed instead by the
 * entries (client entry, route modules, lazily imported modules) that reach it:
 *  - "app": reached from the client entry or the root route, which load on every page;
 *  - "site": reached from the public layout, which every public page loads, or from every
 *    public page (the SEO meta);
 *  - "shared": reached from public pages of more than one family (calculators, blog, content)
 *    but not from all (cn(), Button, the number formats): the legal pages, which use none of
 *    it, do not download it;
 *  - within one family, what a set of its pages shares gets a chunk of its own, however small
 *    ("calculators-festa-por-pessoa"): a family chunk for the small ones made every calculator
 *    download the others' icons and helpers (4–9 KB minified a page). Past MAX_SET_CHUNKS per
 *    page, the sets whose merging wastes the fewest bytes share a chunk;
 *  - a module no public page uses is left to the bundler (the admin's chunks, lazy modules).
 * A module's imports are used by at least the pages that use it, so a set's chunk mostly imports
 * chunks its pages load anyway (a merged one may not: `npm run size` counts every file and byte a
 * page fetches). A route's own code stays in its route chunk, so React Router's per-route loading
 * is kept. `npm run size` reports, per public route, the code it downloads but never runs.
 */
export function chunkGroups() {
  const groups = new Map<string, string>();
  const plugin: Plugin = {
    name: "cervejometro:chunk-groups",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Required with includeDependenciesRecursively: false (React Router asks for
    // "exports-only"): a route chunk keeps the exports React Router reads and may export more.
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildEnd() {
      groups.clear();
      const entriesOf = new Map<string, Set<string>>();
      const entries = (id: string): Set<string> => {
        const known = entriesOf.get(id);
        if (known) return known;
        const found = new Set<string>();
        entriesOf.set(id, found); // in a cycle, a module seen again adds nothing new
        const info = this.getModuleInfo(id);
        if (!info) return found;
        if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
        for (const importer of info.importers) for (const e of entries(importer)) found.add(e);
        return found;
      };
      const publicPages = new Set<string>();
      const entryIds = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of entryIds) if (familyOf(id)) publicPages.add(id);
      // The grouping's assumptions, checked on every build: without them it would silently put
      // every module back where the bundler likes (31-53 files a page, issue 12.1).
      const missing = [
        entryIds.some(isClientEntry) ? "" : "the client entry (entry.client)",
        entryIds.some(isRoot) ? "" : "the root route (app/root.tsx)",
        entryIds.some(isPublicLayout) ? "" : "the public layout (app/routes/layout.tsx)",
        publicPages.size > 0 ? "" : "any public page (app/routes/{calculators,blog,content}/*)",
      ].filter(Boolean);
      if (missing.length > 0)
        this.error(
          `chunk grouping: no entry of the client build is ${missing.join(", ")}. React Router changed how its route modules enter the build: fix scripts/vite/chunk-groups.ts (entries seen: ${entryIds.map(fileOf).slice(0, 8).join(", ")}).`,
        );
      const setSize = new Map<string, number>();
      const pending: { id: string; family: string; key: string }[] = [];
      // In a fixed order: the bundler lists modules as it happened to load them, and the merges
      // below break ties by the order they see, so two builds of the same sources (CI's clone, a
      // developer's folder) could group differently and land on either side of a budget.
      for (const id of [...this.getModuleIds()].sort()) {
        const info = this.getModuleInfo(id);
        if (!info || info.isEntry || info.dynamicImporters.length > 0) continue; // an entry keeps its chunk
        const users = [...entries(id)];
        if (users.some(isEveryPage)) groups.set(id, "app");
        else if (users.some(isPublicLayout)) groups.set(id, "site");
        else {
          const pages = users.filter(familyOf).sort();
          const families = new Set(pages.map(familyOf));
          // Every public page needs it (the SEO meta): "site". Pages of several families share it
          // but not all of them (cn(), Button, the number formats): "shared", which a page that
          // uses none of it (the legal texts) does not download.
          if (pages.length === publicPages.size) groups.set(id, "site");
          else if (families.size > 1) groups.set(id, "shared");
          else if (pages.length > 0 && users.length > 1) {
            const key = pages.map(pageName).join("|");
            setSize.set(key, (setSize.get(key) ?? 0) + (info.code?.length ?? 0));
            pending.push({ id, family: familyOf(pages[0]!)!, key });
          }
          // else: one route's own code (its route chunk), or code no public page uses
        }
      }
      // Each set gets its own chunk, but a page loads at most MAX_SET_CHUNKS of them (the 12-file
      // budget): past that, two of its chunks merge, the pair that makes the fewest bytes load on
      // pages that do not run them.
      type SetChunk = { keys: string[]; pages: Set<string>; size: number };
      const chunkOf = new Map<string, SetChunk>();
      for (const [key, size] of setSize) chunkOf.set(key, { keys: [key], pages: new Set(key.split("|")), size });
      const extra = (a: SetChunk, b: SetChunk) =>
        a.size * [...b.pages].filter((p) => !a.pages.has(p)).length +
        b.size * [...a.pages].filter((p) => !b.pages.has(p)).length;
      for (;;) {
        const chunks = [...new Set(chunkOf.values())];
        const crowded = [...new Set(chunks.flatMap((c) => [...c.pages]))].find(
          (page) => chunks.filter((c) => c.pages.has(page)).length > MAX_SET_CHUNKS,
        );
        if (!crowded) break;
        const mine = chunks.filter((c) => c.pages.has(crowded));
        let best: [SetChunk, SetChunk] = [mine[0]!, mine[1]!];
        for (const a of mine) for (const b of mine) if (a !== b && extra(a, b) < extra(...best)) best = [a, b];
        const merged = {
          keys: [...best[0].keys, ...best[1].keys],
          pages: new Set([...best[0].pages, ...best[1].pages]),
          size: best[0].size + best[1].size,
        };
        for (const key of merged.keys) chunkOf.set(key, merged);
      }
      for (const { id, family, key } of pending)
        groups.set(id, `${family}-${[...chunkOf.get(key)!.pages].sort().join("-")}`);
    },
  };
  plugin.generateBundle = function (_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (fileName: string, seen = new Set<string>()) => {
      if (seen.has(fileName)) return seen;
      seen.add(fileName);
      for (const next of byFile.get(fileName)?.imports ?? []) closure(next, seen);
      return seen;
    };
    const entryOf = (test: (id: string) => boolean) =>
      chunks.find((c) => c.isEntry && c.facadeModuleId && test(c.facadeModuleId));
    const everyPage = [entryOf(isClientEntry), entryOf(isRoot), entryOf(isPublicLayout)];
    if (everyPage.some((c) => !c))
      this.error("chunk grouping: the client entry, root or public layout chunk is missing.");
    const tooMany: string[] = [];
    for (const page of chunks.filter((c) => c.isEntry && c.facadeModuleId && familyOf(c.facadeModuleId))) {
      const files = new Set<string>();
      for (const c of [...everyPage, page]) for (const f of closure(c!.fileName)) files.add(f);
      if (files.size > MAX_PAGE_FILES) tooMany.push(`${pageName(page.facadeModuleId!)} (${files.size})`);
    }
    if (tooMany.length > 0)
      this.error(
        `chunk grouping: a first visit would load more than ${MAX_PAGE_FILES} script files on ${tooMany.join(", ")}; see scripts/vite/chunk-groups.ts.`,
      );
  };
  const codeSplitting = {
    // Each module goes exactly where buildEnd put it: by default a group also takes the modules
    // its modules import, which dragged shared code (and every page after it) into one page's chunk.
    includeDependenciesRecursively: false,
    groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: "cervejometro" }],
  };
  return { plugin, codeSplitting };
}
