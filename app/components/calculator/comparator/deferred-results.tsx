import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { ComparatorHow as How } from "~/components/calculator/comparator/how";
import type { ComparatorResults as Results } from "~/components/calculator/comparator/results";
import { useHydrated } from "~/hooks/use-hydrated";

type ResultsProps = ComponentProps<typeof Results>;

/** The elements holding the ranking and "Como calculamos"; on hydration the browser finds the server's HTML of each by its id. */
const RESULTS_ID = "comparador-resultado";
const HOW_ID = "comparador-como-calculamos";

let Loaded: typeof Results | undefined;
let LoadedHow: typeof How | undefined;
// The ranking and the worked example under it change together: one download brings both.
const load = () =>
  Promise.all([
    import("~/components/calculator/comparator/results"),
    import("~/components/calculator/comparator/how"),
  ]).then(([results, how]) => {
    Loaded = results.ComparatorResults;
    LoadedHow = how.ComparatorHow;
    return { default: results.ComparatorResults };
  });
// The server loads them at start: every render then has them (the same HTML, and so the same ETag,
// for the first request as for the next; a render that waited on them had its Suspense markers).
if (import.meta.env.SSR) void load();
const Lazy = lazy(load);
const LazyHow = lazy(() => load().then(() => ({ default: LoadedHow! })));

/**
 * Fetches the ranking's code: as the visitor starts on the form, and awaited before a result
 * is shown, so "Calcular" and "Refazer" render it at once (issue 12.2).
 */
export const loadResults = () => load().then(() => undefined);

/**
 * The ranking, whose code a first visit does not download until the visitor uses the form.
 * A shared link's ranking is in the server's HTML: a hydrating browser keeps that HTML as
 * it is (as a server island does) while the code loads at once, then renders it live. (The
 * server waits for the lazy module, so its HTML always holds the ranking.)
 */
export function DeferredResults(props: ResultsProps) {
  // Only a hydrating render finds the server's HTML (a later mount would find the previous one's).
  const hydrating = !useHydrated();
  const [html] = useState(() =>
    hydrating && !Loaded && typeof document !== "undefined"
      ? document.getElementById(RESULTS_ID)?.innerHTML
      : undefined,
  );
  const [, setReady] = useState(false);
  useEffect(() => {
    if (!Loaded) void load().then(() => setReady(true));
  }, []);

  if (Loaded) {
    return (
      <div id={RESULTS_ID}>
        <Loaded {...props} />
      </div>
    );
  }
  if (html !== undefined) return <div id={RESULTS_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div id={RESULTS_ID}>
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    </div>
  );
}

/**
 * "Como calculamos", whose example follows the best beer: only a result changes it, so a first
 * visit keeps the server's HTML of it (as a server island) until the ranking's code is here, which
 * every new result waits for. With no server HTML (a client-side navigation) it renders as soon as
 * that code is.
 */
export function DeferredHow({ best }: { best: ComponentProps<typeof How>["best"] }) {
  const hydrating = !useHydrated();
  const [html] = useState(() =>
    hydrating && !LoadedHow && typeof document !== "undefined" ? document.getElementById(HOW_ID)?.innerHTML : undefined,
  );
  if (LoadedHow) {
    return (
      <div id={HOW_ID}>
        <LoadedHow best={best} />
      </div>
    );
  }
  if (html !== undefined) return <div id={HOW_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div id={HOW_ID}>
      <Suspense fallback={null}>
        <LazyHow best={best} />
      </Suspense>
    </div>
  );
}
