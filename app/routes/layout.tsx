import { useEffect } from "react";
import { Outlet, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { serverIsland } from "~/components/content/server-island";
import { markActiveLinks } from "~/components/layout/active-links";
import { IslandAdSlot, preloadAdSlot } from "~/components/island-ad-slot";
import { MobileFooterAd } from "~/components/layout/mobile-footer-ad";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { AD_POSITIONS, LAYOUT_AD_SLOTS, type PublicAd } from "~/lib/ads/ads";
import { todayInSaoPaulo } from "~/lib/format";
import { markUncacheable } from "~/lib/http/page-render.server";
import { showsRelatedBlocks } from "~/lib/paths";
import { DEFAULT_GLOBAL_SEO, siteOrigin } from "~/lib/seo/site";
import { adContextFor, getHouseCardsCached, placeAdGroup, type HouseCards } from "~/models/ads.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";
import { siteOperatorForPage } from "~/models/site-identity.server";
import type { SiteOperator } from "~/content/site-operator";
import type { FooterOperator } from "~/components/layout/site-footer";
import { nonceContext } from "~/lib/http/request-context";
import { useStaticPageScript } from "~/lib/static-page/hydration";

type LayoutSlot = (typeof LAYOUT_AD_SLOTS)[number];

// Links only, the same on every page (the footer) or on every visit of a page (the related
// blocks): server islands, so a first visit's browser keeps their HTML without their code or
// the navigation data behind them (issue 12.2). A client-side navigation loads them.
const SiteFooter = serverIsland(() => import("~/components/layout/site-footer"));
const RelatedBlocks = serverIsland(() => import("~/components/layout/related-blocks"));
// The sidebar's logo, tools and theme switch too (their icons and the navigation data): only
// the current page's highlight changes, and it follows aria-current, set here on each
// navigation; root.tsx's listener serves the theme switch. The phone header's logo likewise.
const SidebarTools = serverIsland(() => import("~/components/layout/sidebar-tools"));
const SIDEBAR_TOOLS_ID = "ferramentas";
const Brand = serverIsland(() => import("~/components/layout/brand"));
// A page without React (issue 24.4) gets the phone menu in its HTML, for its plain script to open.
// Only the server renders it: the browser's bundle leaves it out.
const StaticMobileMenu = import.meta.env.SSR
  ? serverIsland(() => import("~/components/layout/static-mobile-menu"))
  : null;

// docs/decisions/0015-ads-chosen-on-the-server.md: ads are picked on the server so the HTML and the hydrated page agree. The
// site's origin (stored global SEO settings) serves the pages' absolute links; each page resolves
// its own head in its loader (app/lib/seo/head.server.ts). When the database is away the slots
// show their placeholders, the origin falls back to the default and the page still renders
// (docs/decisions/0014-caching-and-degradation.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInSaoPaulo();
  const [ads, houseCards, origin, operator] = await Promise.all([
    // The eligible ads are cached briefly; the random pick still happens per request (made
    // by the page cache when it renders the page, server/page-cache.ts), weighted among the
    // ads for this visitor's device and this page (D15 revised). Placing an ad counts nothing
    // (issue 25): the beacon reports what a person was shown.
    adContextFor(request)
      .then((adContext) => placeAdGroup("layout", today, Math.random, adContext))
      .catch((error: Error) => {
        console.error("[layout] anúncios indisponíveis:", error.message);
        markUncacheable();
        return Object.fromEntries(LAYOUT_AD_SLOTS.map((p) => [p, null])) as Record<LayoutSlot, PublicAd | null>;
      }),
    // Which empty slots show the "Anuncie aqui" card (D15): all of them when unknown.
    getHouseCardsCached().catch((error: Error) => {
      console.error("[layout] espaços de anúncio indisponíveis:", error.message);
      markUncacheable();
      return Object.fromEntries(AD_POSITIONS.map((p) => [p, true])) as HouseCards;
    }),
    getGlobalSeoCached()
      .then((global) => siteOrigin(global.siteDomain))
      .catch((error: Error) => {
        console.error("[layout] SEO indisponível:", error.message);
        markUncacheable();
        return siteOrigin(DEFAULT_GLOBAL_SEO.siteDomain);
      }),
    // The footer names who runs the site (/admin/site, D21) once it is saved.
    siteOperatorForPage(),
  ]);
  // The page view's token for the ad beacon: this response's nonce, which the page cache
  // replaces in every copy it serves (app/lib/http/page-view-token.server.ts).
  return { ads, houseCards, origin, pageView: context.get(nonceContext), footerOperator: footerOperatorOf(operator) };
}

