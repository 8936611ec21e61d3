import { lazy, Suspense, useEffect, type ComponentType } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppToaster, toast } from "~/lib/toast";
import { useNonce } from "~/lib/http/nonce";
import { switchTheme, THEME_SWITCH_ATTRIBUTE, themeInitScript } from "~/lib/theme";
import { preHydrationScript } from "~/lib/pre-hydration";
import { MOBILE_FOOTER_AD_CLASS, MOBILE_FOOTER_AD_KEY } from "~/components/layout/mobile-footer-ad-state";
import { readToast, type FlashToast } from "~/lib/http/toast.server";
import { registerServiceWorker } from "~/pwa/register-service-worker";
import { staticPageScript } from "~/lib/http/static-page.server";
import { PAGE_VIEW_ATTRIBUTE, useStaticPageScript } from "~/lib/static-page/hydration";
import { AFTER_FIRST_PAINT } from "~/lib/http/boot-after-paint";
import "~/styles/app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast: flash, clear } = await readToast(request);
  // The plain script of pages without React (issue 24.4): Layout below decides per page.
  return data(
    { toast: flash, staticPageScript: staticPageScript() },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// Theme and the closed mobile ad bar are applied before first paint: no flash, no shift; taps
// before the scripts run are handled too (app/lib/pre-hydration.ts). The
// server alone writes it: the browser runs it from the HTML, and hydration keeps an element's
// inner HTML as it is, so the script's text stays out of every page's JavaScript.
const headScript = !import.meta.env.SSR
  ? ""
  : `${themeInitScript};${preHydrationScript};try{if(sessionStorage.getItem(${JSON.stringify(MOBILE_FOOTER_AD_KEY)}))document.documentElement.classList.add(${JSON.stringify(MOBILE_FOOTER_AD_CLASS)})}catch(e){}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const staticScript = useStaticPageScript();
  // The ad beacon's token for this page view: the layout's loader gives it (the response's nonce).
  const pageView = (useRouteLoaderData("routes/layout") as { pageView?: string } | undefined)?.pageView ?? "";
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser bar in the logo's amber; in dark mode the page's own background (app.css .dark). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#b7791f" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#130e0a" />
        {/* Runs before first paint so the page never flashes the wrong theme. */}
        <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {staticScript ? (
          // A page that needs no React (lib/static-page/hydration.ts): its one plain script, after
          // the first paint as React's are (boot-after-paint.ts).
          <script
            type="module"
            nonce={nonce || undefined}
            {...{ [PAGE_VIEW_ATTRIBUTE]: pageView }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? `${AFTER_FIRST_PAINT}\nimport(${JSON.stringify(staticScript)});` : "",
            }}
          />
        ) : (
          <>
            <AppToaster />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { toast: flash } = useLoaderData<typeof loader>();
  useFlashToast(flash);
  // Installable and usable offline (issue 12 item 7).
  useEffect(registerServiceWorker, []);
  useEffect(listenToThemeSwitches, []);
  // The page below the document hydrates in a Suspense boundary: React hydrates a server-rendered
  // boundary after the root, in slices of a few milliseconds that leave the main thread free
  // between them (a click there hydrates its part first and is replayed), instead of one task
  // of 60-250 ms on a slow phone (issue 12.3, TBT). The server still sends the page inline
  // (app/entry.server.tsx: progressiveChunkSize), so it reads the same without JavaScript.
  return (
    <Suspense fallback={null}>
      <Outlet />
      <MarkHydrated />
    </Suspense>
  );
}

/**
 * `<html data-hydrated>` once the routes' boundary has hydrated and committed: from then on every
 * control of the page runs its React handlers. The end-to-end tests wait for it. The error
 * boundary, which replaces App on a 404 or an error, renders it too.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

// Every theme switch, whether React renders it or it is kept as server HTML (the sidebar's).
function listenToThemeSwitches() {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.(`[${THEME_SWITCH_ATTRIBUTE}]`)) switchTheme();
  };
  window.addEventListener("click", onClick);
  return () => window.removeEventListener("click", onClick);
}

function useFlashToast(flash: FlashToast | null) {
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "error" ? toast.error : flash.type === "success" ? toast.success : toast;
    show(flash.title, { description: flash.description });
  }, [flash]);
}

// The 404 page is rarely shown: the browser downloads it when it is (issue 12.2). The server
// loads it as it starts and renders it whole, so the 404 HTML is complete; a browser hydrating
// that HTML keeps it while the module loads (a Suspense boundary), then hydrates it.
const loadNotFound = () => import("~/components/not-found-page").then((m) => ({ default: m.NotFoundPage }));
let NotFoundLoaded: ComponentType<{ gone?: boolean }> | undefined;
if (import.meta.env.SSR) void loadNotFound().then((m) => (NotFoundLoaded = m.default));
const NotFoundLazy = lazy(loadNotFound);

// One error boundary serves every route (house style 11): a 404 shows the "cerveja
// acabou" page, anything else the generic screen; details only in development.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const gone = error.status === 410;
    return (
      <Suspense fallback={null}>
        {NotFoundLoaded ? <NotFoundLoaded gone={gone} /> : <NotFoundLazy gone={gone} />}
        <MarkHydrated />
      </Suspense>
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-start justify-center gap-4 p-6">
      <title>Erro inesperado | Cervejômetro</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-sm font-medium text-muted-foreground">Erro {status}</p>
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">
        Algo deu errado ao carregar esta página. Tente recarregar ou volte para a página inicial.
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground"
        >
          Ir para o início
        </a>
      </div>
      {details ? (
        <pre className="mt-4 max-h-96 w-full overflow-auto rounded-md bg-muted p-4 text-xs">{details}</pre>
      ) : null}
      <MarkHydrated />
    </main>
  );
}
