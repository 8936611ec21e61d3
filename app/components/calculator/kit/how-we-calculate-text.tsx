import type { HowWeCalculateContent } from "~/components/calculator/kit/content";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { RichParagraphs } from "~/components/calculator/kit/rich-text";

/**
 * "Como calculamos" from typed content (app/content/calculators/): its paragraphs and sources.
 * Kept out of CalculatorPage (kit/calculator-page.tsx), so a page whose text is a content island
 * does not download it with the kit (issue 12.2).
 */
export function HowWeCalculateText({ content }: { content: HowWeCalculateContent }) {
  return (
    <HowWeCalculate sources={content.sources}>
      <RichParagraphs paragraphs={content.paragraphs} />
    </HowWeCalculate>
  );
}
