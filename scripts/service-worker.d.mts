// Types of scripts/service-worker.mjs for its test.
export const OFFLINE_PAGES: string[];
export const HEAD_ONLY_PAGES: string[];
export function readRouteManifest(clientDir: string): { file: string; manifest: unknown };
export function precacheLists(clientDir: string): { precache: string[]; staticPages: string[]; pages: string[] };
export function writeServiceWorker(buildDir: string): {
  version: string;
  files: number;
  bytes: number;
  staticPages: string[];
  pages: string[];
};
