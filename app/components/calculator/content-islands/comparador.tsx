import { Faq } from "~/components/calculator/kit/faq";
import { comparatorFaq } from "~/content/calculators/comparador-faq";

/**
 * The comparator's FAQ as a server island (server-island.tsx): in the server's HTML, not in
 * the page's scripts (issue 12.2). Its "Como calculamos" stays in the page: its example
 * follows the visitor's own numbers.
 */
export default function Content({ part }: { part: "faq" }) {
  return part === "faq" ? <Faq items={comparatorFaq} /> : null;
}
