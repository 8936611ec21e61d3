import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type * as Details from "~/components/calculator/budget/result-details";
import { useHydrated } from "~/hooks/use-hydrated";

type DetailsModule = typeof Details;

let loaded: DetailsModule | undefined;
// Not kept as one promise: after a failed download (a phone that lost its signal) the next call, the next
// "Calcular Orçamento", tries again; once it has arrived, import() answers from the browser's module map.
const load = () => import("~/components/calculator/budget/result-details").then((module) => (loaded = module));
// The server renders a shared link's result in its HTML: it has the module before the first request.
if (import.meta.env.SSR) void load();

/**
 * Fetches the result's code (the card's details and budget-result.ts): as the visitor starts on
 * the form, and awaited before "Calcular Orçamento" shows a result, so it renders at once (issue 12.2).
 */
export const loadResults = load;

/**
 * A piece of the result's card whose code a first visit does not download until the visitor
 * uses the form (the comparator's ranking does the same, comparator/deferred-results.tsx). A
 * shared link's result is in the server's HTML: a hydrating browser keeps that HTML as it is
 * (as a server island does) while the code loads at once, then renders it live. Without server
 * HTML (a result just calculated, which waited for the code; a client-side navigation to a
 * shared link) it renders as soon as the code is here.
 */
function deferredPiece<K extends "BudgetResultDetails" | "BudgetResultShare">(name: K, id: string, className?: string) {
  type Props = Parameters<DetailsModule[K]>[0];
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<Props> })));

  return function DeferredPiece(props: Props) {
    // Only a hydrating render finds the server's HTML (a later mount would find the previous one's).
    const hydrating = !useHydrated();
    const [html] = useState(() =>
      hydrating && !loaded && typeof document !== "undefined" ? document.getElementById(id)?.innerHTML : undefined,
    );
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!loaded) void load().then(() => setReady(true));
    }, []);

    const Loaded = loaded?.[name] as ComponentType<Props> | undefined;
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

/** Totals and one line per drink. */
export const DeferredResultDetails = deferredPiece("BudgetResultDetails", "orcamento-resultado", "space-y-4");
/** The share buttons in the card's header. */
export const DeferredResultShare = deferredPiece("BudgetResultShare", "orcamento-compartilhar");
