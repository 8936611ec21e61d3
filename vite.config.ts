import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { chunkGroups, chunkReport } from "./scripts/vite/chunk-groups.ts";
import { compileHints } from "./scripts/vite/compile-hints.ts";

export default defineConfig(() => {
  const chunks = chunkGroups();
  return {
    plugins: [tailwindcss(), reactRouter(), chunks.plugin, chunkReport(), compileHints()],
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    ssr: {
      // Bundled into the server build rather than imported from node_modules: the icons and
      // primitives the app imports one by one, instead of one Node module load each at start.
      noExternal: ["lucide-react", /^@radix-ui\//],
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
