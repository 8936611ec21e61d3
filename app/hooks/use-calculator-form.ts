// The state every calculator page shares (docs/decisions/0003-url-state.md): inputs read from the URL once, written back
// with replaceState as the visitor types, a fresh start whenever the calculator is
// navigated to again, and one way to bring the result into view.
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject, type SetStateAction } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useQuerySync } from "~/hooks/use-query-sync";

/** "auto" for visitors who asked their system for less motion, else "smooth". */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? "auto" : "smooth";
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export interface ScrollOptions {
  /** What receives focus, so a screen reader lands on the result (default: the target itself). */
  focus?: HTMLElement | null;
  block?: ScrollLogicalPosition;
}

/** Scrolls `target` into view (smoothly unless reduced motion is asked for) and moves focus there. */
export function scrollToResult(
  target: HTMLElement | null | undefined,
  { focus = target, block = "start" }: ScrollOptions = {},
) {
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(prefersReducedMotion()), block });
  focus?.focus({ preventScroll: true });
}

/** The toast after "Redefinir". */
export function announceReset() {
  toast.success("Calculadora resetada", { description: "Todos os valores foram restaurados para o padrão." });
}

export interface CalculatorFormOptions<S> {
  /** The state a URL stands for; synchronous, so a shared link renders its result in the server HTML. */
  read: (params: URLSearchParams) => S;
  /** The query string for a state ("" leaves the address clean). */
  toQuery: (state: S) => string;
  /** The element brought into view by scrollToResult/showResult, usually the result's heading. */
  result?: RefObject<HTMLElement | null>;
  /** The element focused then (default: `result`). */
  focus?: RefObject<HTMLElement | null>;
}

export function useCalculatorForm<S>({ read, toQuery, result, focus }: CalculatorFormOptions<S>) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [held, setHeld] = useState(() => ({ key: location.key, state: read(searchParams) }));
  let current = held;
  // A navigation to this page (a link with other inputs, back/forward) has a new location
  // key and starts afresh from its URL; our own replaceState writes keep the key. Reset
  // while rendering (React's "adjusting state when a prop changes"), so the stale state
  // never paints.
  if (held.key !== location.key) {
    current = { key: location.key, state: read(searchParams) };
    setHeld(current);
  }
  const { state, key } = current;
  useQuerySync(toQuery(state), key);

  const setState = useCallback((next: SetStateAction<S>) => {
    setHeld((h) => ({ key: h.key, state: typeof next === "function" ? (next as (prev: S) => S)(h.state) : next }));
  }, []);

  /** A setter for one field of an object-shaped state. */
  const update = useCallback(
    <K extends keyof S>(field: K) =>
      (value: S[K]) =>
        setState((s) => ({ ...s, [field]: value })),
    [setState],
  );

  /** Back to `defaults`, with the "Calculadora resetada" toast. */
  const reset = useCallback(
    (defaults: S) => {
      setState(defaults);
      announceReset();
    },
    [setState],
  );

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Brings the result into view; `delayMs` lets a result that has just been rendered settle first. */
  const scrollToResultNow = useCallback(
    ({ delayMs = 0 }: { delayMs?: number } = {}) => {
      const go = () => scrollToResult(result?.current, { focus: (focus ?? result)?.current });
      window.clearTimeout(timer.current);
      if (delayMs > 0) timer.current = window.setTimeout(go, delayMs);
      else go();
    },
    [result, focus],
  );

  /** A form's submit handler for calculators that recompute live: "Ver resultado" only scrolls. */
  const showResult = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      scrollToResultNow();
    },
    [scrollToResultNow],
  );

  return { state, setState, update, reset, scrollToResult: scrollToResultNow, showResult, navigationKey: key };
}
