import { Calculator } from "lucide-react";
import { useId, type ReactNode } from "react";

export interface Source {
  label: string;
  url?: string;
}

/** "Como calculamos" (D1): the formula in words and the references it comes from. */
export function HowWeCalculate({ children, sources }: { children: ReactNode; sources: Source[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded-xl border bg-muted/40 p-4 sm:p-5">
      <h2 id={titleId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Calculator className="size-5 text-primary" aria-hidden="true" /> Como calculamos
      </h2>
      <div className="space-y-2 text-sm leading-relaxed text-muted-foreground [&_code]:rounded [&_code]:bg-background [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-foreground">
        {children}
      </div>
      {sources.length > 0 ? (
        <p className="mt-3 text-xs text-muted-foreground">
          Fontes:{" "}
          {sources.map((s, i) => (
            <span key={s.label}>
              {i > 0 ? "; " : null}
              {s.url ? (
                <a className="underline underline-offset-2 hover:text-foreground" href={s.url} rel="noopener" target="_blank">
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
