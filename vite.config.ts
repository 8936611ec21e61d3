import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
    // The server build's input is the production server itself (React Router's "node custom
    // server" pattern): Express, the middleware and the app compile into one bundle.
    rollupOptions: isSsrBuild ? { input: "./server/index.ts" } : undefined,
  },
}));
