// Pieces every admin tab shares: its section heading (the layout holds the page's h1)
// and its <head> tags (a child's meta replaces the layout's, so each tab sets both).
import { Form, Link, type MetaDescriptor } from "react-router";
import { paginationItems } from "~/lib/blog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | Painel de Administração | Cervejômetro` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function AdminSection({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 className="text-xl font-semibold">{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** The "nothing here yet" line of a list (docs/decisions/0025-posts-and-categories.md admin empty states). */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">{children}</p>;
}

/**
 * A delete confirmation without JavaScript (the list links to `?excluir=<id>`): the same
 * words as the dialog, on the page, with "Excluir" posting `fields` and "Cancelar" going back.
 */
export function InlineDeleteConfirm({
  title,
  children,
  fields,
  action,
  cancelTo,
  idPrefix = "confirm",
  className = "mb-4",
}: {
  title: string;
  /** The question (and what else the deletion does). */
  children: React.ReactNode;
  /** The hidden inputs of the delete action. */
  fields: React.ReactNode;
  action?: string;
  cancelTo: string;
  idPrefix?: string;
  className?: string;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-text`}
      className={cn("rounded-lg border border-destructive/40 bg-destructive/5 p-4", className)}
    >
      <h3 id={`${idPrefix}-title`} className="font-semibold">
        {title}
      </h3>
      <p id={`${idPrefix}-text`} className="mt-1 text-sm">
        {children}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={action}>
          {fields}
          <Button type="submit" variant="destructive" size="sm">
            Excluir
          </Button>
        </Form>
        <Button asChild variant="outline" size="sm">
          <Link to={cancelTo}>Cancelar</Link>
        </Button>
      </div>
    </section>
  );
}

/** The page links under an admin list (the post list, the media library). */
export function AdminPagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const item =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(item, "bg-card hover:bg-accent")}>
          Anterior
        </Link>
      ) : null}
      {paginationItems(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-label={`Página ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(
              item,
              n === page ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={cn(item, "bg-card hover:bg-accent")}>
          Próxima
        </Link>
      ) : null}
    </nav>
  );
}
