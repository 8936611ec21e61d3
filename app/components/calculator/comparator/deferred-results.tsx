// The comparator's ranking and its "Como calculamos", whose code a first visit does not download
// until the visitor uses the form (issue 12.2, kit/result-code.tsx): the ranking and the worked
// example under it change together, so one download brings both.
import { resultCode } from "~/components/calculator/kit/result-code";

const code = resultCode(() =>
  Promise.all([import("~/components/calculator/comparator/results"), import("~/components/calculator/comparator/how")]),
);

/**
 * Fetches the ranking's code: as the visitor starts on the form, and awaited before a result
 * is shown, so "Calcular" and "Refazer" render it at once.
 */
export const loadResults = code.load;

/** The ranking: a shared link's, in the server's HTML, goes live as soon as its code is here. */
export const DeferredResults = code.piece(([results]) => results.ComparatorResults, { id: "comparador-resultado" });

/**
 * "Como calculamos", whose example follows the best beer: only a result changes it, so a first
 * visit keeps the server's HTML of it until the ranking's code is here, which every new result
 * waits for.
 */
export const DeferredHow = code.piece(([, how]) => how.ComparatorHow, {
  id: "comparador-como-calculamos",
  eager: false,
});
