import type { Config } from "@react-router/dev/config";

// React Router 8. Its defaults are the v7 future flags this project adopted one by one
// (docs/upgrading.md): middleware (loaders, actions and the document render get a
// RouterContextProvider; typed keys in app/lib/http/request-context.ts), Vite's environment
// API (vite.config.ts `environments`), split route modules, requests passed through as they
// came (routes read paths and parameters from their `url` argument, never request.url: a data
// request's URL ends in .data) and trailing-slash-aware data requests (the root's data is
// /_.data; app/lib/http/data-request.ts).
export default {
  ssr: true,
  appDirectory: "app",
  // scripts/build.mjs names a new folder for every build (BUILD_OUT) and then points
  // BUILD_DIR at it, so a build never rewrites files under a running server. Run directly,
  // `react-router build` writes to build-direct/, which nothing serves.
  buildDirectory: process.env.BUILD_OUT || "build-direct",
} satisfies Config;
