// The state every calculator page shares (docs/decisions/0003-url-state.md): inputs read from the URL once, written back
// with replaceState as the visitor types, a fresh start whenever the calculator is
// navigated to again, what was typed before the scripts took over (issue 16), and one way
// to bring the result, or the first field to fix, into view.
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
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
  /**
   * The calculator's GET form (CalculatorForm / FormCard). After hydration its fields are
   * read back, so values typed while the scripts were loading are kept (issue 16), and
   * focusFirstInvalid looks for the first invalid field in it.
   */
  form?: RefObject<HTMLFormElement | null>;
  /**
   * How the fields typed before hydration join the state (default: the whole state read from
   * them, as a link would be). Calculators whose result waits for a button take only the
   * inputs and keep the rest. Returns `state` itself when nothing changes.
   */
  fromForm?: (fields: URLSearchParams, state: S) => S;
}

/** The query string of a form's fields as the browser would submit them (GET). */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}

/**
 * The state to take from a form's fields after hydration, or undefined when they stand for
 * the state already held. States are compared as `read` gives them and through their
 * canonical query, never as the fields' raw text: the form may spell the same state
 * differently ("1.000" against the URL's "1000", "4,5" against "4.5"). Both are needed: a
 * query leaves out what it cannot write (an invalid field), and two invalid texts differ
 * only in the state.
 */
export function stateFromForm<S>(
  fields: URLSearchParams,
  state: S,
  { read, toQuery }: Pick<CalculatorFormOptions<S>, "read" | "toQuery">,
): S | undefined {
  const typed = read(fields);
  const same = toQuery(typed) === toQuery(state) && JSON.stringify(typed) === JSON.stringify(state);
  return same ? undefined : typed;
}

/** The first field of `form` marked invalid, scrolled into view and focused; false when there is none. */
export function focusFirstInvalidField(form: HTMLElement | null | undefined): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView({ behavior: scrollBehavior(prefersReducedMotion()), block: "center" });
  field.focus({ preventScroll: true });
  return true;
}

export function useCalculatorForm<S>({ read, toQuery, result, focus, form, fromForm }: CalculatorFormOptions<S>) {
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

  // Once, after hydration: the server rendered the URL's state, but on a slow connection
  // the visitor may have typed (or picked a radio) before the scripts ran. React keeps what
  // the DOM holds on hydration; take it into the state so the next render does not wipe it.
  const takeTypedFields = useEffectEvent(() => {
    const element = form?.current;
    if (!element) return;
    const fields = formQuery(element);
    const typed = fromForm ? fromForm(fields, state) : (stateFromForm(fields, state, { read, toQuery }) ?? state);
    if (typed !== state) setState(typed);
  });
  // The DOM is the outside system here: what it holds is known only once hydration is done.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render, once, only when the visitor typed early
  useEffect(() => takeTypedFields(), []);

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

  /** Brings the first invalid field of `form` into view and focuses it (issue 16: errors where the eye is). */
  const focusFirstInvalid = () => focusFirstInvalidField(form?.current);

  return {
    state,
    setState,
    update,
    reset,
    scrollToResult: scrollToResultNow,
    showResult,
    focusFirstInvalid,
    navigationKey: key,
  };
}
