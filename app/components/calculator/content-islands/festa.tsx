import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { RichParagraphs } from "~/components/calculator/kit/rich-text";
import { Faq } from "~/components/calculator/kit/faq";
import { partyFaq, partyHow } from "~/content/calculators/festa";

/**
 * The festa calculator's static text ("Como calculamos" and the FAQ) as a server island
 * (server-island.tsx): in the server's HTML, not in the page's scripts (issue 12.2).
 */
export default function Content({ part }: { part: "how" | "faq" }) {
  return part === "faq" ? (
    <Faq items={partyFaq} />
  ) : (
    <HowWeCalculate sources={partyHow.sources}>
      <RichParagraphs paragraphs={partyHow.paragraphs} />
    </HowWeCalculate>
  );
}
