import { Link, useLocation } from "react-router";
import { isActivePath, mainTools } from "~/lib/navigation";
import { cn } from "~/lib/utils";
import { NavIcon } from "./nav-icon";

/** The main tools (lib/navigation.ts) with label and description; the current route is highlighted. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Ferramentas">
      <ul className="space-y-1">
        {mainTools.map((item) => {
          const active = isActivePath(pathname, item.to);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                prefetch="intent"
                className={cn(
                  "group flex items-start gap-3 rounded-lg px-3 py-2 transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active ? "bg-primary text-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <NavIcon name={item.icon} className="mt-0.5 size-5 shrink-0" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold leading-tight">{item.label}</span>
                  <span
                    className={cn(
                      "block text-xs leading-snug",
                      active ? "text-primary-foreground" : "text-muted-foreground",
                    )}
                  >
                    {item.description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
