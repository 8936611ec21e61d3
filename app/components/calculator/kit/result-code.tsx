// Code that only a result needs (issue 12.2, decision 0032): the comparator's ranking and its
// worked example, the budget's totals and share buttons. A first visit does not download it: it
// comes as the visitor starts on the form (usePrefetchOnFormStart), and a new result waits for it
// (`load`), so it renders at once. A shared link's result is in the server's HTML, which a
// hydrating browser keeps as it is (as a server island does) until the code is here.
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * `importer` must be `() => import("…")` (or several of them in a Promise.all), so the bundler
 * makes the code a chunk of its own. The server loads it at start: every render then has it, the
 * same HTML (and ETag) for the first request as for the next.
 */
export function resultCode<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  // Not kept as one promise: after a failed download (a phone that lost its signal) the next call,
  // the next "Calcular", tries again; once it has arrived, import() answers from the module map.
  const load = (): Promise<M> => importer().then((module) => (loaded = module));
  if (import.meta.env.SSR) void load();

  /**
   * A piece of the page that renders with the code's component `pick(module)` inside an element
   * with `id`, by which a hydrating browser finds the server's HTML of it. `eager`: fetch the code
   * as soon as the piece is on the page (a result's piece: a shared link's result goes live at
   * once). Otherwise the server's HTML stays until the code is here for another reason and the
   * piece renders again (its content changes only with a new result, which waits for the code).
   * Without server HTML (a result just calculated, a client-side navigation) it renders as soon as
   * the code is here.
   */
  function piece<P extends object>(
    pick: (module: M) => ComponentType<P>,
    { id, className, eager = true }: { id: string; className?: string; eager?: boolean },
  ) {
    const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));

    return function ResultPiece(props: P) {
      // Only a hydrating render finds the server's HTML (a later mount would find the previous one's).
      const hydrating = !useHydrated();
      const [html] = useState(() =>
        hydrating && !loaded && typeof document !== "undefined" ? document.getElementById(id)?.innerHTML : undefined,
      );
      const [, setReady] = useState(false);
      useEffect(() => {
        if (eager && !loaded) void load().then(() => setReady(true));
      }, []);

      const Loaded = loaded ? pick(loaded) : undefined;
      if (Loaded) {
        return (
          <div id={id} className={className}>
            <Loaded {...props} />
          </div>
        );
      }
      if (html !== undefined) return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
      return (
        <div id={id} className={className}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      );
    };
  }

  return { load, piece };
}

/** Fetches a result's code as the visitor starts on the form: the first focus or touch inside it. */
export function usePrefetchOnFormStart(form: RefObject<HTMLFormElement | null>, load: () => Promise<unknown>) {
  useEffect(() => {
    const element = form.current;
    const prefetch = () => void load().catch(() => undefined);
    element?.addEventListener("focusin", prefetch, { once: true });
    element?.addEventListener("pointerdown", prefetch, { once: true });
    return () => {
      element?.removeEventListener("focusin", prefetch);
      element?.removeEventListener("pointerdown", prefetch);
    };
  }, [form, load]);
}
