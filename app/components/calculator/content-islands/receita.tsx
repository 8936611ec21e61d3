import { HowWeCalculateText } from "~/components/calculator/kit/how-we-calculate-text";
import { Faq } from "~/components/calculator/kit/faq";
import { receitaFaq, receitaHow } from "~/content/calculators/receita";

/**
 * The recipe sheet's static text ("Como calculamos" and the FAQ) as a server island
 * (server-island.tsx): in the server's HTML, not in the page's scripts (issue 12.2).
 */
export default function Content({ part }: { part: "how" | "faq" }) {
  return part === "faq" ? <Faq items={receitaFaq} /> : <HowWeCalculateText content={receitaHow} />;
}
