import Calculator from "lucide-react/icons/calculator";
import { useId, type ReactNode } from "react";
import type { Source } from "~/components/calculator/kit/content";
import { cn } from "~/lib/utils";

export type { Source };

/**
 * "Como calculamos" (docs/decisions/0001-calculator-formulas.md): the formula in words and the references it comes from.
 * `compact` is the form used inside a tool card, under that card's own heading.
 */
export function HowWeCalculate({
  children,
  sources = [],
  compact = false,
}: {
  children: ReactNode;
  sources?: readonly Source[];
  compact?: boolean;
}) {
  const titleId = useId();
  const Heading = compact ? "h4" : "h2";
  return (
    <section
      aria-labelledby={titleId}
      className={cn("border bg-muted/40", compact ? "rounded-lg p-3 text-sm" : "mt-8 rounded-xl p-4 sm:p-5")}
    >
      <Heading id={titleId} className={cn("flex items-center gap-2 font-semibold", compact ? "mb-1" : "mb-2 text-lg")}>
        <Calculator className={cn("text-primary", compact ? "size-4" : "size-5")} aria-hidden="true" /> Como calculamos
      </Heading>
      <div
        className={cn(
          "leading-relaxed text-muted-foreground [&_code]:rounded [&_code]:bg-background [&_code]:px-1 [&_code]:font-mono [&_code]:text-foreground",
          compact ? "space-y-1 [&_code]:text-xs" : "space-y-2 text-sm [&_code]:py-0.5",
        )}
      >
        {children}
      </div>
      {sources.length > 0 ? (
        <p className={cn("text-xs text-muted-foreground", compact ? "mt-2" : "mt-3")}>
          Fontes:{" "}
          {sources.map((s, i) => (
            <span key={s.label}>
              {i > 0 ? "; " : null}
              {s.url ? (
                <a
                  className="underline underline-offset-2 hover:text-foreground"
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {s.label}
                </a>
              ) : (
                s.label
              )}
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
