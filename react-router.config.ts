import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // scripts/build.mjs names a new folder for every build (BUILD_OUT) and then points
  // BUILD_DIR at it, so a build never rewrites files under a running server. Run directly,
  // `react-router build` writes to build-direct/, which nothing serves.
  buildDirectory: process.env.BUILD_OUT || "build-direct",
  future: {
    // Loaders, actions and the document render get a RouterContextProvider (typed keys in
    // app/lib/http/request-context.ts) instead of the AppLoadContext object.
    v8_middleware: true,
    // Vite's environment API: the client and server builds are configured per environment
    // (vite.config.ts `environments`), no longer by the isSsrBuild flag.
    v8_viteEnvironmentApi: true,
    // Client-only route exports in chunks of their own. The app has no clientLoader, clientAction,
    // clientMiddleware or HydrateFallback today, so it changes no chunk; it is the v8 behaviour.
    v8_splitRouteModules: true,
    // Loaders and actions get the raw request (a data request's URL ends in .data and carries
    // ?_routes); every route reads paths and parameters from its `url` argument instead.
    v8_passThroughRequests: true,
    // A page with a trailing slash asks /page/_.data for its data, and the root /_.data (was
    // /_root.data): stripDataSuffix (app/lib/http/data-request.ts) and the worker's documentOf read both.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
