import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { ComparatorResults as Results } from "~/components/calculator/comparator/results";
import { useHydrated } from "~/hooks/use-hydrated";

type ResultsProps = ComponentProps<typeof Results>;

/** The element holding the ranking; on hydration the browser finds the server's HTML of it by its id. */
const RESULTS_ID = "comparador-resultado";

let Loaded: typeof Results | undefined;
const load = () =>
  import("~/components/calculator/comparator/results").then((module) => {
    Loaded = module.ComparatorResults;
    return { default: module.ComparatorResults };
  });
const Lazy = lazy(load);

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
