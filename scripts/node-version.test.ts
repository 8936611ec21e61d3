import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REQUIRED_NODE_MAJOR } from "./node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");

describe("the runtime", () => {
  it("runs the tests on Node 24 or newer (node_modules/.bin/node, issue 24)", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
  });

  it("stops a script started on an older Node with the way out", () => {
    const result = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'import("./scripts/node-version.mjs").then((m) => m.requireSupportedNode("20.20.2"))',
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("needs Node 24 or newer; this is Node 20.20.2");
    expect(result.stderr).toContain("node_modules/.bin/node");
  });
});
