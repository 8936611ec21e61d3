import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { linkRel, relatedPagesFor, showsRelatedBlocks, usefulToolsFor, type NavItem } from "~/lib/navigation";
import { NavIcon } from "./nav-icon";

/** "Páginas relacionadas" and "Ferramentas úteis" (docs/decisions/0020-routes-and-layout.md): up to 3 cards each. */
export default function RelatedBlocks({ pathname }: { pathname: string }) {
  if (!showsRelatedBlocks(pathname)) return null;
  const related = relatedPagesFor(pathname);
  const tools = usefulToolsFor(pathname);
  // Below the page's own content: laid out as the reader scrolls to it (issue 24 item 4).
  return (
    <div className="render-later mt-12 space-y-8 [--render-later-height:30rem]">
      <CardRow id="related-pages" title="Páginas relacionadas" items={related} />
      <CardRow id="useful-tools" title="Ferramentas úteis" items={tools} />
    </div>
  );
}

function CardRow({ id, title, items }: { id: string; title: string; items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              rel={linkRel(item.to)}
              prefetch="intent"
              className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors outline-none hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <NavIcon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium">
                  {item.label}
                  <ArrowRight
                    className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
