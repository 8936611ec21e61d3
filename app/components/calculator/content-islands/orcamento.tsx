import { BudgetHow } from "~/components/calculator/budget/how";
import { Faq } from "~/components/calculator/kit/faq";
import { budgetFaq } from "~/content/calculators/orcamento";

/**
 * The orçamento calculator's static text ("Como calculamos" and the FAQ) as a server island
 * (server-island.tsx): in the server's HTML, not in the page's scripts (issue 12.2).
 */
export default function Content({ part }: { part: "how" | "faq" }) {
  return part === "faq" ? <Faq items={budgetFaq} /> : <BudgetHow />;
}
