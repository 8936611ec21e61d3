import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useNavigate } from "react-router";

type IslandProps = {
  /** The element's id, by which the browser finds the server's HTML of it on hydration. */
  id: string;
  className?: string;
  /** Shown while a client-side navigation downloads the module. */
  fallback?: ReactNode;
};

/**
 * Static content whose code and data the browser does not download on a first visit
 * (issue 12): the server renders the module's component into the HTML (it loads the module
 * as it starts), and a browser hydrating that HTML keeps it untouched, as the element's
 * innerHTML, so React never needs the component there. Only a client-side navigation to the
 * page, which has no server HTML, downloads the module and renders it. For content that
 * needs no React on the client: plain links, <details>, anchors; code may read or toggle the
 * DOM inside it (e.g. `hidden`). Internal links inside are followed in the app, as a Link
 * would. `load` must be `() => import("…")`, so the bundler makes it a chunk of its own.
 */
// The elements islands have mounted on. An island keeps the HTML it finds only when it is the
// server's, not yet claimed: one re-mounted with other props (`key`, e.g. per page) while the
// previous one's element is still in the document renders its module instead of copying it.
const claimed = new WeakSet<Element>();

export function serverIsland<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | undefined;
  const loadModule = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadModule);
  if (import.meta.env.SSR) void loadModule();

  function ServerIsland({ id, className, fallback = null, ...props }: P & IslandProps) {
    // On hydration the content is already in the page: React keeps its HTML as it is.
    const [html] = useState(() => {
      const element = typeof document === "undefined" ? null : document.getElementById(id);
      return element && !claimed.has(element) ? element.innerHTML : undefined;
    });
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      claimed.add(element);
      if (html === undefined) return; // rendered here: its links are the router's own
      const onClick = (event: MouseEvent) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>("a[href^='/']");
        if (!link || link.target || event.defaultPrevented || event.button !== 0) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(link.getAttribute("href") ?? "/");
      };
      element.addEventListener("click", onClick);
      return () => element.removeEventListener("click", onClick);
    }, [html, navigate]);

    if (html !== undefined) {
      return <div id={id} ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    const content = props as P;
    return (
      <div id={id} ref={ref} className={className}>
        {Loaded ? (
          <Loaded {...content} />
        ) : (
          <Suspense fallback={fallback}>
            <Lazy {...content} />
          </Suspense>
        )}
      </div>
    );
  }
  /** Starts downloading the module, e.g. as a navigation begins, so a new island shows at once. */
  ServerIsland.preload = () => void loadModule();
  return ServerIsland;
}
