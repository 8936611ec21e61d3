import { type ComponentType, lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "~/hooks/use-hydrated";

/** How far below the screen a part that waits for the visitor starts loading as they scroll towards it. */
const LOAD_MARGIN = "400px 0px";

export type DeferredProps<P> = P & {
  /** Receives the server's forms of the part just before the live part replaces them, with what was typed into them. */
  onTyped?: (forms: readonly HTMLFormElement[]) => void;
};

/**
 * A part of a calculator page whose code the browser downloads only when it is needed
 * (issue 12): ABV's tools below the calculator once the visitor comes near them, its
 * advanced tab once it is shown. The server renders the part, and until its code is here a
 * hydrating browser keeps that HTML as it is (as a server island does), so its GET forms
 * work as they do without JavaScript. `when: "near"` loads the code when the part comes
 * within LOAD_MARGIN of the screen, or on a touch, a focus or a key inside it; `"now"`
 * loads it at once (a tab the address selects); `"idle"` once the browser is idle after the
 * page came to life (a part never seen on screen: /receita's sheet for paper). Then what was typed into the server's
 * forms meanwhile goes to `onTyped` (the page's state) in the same commit that makes the
 * part live, and the field that had the focus keeps it. Where there is no server HTML (a
 * client-side navigation, a tab opened on the page) the part renders as soon as its code is
 * here. `load` must be `() => import("…")`, so the bundler makes it a chunk of its own.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { id, when, className }: { id: string; when: "near" | "now" | "idle"; className?: string },
) {
  let Loaded: ComponentType<P> | undefined;
  const loadPart = () =>
    load().then((component) => {
      Loaded = component;
      return { default: component };
    });
  const Lazy = lazy(loadPart);
  /** The mounted parts still showing the server's HTML: each one's start, which makes it live. */
  const waiting = new Set<() => Promise<void>>();
  if (import.meta.env.SSR) void loadPart();

  function DeferredPart({ onTyped, ...rest }: DeferredProps<P>) {
    const props = rest as P;
    // Only a hydrating render finds the server's HTML: a remount later (a link to the same page)
    // would find the previous render's element, still in the page, and show it for the new state.
    const hydrating = !useHydrated();
    const [html] = useState(() =>
      !hydrating || typeof document === "undefined" || Loaded ? undefined : document.getElementById(id)?.innerHTML,
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
        onTyped?.(Array.from(element.querySelectorAll("form")));
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
      let started: Promise<void> | undefined;
      let cancelIdle = () => {};
      const start = () => {
        if (started) return started;
        stop();
        cancelIdle();
        started = loadPart().then(() => goLive());
        return started;
      };
      waiting.add(start);
      // Until the part is live, a form sent by Enter would leave the page: once live it computes in place.
      const hold = (event: Event) => {
        event.preventDefault();
        void start();
      };
      const observer =
        when === "near"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
              rootMargin: LOAD_MARGIN,
            })
          : undefined;
      const events = ["pointerdown", "focusin", "keydown"] as const;
      const stop = () => {
        observer?.disconnect();
        for (const type of events) element.removeEventListener(type, start);
      };
      element.addEventListener("submit", hold);
      if (observer) {
        observer.observe(element);
        for (const type of events) element.addEventListener(type, start);
      } else if (when === "idle") {
        const idle = window.requestIdleCallback?.(start, { timeout: 3000 }) ?? window.setTimeout(start, 1500);
        cancelIdle = () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
      } else void start();
      return () => {
        waiting.delete(start);
        cancelIdle();
        stop();
        element.removeEventListener("submit", hold);
      };
    }, [live]);

    if (!live) {
      return <div id={id} ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
    }
    return (
      <div id={id} className={className}>
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
  /** Fetches the code ahead of a render that needs it at once (a result about to be shown). */
  DeferredPart.preload = loadPart;
  /** Makes every part on the page live now and resolves once they are (before printing what they show). */
  DeferredPart.live = () => Promise.all([...waiting].map((start) => start())).then(() => undefined);
  return DeferredPart;
}
