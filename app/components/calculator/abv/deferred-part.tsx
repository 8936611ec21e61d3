import { type ComponentType, lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ToolsProps } from "~/components/calculator/abv/tools";

/** The element holding the tools; on hydration the browser finds the server's HTML of them by it. */
export const TOOLS_ID = "abv-ferramentas";

/** How far below the screen the tools start loading as the visitor scrolls towards them. */
const LOAD_MARGIN = "400px 0px";

let Loaded: ComponentType<ToolsProps> | undefined;
const loadTools = () =>
  import("~/components/calculator/abv/tools").then((module) => {
    Loaded = module.AbvTools;
    return { default: module.AbvTools };
  });
const Lazy = lazy(loadTools);
if (import.meta.env.SSR) void loadTools();

/**
 * The brewer's tools below the calculator (refractometer, priming, dilution), whose code and
 * formulas the browser downloads only when the visitor comes near them (issue 12: widgets
 * below the fold). The server renders them, and until then a hydrating browser keeps that
 * HTML as it is (as a server island does): their GET forms work as they do without
 * JavaScript. The code loads when the tools come within LOAD_MARGIN of the screen, or at
 * once on a touch, a focus or a key inside them; what was typed into the server's forms
 * meanwhile is handed to `onTyped` (the page's state) before the live tools replace them,
 * and the field that had the focus gets it back. A client-side navigation, which has no
 * server HTML, renders them at once.
 */
export function DeferredAbvTools({
  onTyped,
  ...props
}: ToolsProps & { onTyped: (forms: readonly HTMLFormElement[]) => void }) {
  const [html] = useState(() =>
    typeof document === "undefined" || Loaded ? undefined : document.getElementById(TOOLS_ID)?.innerHTML,
  );
  const [live, setLive] = useState(html === undefined);
  const ref = useRef<HTMLDivElement>(null);

  const goLive = useEffectEvent(() => {
    const element = ref.current;
    if (!element) return;
    const focused = element.contains(document.activeElement) ? document.activeElement : null;
    const focusedId = focused?.id;
    const selection = focused instanceof HTMLInputElement ? [focused.selectionStart, focused.selectionEnd] : [];
    // One synchronous commit: nothing typed between reading the forms and replacing them.
    flushSync(() => {
      onTyped(Array.from(element.querySelectorAll("form")));
      setLive(true);
    });
    const field = focusedId ? document.getElementById(focusedId) : null;
    if (!field) return;
    field.focus({ preventScroll: true });
    const [start, end] = selection;
    if (field instanceof HTMLInputElement && typeof start === "number" && typeof end === "number") {
      field.setSelectionRange(start, end);
    }
  });

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      void loadTools().then(() => goLive());
    };
    // Before the tools are live, a form sent by Enter would leave the page: they compute as the visitor types once loaded.
    const hold = (event: Event) => {
      event.preventDefault();
      start();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: LOAD_MARGIN,
    });
    const events = ["pointerdown", "focusin", "keydown"] as const;
    const stop = () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, start);
    };
    observer.observe(element);
    for (const type of events) element.addEventListener(type, start);
    element.addEventListener("submit", hold);
    return () => {
      stop();
      element.removeEventListener("submit", hold);
    };
  }, [live]);

  if (!live) return <div id={TOOLS_ID} ref={ref} dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
  return (
    <div id={TOOLS_ID}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      )}
    </div>
  );
}
