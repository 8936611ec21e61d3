import { JsonLd } from "~/components/json-ld";
import { answerParagraphs as paragraphs, type FaqItem } from "~/components/calculator/kit/content";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";

export type { FaqItem };

/** "Perguntas Frequentes": an accordion plus FAQPage structured data for search engines. */
export function Faq({
  items,
  title = "Perguntas Frequentes",
  id = "faq",
}: {
  items: readonly FaqItem[];
  title?: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="mb-3 text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <Accordion type="single" collapsible className="rounded-xl border bg-card px-4">
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`item-${index}`}>
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="space-y-2 text-muted-foreground">
              {paragraphs(item.answer).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: paragraphs(item.answer).join(" ") },
          })),
        }}
      />
    </section>
  );
}
