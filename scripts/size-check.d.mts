// Types of scripts/size-check.mjs for scripts/bench.ts.
export interface RouteSize {
  path: string;
  routeIds: string[];
  files: string[];
  gzipBytes: number;
  otherBytes: number;
  adminOnlyBytes: number;
  other: { id: string; file: string; bytes: number; adminOnly: boolean }[];
}
export const PUBLIC_ROUTES: string[];
export const OTHER_ROUTES: string[];
export const BUDGET: { files: number; gzipKB: number; targetKB: number; otherKB: number };
export function sizeLimitKB(route: string, options?: { target?: boolean }): number;
export function measureRoutes(buildDir?: string, paths?: string[]): RouteSize[];
export function printSizeTable(
  rows: RouteSize[],
  options?: { verbose?: boolean; log?: (line: string) => void; target?: boolean },
): RouteSize[];
