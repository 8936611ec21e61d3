// The budget's result card: its totals, drink lines and share buttons, whose code a first visit
// does not download until the visitor uses the form (issue 12.2, kit/result-code.tsx).
import { resultCode } from "~/components/calculator/kit/result-code";

const code = resultCode(() => import("~/components/calculator/budget/result-details"));

/**
 * Fetches the result's code (the card's details and budget-result.ts): as the visitor starts on
 * the form, and awaited before "Calcular Orçamento" shows a result, so it renders at once.
 */
export const loadResults = code.load;

/** Totals and one line per drink. */
export const DeferredResultDetails = code.piece((module) => module.BudgetResultDetails, {
  id: "orcamento-resultado",
  className: "space-y-4",
});
/** The share buttons in the card's header. */
export const DeferredResultShare = code.piece((module) => module.BudgetResultShare, { id: "orcamento-compartilhar" });
