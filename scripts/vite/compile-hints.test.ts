import { describe, expect, it } from "vitest";
import { COMPILE_HINT, MIN_HINTED_BYTES, chunksLoadedAtStart, chunksToHint, compileHints } from "./compile-hints";

const big = `export const x = "${"x".repeat(MIN_HINTED_BYTES)}";`;
const chunk = (fileName: string, imports: string[] = [], isEntry = false, code = big) => ({
  type: "chunk" as const,
  fileName,
  code,
  isEntry,
  imports,
});

// A client build in miniature: two entries sharing a chunk, a chunk only `import()` reaches, a
// small chunk loaded at start.
function bundle() {
  return {
    "entry.js": chunk("entry.js", ["app.js"], true),
    "route.js": chunk("route.js", ["app.js", "shared.js"], true),
    "app.js": chunk("app.js", ["runtime.js"]),
    "runtime.js": chunk("runtime.js", [], false, "export const r = 1;"),
    "shared.js": chunk("shared.js", ["app.js"]),
    "pdf.js": chunk("pdf.js", ["app.js"]),
    "app.css": { type: "asset" as const, fileName: "app.css", source: "a{}" },
  };
}

type Handler = (this: { error: (message: string) => never }, options: unknown, output: unknown) => void;
const errors = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("compile hints on the chunks a page loads as it starts", () => {
  it("takes the entries and what they import statically, not what only import() reaches", () => {
    expect([...chunksLoadedAtStart(bundle())].sort()).toEqual([
      "app.js",
      "entry.js",
      "route.js",
      "runtime.js",
      "shared.js",
    ]);
    // A chunk under MIN_HINTED_BYTES keeps lazy compilation: the comment would cost more than it saves.
    expect([...chunksToHint(bundle())].sort()).toEqual(["app.js", "entry.js", "route.js", "shared.js"]);
  });

  it("puts the magic comment on the first line of those chunks, once each, and leaves the others", () => {
    const output = bundle();
    const plugin = compileHints();
    const generate = plugin.generateBundle as unknown as { order: string; handler: Handler };
    expect(generate.order).toBe("post"); // after Vite's import analysis prepends its own helper
    generate.handler.call(errors, {}, output);
    expect(output["app.js"].code).toBe(`${COMPILE_HINT}\n${big}`);
    expect(output["route.js"].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(output["pdf.js"].code).toBe(big);
    expect(output["runtime.js"].code).toBe("export const r = 1;");
    (plugin.writeBundle as unknown as Handler).call(errors, {}, output);
  });

  it("fails the build when a chunk loaded at start lost the hint, or there is no entry", () => {
    const output = bundle();
    const plugin = compileHints();
    (plugin.generateBundle as unknown as { handler: Handler }).handler.call(errors, {}, output);
    output["shared.js"].code = `const __vite__mapDeps = 1;\n${output["shared.js"].code}`;
    expect(() => (plugin.writeBundle as unknown as Handler).call(errors, {}, output)).toThrow(/shared\.js/);
    expect(() =>
      (plugin.generateBundle as unknown as { handler: Handler }).handler.call(errors, {}, { "a.js": chunk("a.js") }),
    ).toThrow(/no entry/);
  });
});
