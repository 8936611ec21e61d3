/**
 * Light/dark theme (docs/decisions/0021-browser-behaviours.md; the choice is stored under
 * localStorage "theme", docs/decisions/0021-browser-behaviours.md).
 *
 * Pure and isomorphic: nothing here touches `window` or `document` at import time.
 */

export type Theme = "light" | "dark";

/** localStorage key holding the visitor's explicit choice. */
export const THEME_STORAGE_KEY = "theme";

/** CSS class set on <html> for the dark theme. */
export const DARK_CLASS = "dark";

/** Media query for the operating system's dark preference. */
export const DARK_MEDIA_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * The theme to show: a valid saved choice wins; otherwise the system preference;
 * otherwise light. Anything other than "light" or "dark" saved is ignored.
 */
export function resolveTheme(saved: string | null | undefined, prefersDark: boolean): Theme {
  if (isTheme(saved)) return saved;
  return prefersDark ? "dark" : "light";
}

export function toggleTheme(t: Theme): Theme {
  return t === "dark" ? "light" : "dark";
}

/**
 * Source of the inline script placed in <head> so the right theme is applied before
 * the first paint (no flash of the wrong theme). It follows exactly the rule of
 * {@link resolveTheme}: reads localStorage (which may throw, e.g. storage disabled),
 * falls back to matchMedia, then to light; adds or removes the "dark" class on
 * <html> and sets `style.colorScheme`.
 *
 * It only uses the bare globals `localStorage`, `matchMedia` and `document` (no
 * `window.`), inside an IIFE so it leaks no variables, and never throws. Built by a call
 * marked pure, so a bundle that never reads it (the browser's: only the server's HTML carries
 * the script) leaves it out.
 */
export const themeInitScript: string = /* @__PURE__ */ initScript();

function initScript() {
  return (
    "(function(){try{var t=null;" +
    `try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
    'var d=t==="dark"||t!=="light"&&' +
    `(function(){try{return typeof matchMedia=="function"&&!!matchMedia(${JSON.stringify(DARK_MEDIA_QUERY)}).matches}catch(e){return false}})();` +
    "var r=document.documentElement;" +
    `if(d)r.classList.add(${JSON.stringify(DARK_CLASS)});else r.classList.remove(${JSON.stringify(DARK_CLASS)});` +
    'r.style.colorScheme=d?"dark":"light"}catch(e){}})()'
  );
}

/** The attribute marking a theme switch button: one click listener on the window serves them all. */
export const THEME_SWITCH_ATTRIBUTE = "data-theme-switch";

/**
 * Flips light/dark on the page and saves the choice under "theme". Called by the window's
 * click listener (root.tsx) for any element carrying THEME_SWITCH_ATTRIBUTE, so a switch kept
 * as server HTML (the sidebar's, a server island) works without its component's code.
 */
export function switchTheme(root: HTMLElement = document.documentElement) {
  const next = toggleTheme(root.classList.contains(DARK_CLASS) ? "dark" : "light");
  root.classList.toggle(DARK_CLASS, next === "dark");
  root.style.colorScheme = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode or storage full: the switch still works for this page.
  }
}
