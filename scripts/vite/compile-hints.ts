// V8's explicit compile hints (issue 24.4): a file whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled as the file is streamed in, on a
// background thread, instead of each one on the main thread the first time it runs (documented
// by V8, "Giving V8 a heads-up: faster JavaScript startup with explicit compile hints", Chrome
// 136; other browsers read it as a comment). A page's first visit runs most of the functions of
// the code it loads (React DOM's hydration, the router, the page's components): compiled lazily
// they cost a calculator page ~60–80 ms of main-thread compile per load on this machine, spread
// over the hydration tasks, which Lighthouse's simulation multiplies by 4.
//
// The hint goes on the chunks a page loads as it starts: every entry of the client build (the
// client entry and React Router's route modules) and what they import statically, from
// MIN_HINTED_BYTES up. Chunks reached only through `import()` (the PDF export, the markdown
// editor, parts loaded on first use) run a small part of their functions and keep V8's lazy
// compilation. A smaller chunk has few functions, whose lazy compilation costs well under a
// millisecond, while the comment costs ~25 gzipped bytes a file under the 140 KB ceiling that
// /receita nearly fills (its 12 files hinted: 140,2 KB; those from 16 KB: 140,0 KB).
//
// Rolldown's documented plugin API only: `generateBundle` with `order: "post"`, after Vite's own
// import analysis has prepended its preload helper (the comment must be the file's first line).
// The build fails if no chunk gets the hint or a hinted chunk does not start with it, rather than
// shipping pages that silently lost it; tests/ssr/scripts.test.ts checks every public page's
// first-visit scripts in the built app.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
/** Minified size from which a chunk loaded at start gets the hint. */
export const MIN_HINTED_BYTES = 16 * 1024;

type Chunk = {
  type: "chunk";
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  map?: { mappings: string } | null;
};
type Asset = { type: "asset"; fileName: string; source: string | Uint8Array };

/**
 * The chunks that get the hint: those loaded as a page starts (the build's entries and their
 * static imports, transitively) of at least MIN_HINTED_BYTES.
 */
export function chunksToHint(bundle: Record<string, Chunk | Asset>): Set<string> {
  const hinted = new Set<string>();
  for (const fileName of chunksLoadedAtStart(bundle)) {
    const chunk = bundle[fileName] as Chunk;
    if (
      Buffer.byteLength(
        chunk.code.startsWith(`${COMPILE_HINT}\n`) ? chunk.code.slice(COMPILE_HINT.length + 1) : chunk.code,
      ) >= MIN_HINTED_BYTES
    )
      hinted.add(fileName);
  }
  return hinted;
}

/** The chunks loaded as a page starts: the build's entries and their static imports, transitively. */
export function chunksLoadedAtStart(bundle: Record<string, Chunk | Asset>): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== "chunk") return;
    loaded.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle)) if (item.type === "chunk" && item.isEntry) visit(item.fileName);
  return loaded;
}

export function compileHints(): Plugin {
  return {
    name: "cervejometro:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, output) {
        const bundle = output as unknown as Record<string, Chunk | Asset>;
        if (chunksLoadedAtStart(bundle).size === 0) this.error("compile hints: the client build has no entry chunk");
        const hinted = chunksToHint(bundle);
        for (const fileName of hinted) {
          const chunk = bundle[fileName] as Chunk;
          if (chunk.code.startsWith("#!")) this.error(`compile hints: ${fileName} starts with a hashbang`);
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: a source map (when the build writes one) starts one line later.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
    writeBundle(_options, output) {
      const bundle = output as unknown as Record<string, Chunk | Asset>;
      const hinted = chunksToHint(bundle);
      const missing = [...hinted].filter(
        (fileName) => !(bundle[fileName] as Chunk).code.startsWith(`${COMPILE_HINT}\n`),
      );
      if (hinted.size === 0 || missing.length > 0) {
        this.error(
          `compile hints: chunks loaded at start without the hint on their first line: ${missing.join(", ") || "(none found)"}`,
        );
      }
    },
  };
}
