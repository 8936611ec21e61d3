// What `import … from "sonner"` gets in the build (vite.config.ts points "sonner" here): the
// same `toast` and `<Toaster>`, but sonner itself (about 10 KB gzipped) is downloaded the first
// time a toast is shown, not on every page's first load (issue 12.2). Most visits never show
// one. Until then <Toaster> renders nothing, on the server too, so the hydrated page matches.
import { createElement, useEffect, useState, type ComponentProps, type ComponentType } from "react";
import type * as Sonner from "sonner";

type SonnerModule = typeof Sonner;

let sonner: SonnerModule | undefined;
// The app's own <Toaster> (components/ui/sonner.tsx: theme, position, texts) comes with sonner.
let appToaster: ComponentType | undefined;
let loading: Promise<SonnerModule> | undefined;
// The mounted <Toaster>s wait for the module; the toasts wait for a Toaster to listen.
const onLoaded = new Set<() => void>();
let toasterReady: (() => void) | undefined;
const ready = new Promise<void>((resolve) => (toasterReady = resolve));

function load() {
  loading ??= Promise.all([import("sonner"), import("~/components/ui/sonner")]).then(([module, ui]) => {
    sonner = module;
    appToaster = ui.Toaster;
    for (const notify of onLoaded) notify();
    return module;
  });
  return loading;
}

/** Runs `show` now when sonner is there and a Toaster listens, else once both are. */
function later(show: (toast: SonnerModule["toast"]) => unknown) {
  if (sonner && toasterListening) return show(sonner.toast);
  void Promise.all([load(), ready]).then(([module]) => show(module.toast));
  return undefined;
}
let toasterListening = false;

type Toast = SonnerModule["toast"];
const method =
  <K extends keyof Toast>(name: K) =>
  (...args: unknown[]) =>
    later((t) => (t[name] as (...a: unknown[]) => unknown)(...args));

export const toast = Object.assign((...args: Parameters<Toast>) => later((t) => t(...args)), {
  success: method("success"),
  info: method("info"),
  warning: method("warning"),
  error: method("error"),
  custom: method("custom"),
  message: method("message"),
  promise: method("promise"),
  dismiss: method("dismiss"),
  loading: method("loading"),
  getHistory: () => sonner?.toast.getHistory() ?? [],
  getToasts: () => sonner?.toast.getToasts() ?? [],
}) as unknown as Toast;

// Sonner's Toaster starts listening in an effect; this sibling's effect runs right after it.
function Listening() {
  useEffect(() => {
    toasterListening = true;
    toasterReady?.();
  }, []);
  return null;
}

export function Toaster(props: ComponentProps<SonnerModule["Toaster"]>) {
  const [module, setModule] = useState<SonnerModule | undefined>(undefined);
  useEffect(() => {
    const take = () => setModule(sonner);
    if (sonner) take();
    onLoaded.add(take);
    return () => {
      onLoaded.delete(take);
    };
  }, []);
  if (!module) return null;
  return (
    <>
      {createElement(module.Toaster, props)}
      <Listening />
    </>
  );
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
    // Without the build's redirect (vite dev, tests) `toast` is sonner itself and never loads this.
    if (!import.meta.env.PROD) void load();
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

export type { ToasterProps, ExternalToast, ToastT } from "sonner";
