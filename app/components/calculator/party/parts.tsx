// Pieces shared by the party calculator (/festa) and beer per person (/por-pessoa):
// pt-BR wording of the results, the result tiles and the links onward (docs/decisions/0008-party-model.md).
// Their static notes are in notes.tsx, rendered through the pages' content islands.
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Container } from "~/calculators/party";
import { formatNumber } from "~/lib/format";
import { countOf, litres } from "~/lib/seo/previews/core";
import { cn } from "~/lib/utils";

// The link previews word counts and litres the same way (issue 15): one implementation.
export { countOf, litres };

/** "110 latas de 350 ml" */
export function unitsText(n: number, container: Container, digits = 0) {
  return `${countOf(n, container.unit.one, container.unit.many, digits)} de ${container.volume}`;
}

/** "10 fardos de 12" */
export function packsText(n: number, container: Container) {
  return `${countOf(n, container.pack.one, container.pack.many)} de ${container.pack.size}`;
}

/** "60 min", "1 h 26 min", "2 h" */
export function minutesText(minutes: number) {
  const total = Math.round(minutes);
  if (total < 90) return `${formatNumber(total)} min`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${formatNumber(m)} min`;
}

/** One figure of the result: a label, the number in large type, a line of detail. */
export function ResultTile({
  icon,
  label,
  value,
  detail,
  className,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn("rounded-lg border bg-background/60 p-4 dark:bg-background/30", className)} data-testid={testId}>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

export interface OnwardLink {
  to: string;
  label: string;
  description: string;
}

/** Links to the next tool, prefilled where the other tool reads the same inputs. */
export function OnwardLinks({ links }: { links: OnwardLink[] }) {
  return (
    <nav aria-label="Próximos passos" className="space-y-2">
      <h3 className="text-sm font-semibold">Próximos passos</h3>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="group flex items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30 dark:hover:bg-input/50"
            >
              <span>
                <span className="block font-medium">{link.label}</span>
                <span className="block text-xs text-muted-foreground">{link.description}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
