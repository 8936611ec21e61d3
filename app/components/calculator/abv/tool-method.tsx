import Calculator from "lucide-react/icons/calculator";
import type { ReactNode } from "react";
import type { Source } from "~/components/calculator/kit/content";

/**
 * "Como calculamos" inside an ABV tool card, under the card's own heading. Not a
 * landmark: the page's own "Como calculamos" is the one region of that name, and three
 * more of the same name would make landmark navigation ambiguous (html-validate
 * unique-landmark). Styled like the kit's HowWeCalculate.
 */
export function ToolMethod({ children, sources = [] }: { children: ReactNode; sources?: readonly Source[] }) {
  return (
    <div className="rounded-lg border bg-muted/40 p-3 text-sm">
      <h4 className="mb-1 flex items-center gap-2 font-semibold">
        <Calculator className="size-4 text-primary" aria-hidden="true" /> Como calculamos
      </h4>
      <div className="space-y-1 leading-relaxed text-muted-foreground [&_code]:rounded [&_code]:bg-background [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs [&_code]:text-foreground">
        {children}
      </div>
      {sources.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
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
    </div>
  );
}
