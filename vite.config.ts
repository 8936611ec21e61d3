import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/**
 * `import { X } from "lucide-react"` and `import { Dialog } from "radix-ui"` rewritten to the
 * icon's or the primitive's own module, as if written by hand. Both packages are barrels that
 * re-export everything: through them every icon and primitive looks imported by every file
 * that uses one, so neither the chunk grouping below nor `npm run size` could tell which
 * route needs which (and the build parses ~1,600 icon modules less).
 */
function directImports(): Plugin {
  const barrels = new Map<string, Map<string, string>>();
  function exportsOf(pkg: "lucide-react" | "radix-ui") {
    let map = barrels.get(pkg);
    if (map) return map;
    map = new Map();
    // The ES module builds (require.resolve finds the CommonJS ones, written differently).
    const file =
      pkg === "lucide-react"
        ? require.resolve("lucide-react/dist/esm/lucide-react.js")
        : path.join(path.dirname(require.resolve("radix-ui")), "index.mjs");
    const text = readFileSync(file, "utf8");
    if (pkg === "lucide-react") {
      // export { default as X, default as XIcon, … } from './icons/x.js';
      for (const m of text.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[\w-]+\.js)'/g)) {
        const target = path.join(path.dirname(file), m[2]!);
        for (const name of m[1]!.matchAll(/default as (\w+)/g)) map.set(name[1]!, `default:${target}`);
      }
    } else {
      // import * as Dialog from "@radix-ui/react-dialog";
      for (const m of text.matchAll(/import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g))
        map.set(m[1]!, `namespace:${m[2]}`);
    }
    barrels.set(pkg, map);
    return map;
  }
  return {
    name: "cervejometro:direct-imports",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/["'](lucide-react|radix-ui)["']/.test(code)) return null;
      let changed = false;
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["'](lucide-react|radix-ui)["'];?/g,
        (whole, names: string, pkg: "lucide-react" | "radix-ui") => {
          const map = exportsOf(pkg);
          const lines: string[] = [];
          for (const spec of names
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
            const target = map.get(imported);
            if (!target) return whole; // something unusual: keep the barrel import as written
            const [kind, source] = target.split(/:(.*)/s) as [string, string];
            lines.push(
              kind === "default"
                ? `import ${local} from ${JSON.stringify(source)};`
                : `import * as ${local} from ${JSON.stringify(source)};`,
            );
          }
          changed = true;
          return lines.join("\n");
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * `import … from "sonner"` resolved to app/lib/lazy-sonner.tsx in both builds (the server's too,
 * so the server HTML and the hydrated page agree): toasts keep their API everywhere and sonner
 * is downloaded with the first toast (issue 12.2). That module, and the app's Toaster it downloads
 * with sonner (components/ui/sonner.tsx), alone import the real one.
 */
function lazySonner(): Plugin {
  const lazy = fileURLToPath(new URL("./app/lib/lazy-sonner.tsx", import.meta.url));
  // The app's Toaster, which lazy-sonner.tsx downloads together with sonner, uses the real one.
  const appToaster = fileURLToPath(new URL("./app/components/ui/sonner.tsx", import.meta.url));
  return {
    name: "cervejometro:lazy-sonner",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "sonner" || !importer || importer === lazy || importer === appToaster) return null;
      return this.resolve(lazy, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Writes `client-chunks.json` beside the client folder (never served): each client chunk's
 * modules with their minified sizes and each module's static imports. `npm run size`
 * (scripts/size-check.mjs) reads it to tell the code a public route needs from code another
 * route or the admin uses that a shared chunk made it download.
 */
function chunkReport(): Plugin {
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

// React Router makes each route module an entry of the client build, with this suffix.
const ROUTE_ENTRY = "?__react-router-build-client-route";
const isEveryPage = (entry: string) =>
  entry.includes("/entry.client.") || entry.endsWith(`/app/root.tsx${ROUTE_ENTRY}`);
const isPublicLayout = (entry: string) => entry.endsWith(`/app/routes/layout.tsx${ROUTE_ENTRY}`);
// The public pages by family: pages of one family share most of their code.
const familyOf = (entry: string) =>
  entry.endsWith(ROUTE_ENTRY) ? /\/app\/routes\/(calculators|blog|content)\//.exec(entry)?.[1] : undefined;
// Separate shared chunks a public page may load: with the client entry, the bundler's runtime,
// "app", the root and layout route modules, "site", "shared" and the page's own module (8 files),
// 3 more keep it within the 12 files of issue 12.1 (measured: a 4th saves a few hundred bytes on
// some calculators and costs as much on others).
const MAX_SET_CHUNKS = 3;

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
function chunkGroups() {
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
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry && familyOf(id)) publicPages.add(id);
      const setSize = new Map<string, number>();
      const pending: { id: string; family: string; key: string }[] = [];
      for (const id of this.getModuleIds()) {
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
            const key = pages.map((p) => path.basename(p.replace(ROUTE_ENTRY, "")).replace(/\.\w+$/, "")).join("|");
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
  const codeSplitting = {
    // Each module goes exactly where buildEnd put it: by default a group also takes the modules
    // its modules import, which dragged shared code (and every page after it) into one page's chunk.
    includeDependenciesRecursively: false,
    groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: "cervejometro" }],
  };
  return { plugin, codeSplitting };
}

export default defineConfig(() => {
  const chunks = chunkGroups();
  return {
    plugins: [tailwindcss(), lazySonner(), reactRouter(), directImports(), chunks.plugin, chunkReport()],
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    ssr: {
      // Bundled into the server build rather than imported from node_modules: their entry
      // points re-export every icon and primitive, and loading all of them took about 0.9 s
      // of each server start; bundled, only what the app uses is there.
      noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//],
    },
    build: {
      sourcemap: false,
      // `npm run size` reports what matters per route; Vite's own gzip table of every chunk only
      // cost each build (the test run makes two) its CPU.
      reportCompressedSize: false,
    },
    // Vite's environment API (future.v8_viteEnvironmentApi, React Router 8's only way).
    environments: {
      client: { build: { rollupOptions: { output: { codeSplitting: chunks.codeSplitting } } } },
      // The server build's input is the production server itself (React Router's "node custom
      // server" pattern): Express, the middleware and the app compile into one bundle.
      ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
    },
  };
});