/**
 * The footer's line about the operator: a company's name and CNPJ (as Brazilian sites show
 * them), a person's name only (their CPF stays on the legal pages); null before it is saved.
 */
function footerOperatorOf(operator: SiteOperator): FooterOperator | null {
  const id = operator.identification;
  if (!id) return null;
  return { name: id.legalName, document: id.kind === "pessoa_juridica" ? `CNPJ ${id.documentNumber}` : null };
}

// A new page gets a fresh ad pick; a change of query string alone (filters, calculator inputs)
// keeps it.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/**
 * Issue 25: the ad beacon (app/lib/ads/ad-beacon.ts) for this page view, downloaded and
 * started only once the browser is idle after hydration, so it never delays the page.
 */
function useAdBeacon(pageView: string) {
  useEffect(() => {
    const start = () => void import("~/lib/ads/ad-beacon").then((m) => m.trackAds(pageView)).catch(() => {});
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(start, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1500);
    return () => clearTimeout(id);
  }, [pageView]);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { ads, houseCards, pageView } = loaderData;
  useAdBeacon(pageView);
  const withoutReact = useStaticPageScript() !== null;
  const { pathname } = useLocation();
  useEffect(() => markActiveLinks(document.getElementById(SIDEBAR_TOOLS_ID), pathname), [pathname]);
  // The next page brings its own related blocks and may bring other ads: their code downloads
  // while its data loads, so they show with it.
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (!navigating) return;
    RelatedBlocks.preload();
    preloadAdSlot();
  }, [navigating]);
  return (
    <div className="min-h-dvh">
      <a
        href="#conteudo"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        Pular para o conteúdo
      </a>

      {/* From lg up the sidebar holds a 300 px banner at its standard size (D16: 300×250, 300×600): 300 + 2 × 16 padding + the 1 px border. */}
      <aside
        className="fixed inset-y-0 left-0 z-30 hidden w-72 flex-col gap-5 overflow-y-auto border-r bg-sidebar p-4 text-sidebar-foreground md:flex lg:w-[333px]"
        aria-label="Barra lateral"
        data-testid="sidebar"
        data-site-sidebar=""
      >
        <SidebarTools id={SIDEBAR_TOOLS_ID} className="flex flex-col gap-5" />
        {/* Issue 16: no ad between the skip link and the main content in the tab order. */}
        <IslandAdSlot position="sidebar" ad={ads.sidebar} houseCard={houseCards.sidebar} tabbable={false} />
      </aside>

      <div className="flex min-h-dvh flex-col md:pl-72 lg:pl-[333px]">
        {/* Its height is a token (app.css): the toasts sit just below it on phones (D5). */}
        <header className="sticky top-0 z-20 flex h-(--mobile-header-height) items-center justify-between gap-3 border-b bg-background px-4 md:hidden">
          <Brand id="marca" />
          {StaticMobileMenu && withoutReact ? (
            <StaticMobileMenu id="menu" ad={ads["mobile-menu"]} houseCard={houseCards["mobile-menu"]} />
          ) : (
            <MobileMenu ad={ads["mobile-menu"]} houseCard={houseCards["mobile-menu"]} />
          )}
        </header>

        {ads.header || houseCards.header ? (
          <div className="mx-auto w-full max-w-6xl px-4 pt-4 md:px-8 md:pt-6">
            <IslandAdSlot position="header" ad={ads.header} houseCard={houseCards.header} tabbable={false} />
          </div>
        ) : null}

        <main
          id="conteudo"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
        >
          <Outlet />
          {/* Its own per page: a new page mounts a new island rather than keeping the last one's HTML. */}
          {showsRelatedBlocks(pathname) ? (
            <RelatedBlocks key={pathname} id="blocos-relacionados" pathname={pathname} />
          ) : null}
        </main>

        {ads.footer || houseCards.footer ? (
          <div className="mx-auto w-full max-w-6xl px-4 pb-6 md:px-8">
            <IslandAdSlot position="footer" ad={ads.footer} houseCard={houseCards.footer} />
          </div>
        ) : null}
        <SiteFooter id="rodape" operator={loaderData.footerOperator} />
        {/* D15: with nothing to show, the phone's footer bar is not there at all. */}
        {ads["mobile-footer"] ? <MobileFooterAd ad={ads["mobile-footer"]} /> : null}
      </div>
    </div>
  );
}
