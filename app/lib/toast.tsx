// The app's toasts: `import { toast } from "~/lib/toast"` everywhere (issue 24.3: an explicit
// module, no build alias). The same calls as sonner's (`toast()`, `.success`, `.error`, `.info`,
// `.warning` with a message and sonner's options), but sonner itself (about 10 KB gzipped) is
// downloaded the first time a toast is shown, not on every page's first load (issue 12.2): most
// visits never show one. Until then <AppToaster> renders nothing, on the server too, so the
// hydrated page matches. Only this module and the app's Toaster (components/ui/sonner.tsx, which
// comes with it) import sonner: an ESLint rule (eslint.config.js, no-restricted-imports) keeps
// every other module off it, so no page downloads it by accident.
import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast, toast as SonnerToast } from "sonner";

let sonnerToast: typeof SonnerToast | undefined;
// The app's own <Toaster> (components/ui/sonner.tsx: theme, position, texts) comes with sonner.
let appToaster: ComponentType | undefined;
let loading: Promise<typeof SonnerToast> | undefined;
// The mounted toaster waits for the module; the toasts wait for a Toaster to listen.
const onLoaded = new Set<() => void>();
let toasterListening = false;
let toasterReady: (() => void) | undefined;
const ready = new Promise<void>((resolve) => (toasterReady = resolve));

function load() {
  loading ??= Promise.all([import("sonner"), import("~/components/ui/sonner")]).then(([module, ui]) => {
    sonnerToast = module.toast;
    appToaster = ui.Toaster;
    for (const notify of onLoaded) notify();
    return module.toast;
  });
  return loading;
}

/** Runs `show` now when sonner is there and a Toaster listens, else once both are. */
function later(show: (toast: typeof SonnerToast) => unknown) {
  if (sonnerToast && toasterListening) {
    show(sonnerToast);
    return;
  }
  void Promise.all([load(), ready]).then(([toast]) => show(toast));
}

type Show = (message: string, options?: ExternalToast) => void;
const kind =
  (pick: (toast: typeof SonnerToast) => (message: string, options?: ExternalToast) => unknown): Show =>
  (message, options) =>
    later((toast) => pick(toast)(message, options));

export const toast: Show & { success: Show; error: Show; info: Show; warning: Show } = Object.assign(
  kind((t) => t),
  {
    success: kind((t) => t.success),
    error: kind((t) => t.error),
    info: kind((t) => t.info),
    warning: kind((t) => t.warning),
  },
);

// Sonner's Toaster starts listening in an effect; this sibling's effect runs right after it.
function Listening() {
  useEffect(() => {
    toasterListening = true;
    toasterReady?.();
  }, []);
  return null;
}

/**
 * root.tsx's toaster: the app's <Toaster> (components/ui/sonner.tsx), downloaded with sonner on
 * the first toast rather than on every page's first load (issue 12.2). Nothing until then.
 */
export function AppToaster() {
  const [Loaded, setLoaded] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    const take = () => setLoaded(() => appToaster);
    if (appToaster) take();
    onLoaded.add(take);
    return () => {
      onLoaded.delete(take);
    };
  }, []);
  if (!Loaded) return null;
  return (
    <>
      <Loaded />
      <Listening />
    </>
  );
}
