// The switches every Chromium the project drives itself starts with (the browser tests'
// tests/e2e/support.ts and scripts/screenshot.mjs): headless, no sandbox (root in a container),
// no GPU, and none of the browser's own background traffic (updates, sync, QUIC probes).
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
