// Pieces every admin tab shares: its section heading (the layout holds the page's h1)
// and its <head> tags (a child's meta replaces the layout's, so each tab sets both).
import type { MetaDescriptor } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Painel de Administração | Cervejômetro` }, { name: "robots", content: "noindex, nofollow" }];
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

/** The "nothing here yet" line of a list (§8 admin empty states). */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">{children}</p>;
}
