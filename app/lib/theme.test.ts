import { afterEach, describe, expect, it, vi } from "vitest";
import {
  THEME_STORAGE_KEY,
  isTheme,
  resolveTheme,
  switchTheme,
  themeInitScript,
  toggleTheme,
  type Theme,
} from "./theme";

describe("resolveTheme", () => {
  it("a saved valid choice wins over the system preference", () => {
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", true)).toBe("dark");
    expect(resolveTheme("light", false)).toBe("light");
  });

  it("without a saved choice, follows the system preference", () => {
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme(undefined, true)).toBe("dark");
    expect(resolveTheme(null, false)).toBe("light");
    expect(resolveTheme(undefined, false)).toBe("light");
  });

  it("ignores invalid saved values", () => {
    expect(resolveTheme("", true)).toBe("dark");
    expect(resolveTheme("DARK", false)).toBe("light");
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme('"dark"', false)).toBe("light");
  });
});

describe("toggleTheme / isTheme", () => {
  it("flips between light and dark", () => {
    expect(toggleTheme("light")).toBe("dark");
    expect(toggleTheme("dark")).toBe("light");
  });

  it("recognises only the two themes", () => {
    expect(isTheme("light")).toBe(true);
    expect(isTheme("dark")).toBe(true);
    expect(isTheme("Dark")).toBe(false);
    expect(isTheme(null)).toBe(false);
  });

  it("uses the spec's storage key", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });
});

// ---------------------------------------------------------------------------
// The inline <head> script, run against fakes.
// ---------------------------------------------------------------------------

interface FakeEnv {
  /** what localStorage holds under "theme"; "throw" makes getItem throw */
  saved: string | null | "throw";
  /** system preference; "missing" = no matchMedia; "throw" = matchMedia throws */
  system: "dark" | "light" | "missing" | "throw";
  /** classes already on <html> */
  initialClasses?: string[];
}

interface RunResult {
  classes: string[];
  colorScheme: string;
  keysRead: string[];
  queries: string[];
}

function runScript(env: FakeEnv): RunResult {
  const keysRead: string[] = [];
  const queries: string[] = [];
  const store: Record<string, string> = {};
  if (env.saved !== null && env.saved !== "throw") store[THEME_STORAGE_KEY] = env.saved;
  const fakeLS = {
    getItem(key: string) {
      keysRead.push(key);
      if (env.saved === "throw") throw new Error("SecurityError: storage disabled");
      return key in store ? store[key] : null;
    },
  };
  const fakeMM =
    env.system === "missing"
      ? undefined
      : (query: string) => {
          queries.push(query);
          if (env.system === "throw") throw new Error("matchMedia failed");
          return { matches: query === "(prefers-color-scheme: dark)" && env.system === "dark" };
        };
  const classes = new Set(env.initialClasses ?? []);
  const fakeDoc = {
    documentElement: {
      classList: {
        add: (c: string) => void classes.add(c),
        remove: (c: string) => void classes.delete(c),
      },
      style: { colorScheme: "" },
    },
  };
  new Function("localStorage", "matchMedia", "document", themeInitScript)(fakeLS, fakeMM, fakeDoc);
  return { classes: [...classes].sort(), colorScheme: fakeDoc.documentElement.style.colorScheme, keysRead, queries };
}

describe("themeInitScript", () => {
  it("is a non-trivial single-line script", () => {
    expect(typeof themeInitScript).toBe("string");
    expect(themeInitScript).not.toContain("\n");
    expect(themeInitScript).not.toContain("</script");
  });

  it("saved dark → dark even with a light system", () => {
    const r = runScript({ saved: "dark", system: "light" });
    expect(r.classes).toEqual(["dark"]);
    expect(r.colorScheme).toBe("dark");
    expect(r.keysRead).toEqual(["theme"]);
  });

  it("saved light with a dark system → light, and removes a stale dark class", () => {
    const r = runScript({ saved: "light", system: "dark", initialClasses: ["dark", "other"] });
    expect(r.classes).toEqual(["other"]);
    expect(r.colorScheme).toBe("light");
  });

  it("nothing saved + dark system → dark", () => {
    const r = runScript({ saved: null, system: "dark" });
    expect(r.classes).toEqual(["dark"]);
    expect(r.colorScheme).toBe("dark");
    expect(r.queries).toEqual(["(prefers-color-scheme: dark)"]);
  });

  it("nothing saved + light system → light", () => {
    const r = runScript({ saved: null, system: "light", initialClasses: ["dark"] });
    expect(r.classes).toEqual([]);
    expect(r.colorScheme).toBe("light");
  });

  it("garbage saved is ignored: follows the system", () => {
    expect(runScript({ saved: "purple", system: "dark" })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(runScript({ saved: "purple", system: "light" })).toMatchObject({ classes: [], colorScheme: "light" });
  });

  it("localStorage throwing falls back to the system preference", () => {
    expect(runScript({ saved: "throw", system: "dark" })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(runScript({ saved: "throw", system: "light" })).toMatchObject({ classes: [], colorScheme: "light" });
  });

  it("no matchMedia, or matchMedia throwing, means light unless saved dark", () => {
    expect(runScript({ saved: null, system: "missing" })).toMatchObject({ classes: [], colorScheme: "light" });
    expect(runScript({ saved: null, system: "throw" })).toMatchObject({ classes: [], colorScheme: "light" });
    expect(runScript({ saved: "dark", system: "missing" })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
  });

  it("does not consult matchMedia when a valid choice is saved", () => {
    expect(runScript({ saved: "light", system: "dark" }).queries).toEqual([]);
  });

  it("agrees with resolveTheme on every combination", () => {
    const savedValues: (string | null)[] = [null, "dark", "light", "", "Dark", "auto"];
    for (const saved of savedValues) {
      for (const prefersDark of [true, false]) {
        const r = runScript({ saved, system: prefersDark ? "dark" : "light" });
        const expected: Theme = resolveTheme(saved, prefersDark);
        expect({ saved, prefersDark, scheme: r.colorScheme }).toEqual({ saved, prefersDark, scheme: expected });
        expect(r.classes.includes("dark")).toBe(expected === "dark");
      }
    }
  });

  it("never throws, even without a usable document", () => {
    expect(() =>
      new Function("localStorage", "matchMedia", "document", themeInitScript)(undefined, undefined, {}),
    ).not.toThrow();
  });
});

describe("switchTheme (every theme switch, by root.tsx's click listener)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeRoot(dark: boolean) {
    const classes = new Set(dark ? ["dark"] : []);
    return {
      classes,
      classList: {
        contains: (c: string) => classes.has(c),
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
      },
      style: { colorScheme: "" },
    };
  }

  it("flips the class and the colour scheme and saves the choice", () => {
    const saved = new Map<string, string>();
    vi.stubGlobal("localStorage", { setItem: (k: string, v: string) => saved.set(k, v) });
    const root = fakeRoot(false);
    switchTheme(root as unknown as HTMLElement);
    expect([...root.classes]).toEqual(["dark"]);
    expect(root.style.colorScheme).toBe("dark");
    expect(saved.get(THEME_STORAGE_KEY)).toBe("dark");
    switchTheme(root as unknown as HTMLElement);
    expect([...root.classes]).toEqual([]);
    expect(root.style.colorScheme).toBe("light");
    expect(saved.get(THEME_STORAGE_KEY)).toBe("light");
  });

  it("still switches when storage refuses", () => {
    vi.stubGlobal("localStorage", {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    const root = fakeRoot(true);
    expect(() => switchTheme(root as unknown as HTMLElement)).not.toThrow();
    expect(root.style.colorScheme).toBe("light");
  });
});
