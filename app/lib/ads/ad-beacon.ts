// The ad beacon (issue 25, D16), loaded by the public layout once the page is idle after
// hydration: never in the critical path, and a few hundred bytes. For the page view named by
// `token` (the layout loader's pageView), each ad slot (`[data-ad-id]`, ad-slot.tsx) reports
// - an impression when it is displayed at this width: it has a layout box
//   (checkVisibility), checked when it appears (the mobile menu's dialog adds its slot when
//   opened), on resize, and when it intersects the screen. The sidebar on a phone, the closed
//   footer bar and the unopened menu have none, so they never count;
// - a view when at least half of it has been visible for one continuous second (IAB/MRC),
//   in a visible tab.
// Each at most once per ad per page view (the server enforces it too). Sent with
// navigator.sendBeacon to /anuncio/evento (app/routes/ad-event.ts), events of the same moment
// in one request.
const SLOT = "[data-ad-id]";
let token = "";
let sent = new Set<string>();
let queue: string[] = [];
let io: IntersectionObserver | undefined;
const timers = new Map<Element, ReturnType<typeof setTimeout>>();

function flush() {
  if (!queue.length) return;
  const body = new URLSearchParams([["t", token], ...queue.map((e) => ["e", e])]);
  queue = [];
  navigator.sendBeacon("/anuncio/evento", body);
}

function send(event: string) {
  if (sent.has(event)) return;
  sent.add(event);
  if (queue.push(event) === 1) setTimeout(flush);
}

const shown = (el: Element) =>
  el.isConnected && (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);

function check(el: Element) {
  if (shown(el)) send("i." + el.getAttribute("data-ad-id"));
}

function stopTimer(el: Element) {
  clearTimeout(timers.get(el));
  timers.delete(el);
}

function watch(root: Element | Document) {
  const slots = [...root.querySelectorAll(SLOT)];
  if (root instanceof Element && root.matches(SLOT)) slots.push(root);
  for (const el of slots) {
    io!.observe(el);
    check(el);
  }
}

function observe(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, intersectionRatio } of entries) {
    if (isIntersecting) check(target);
    if (intersectionRatio < 0.5 || document.hidden) stopTimer(target);
    else if (!timers.has(target)) {
      timers.set(
        target,
        setTimeout(() => {
          timers.delete(target);
          if (shown(target)) send("v." + target.getAttribute("data-ad-id"));
        }, 1000),
      );
    }
  }
}

function stopTimers() {
  timers.forEach(clearTimeout);
  timers.clear();
}

function restart() {
  io?.disconnect();
  stopTimers();
  io = new IntersectionObserver(observe, { threshold: [0, 0.5] });
  watch(document);
}

export function trackAds(pageView: string) {
  if (!pageView || pageView === token || !("sendBeacon" in navigator) || typeof IntersectionObserver !== "function")
    return;
  const first = !token;
  flush();
  token = pageView;
  sent = new Set();
  restart();
  if (!first) return;
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node);
  }).observe(document.body, { childList: true, subtree: true });
  addEventListener("resize", () => watch(document));
  // A hidden tab stops the one-second clocks; back in view, the observer reports afresh.
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) return restart();
    stopTimers();
    flush();
  });
  addEventListener("pagehide", flush);
}
