// Issue 26 (D17): "a result was shown", reported once per page view per calculator with
// navigator.sendBeacon to /estatisticas/calculo (app/routes/audience-event.ts). The body is
// the calculator's name and the page view's token (the layout loader's pageView, as the ad
// beacon sends it): no inputs, no result, no cookie, nothing kept in the browser.
//
// What counts as a result shown is each calculator's call: a result for the visitor's own
// numbers (a live calculator's page already shows one for its defaults on every visit, which
// says nothing about use), whether they typed them or opened a link that carries them (the
// server renders that result; the beacon goes once the page is interactive). Without
// JavaScript, or offline, nothing is sent.
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { AudienceCalculator } from "~/lib/audience/audience-keys";
import type { loader as layoutLoader } from "~/routes/layout";

/** Page view and calculator pairs already reported by this document. */
const sent = new Set<string>();

export function useCountCalculation(calculator: AudienceCalculator, shown: boolean) {
  const pageView = useRouteLoaderData<typeof layoutLoader>("routes/layout")?.pageView ?? "";
  useEffect(() => {
    const key = `${pageView}|${calculator}`;
    // Offline (a page the service worker kept) there is no one to tell: nothing is sent.
    if (!shown || !pageView || sent.has(key) || !("sendBeacon" in navigator) || !navigator.onLine) return;
    sent.add(key);
    navigator.sendBeacon("/estatisticas/calculo", new URLSearchParams({ calculadora: calculator, token: pageView }));
  }, [calculator, shown, pageView]);
}
