import type { ReactNode } from "react";

/** The heading block every page starts with. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 space-y-2">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-muted-foreground text-pretty">{description}</p>
      {children}
    </header>
  );
}
