import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chunkGroups, chunkReport } from "./scripts/vite/chunk-groups.ts";

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
