import { Link, useLocation } from "react-router";
import { isActivePath, mainTools } from "~/lib/navigation";
import { NavIcon } from "./nav-icon";

/**
 * The main tools (lib/navigation.ts) with label and description; the current route is highlighted.
 * The highlight follows aria-current alone (the classes read it), so the sidebar's copy, a server
 * island, is kept up to date on each navigation by setting that attribute (active-links.ts).
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Ferramentas">
      <ul className="space-y-1">
        {mainTools.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
              prefetch="intent"
              className="group flex items-start gap-3 rounded-lg px-3 py-2 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary aria-[current=page]:hover:text-primary-foreground"
            >
              <NavIcon name={item.icon} className="mt-0.5 size-5 shrink-0" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold leading-tight">{item.label}</span>
                <span className="block text-xs leading-snug text-muted-foreground group-aria-[current=page]:text-primary-foreground">
                  {item.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default MainNav;
