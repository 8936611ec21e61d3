const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab) goes from `active` inside an open menu, when it would leave it: the
 * browser lets Tab leave a modal <dialog> for its own toolbar, and the menu keeps focus going
 * round inside instead, as Radix did. Null when the browser's own move stays inside. Used by the
 * React menu (mobile-menu-dialog.tsx) and by the plain script of pages without React.
 */
export function wrapFocus(menu: ParentNode, active: Element | null, backwards: boolean): HTMLElement | null {
  const targets = [...menu.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = targets[0];
  const last = targets.at(-1);
  if (!first || !last) return null;
  if (backwards ? active === first : active === last) return backwards ? last : first;
  return null;
}
