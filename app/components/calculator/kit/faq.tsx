import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { JsonLd } from "~/components/json-ld";
import { answerParagraphs as paragraphs, type FaqItem } from "~/components/calculator/kit/content";

export type { FaqItem };

/**
 * "Perguntas Frequentes": native <details>/<summary> plus FAQPage structured data for search
 * engines. No script at all (issue 12.2: it was a Radix accordion), and every answer is in the
 * server HTML, closed or open, so readers without JavaScript and crawlers see it as well as the
 * structured data does. The browser opens and closes them, from the keyboard too.
 */
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
      <div className="rounded-xl border bg-card px-4">
        {items.map((item) => (
          <details key={item.question} className="group border-b last:border-b-0">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon
                aria-hidden="true"
                className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="space-y-2 pb-4 text-sm text-muted-foreground">
              {paragraphs(item.answer).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
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
